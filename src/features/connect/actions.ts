import { connectAttemptAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { networksAtom } from '../../atoms/network.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { INJECTED_FALLBACK_ID, type InjectedProviderDetail, watchInjectedProviders } from '../../chains/connectors/eip6963.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { WALLETCONNECT_CONNECTOR_ID } from '../../chains/connectors/walletconnectConfig.ts';
import type { StandardNamespace, StandardWalletDetail } from '../../chains/connectors/walletStandard.ts';
import { requestConnection, restoreConnection, revokePermissions, toConnectError } from '../../chains/eip155/adapter.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { createDiscoveryList } from '../../core/discovery.ts';
import {
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
} from '../../core/errors/connection.ts';
import { errorMessage } from '../../core/errors/base.ts';
import { AdapterMissingError, DisconnectError, disconnectChainsMessage } from '../../core/errors/wallet.ts';
import { addRecentWallet } from '../../core/storage/recentWallets.ts';
import { FALLBACK_ICON, mergeBrowserWallets } from './browserWallets.ts';
import { failConnectAttempt } from './connectAttempt.ts';
import { recordConnections } from './connectionHistory.ts';
import { type ConnectedWallet, createConnections } from './connection.ts';
import type { StandardConnector, StandardConnectorHooks } from './standardConnector.ts';
import { browserWalletsDiscoveredAtom } from './discovered.ts';
import type { WalletConnectSessionDeps, WalletConnectSessions } from './walletConnectSession.ts';
import type { WalletConnectSession } from '../../chains/connectors/walletconnect.ts';

/** How long reconnect waits for the stored wallet to announce itself. */
const RECONNECT_DISCOVERY_MS = 1_000;

/** What the connect actions need of the network feature (applying a chain the wallet reports), and test seams. */
export type ConnectDeps = {
  applyWalletChain(namespace: ChainNamespace, chainId: number): void;
  restoreWalletConnect?: WalletConnectSessionDeps['restoreSession'];
};

/**
 * The connect feature's actions: browser-wallet discovery (EIP-6963, Wallet Standard), connect, approved
 * WalletConnect sessions, silent reconnect and disconnect. Framework-free: they talk to connectors and
 * adapters and write atoms. Views reach them through the Services atom, the instance API through `AppKit`.
 * Part of the lazy wallet actions chunk.
 */
export function createConnectActions(ctx: InstanceContext, deps: ConnectDeps) {
  const { store, storage } = ctx;
  const announced = createDiscoveryList<InjectedProviderDetail>();
  let attempt = 0;

  /** The browser-wallet list shown in Connect: EIP-6963 and Wallet Standard wallets merged. */
  const publishWallets = () =>
    store.set(injectedWalletsAtom, mergeBrowserWallets(announced.get(), standardWalletsOf.solana, standardWalletsOf.bip122));

  /** The wallet left (or ended its session): the namespace disconnects, the modal stays as it is. */
  const walletGone = (namespace: ChainNamespace) => void disconnect({ namespace, closeModal: false }).catch(() => undefined);

  // Solana and Bitcoin wallets (Wallet Standard) are discovered only when the host configured a network of
  // theirs: each namespace's code is a chunk of its own, and an EVM-only host loads neither.
  const standardWalletsOf: Record<StandardNamespace, StandardWalletDetail[]> = { solana: [], bip122: [] };
  const standardConnectors: Partial<Record<StandardNamespace, StandardConnector>> = {};
  const standardLoads: Partial<Record<StandardNamespace, Promise<StandardConnector>>> = {};
  const loaders: Record<StandardNamespace, () => Promise<(ctx: InstanceContext, hooks: StandardConnectorHooks) => StandardConnector>> = {
    solana: () => import(/* webpackChunkName: "airlock-solana" */ './solanaConnector.ts').then((m) => m.createSolanaConnector),
    bip122: () => import(/* webpackChunkName: "airlock-bitcoin" */ './bitcoinConnector.ts').then((m) => m.createBitcoinConnector),
  };
  function standard(namespace: StandardNamespace): Promise<StandardConnector> {
    standardLoads[namespace] ??= loaders[namespace]().then(
      (create) => {
        const connector = create(ctx, {
          onWallets: (next) => {
            standardWalletsOf[namespace] = next;
            publishWallets();
          },
          refreshAccount: () => ctx.refreshAccount(),
          disconnect: () => walletGone(namespace),
        });
        standardConnectors[namespace] = connector;
        return connector;
      },
      (error: unknown) => {
        delete standardLoads[namespace];
        throw error;
      },
    );
    return standardLoads[namespace];
  }
  const isStandard = (namespace: ChainNamespace): namespace is StandardNamespace => namespace === 'solana' || namespace === 'bip122';
  /** The namespaces of the host's networks, as they are now (a host may add or remove networks). */
  const hostNamespaces = () => [...new Set(store.get(networksAtom).map((n) => n.chainNamespace))];
  for (const namespace of hostNamespaces()) {
    if (isStandard(namespace)) void standard(namespace).catch((error) => ctx.debug(`${namespace} wallets unavailable`, error));
  }

  const stopDiscovery = watchInjectedProviders(
    (next) => {
      announced.set(next);
      publishWallets();
      store.set(browserWalletsDiscoveredAtom, true);
    },
    { eip6963: ctx.options.enableEIP6963, injected: ctx.options.enableInjected, fallbackIcon: FALLBACK_ICON },
  );

  /** The announced wallet with this rdns (connector id), waiting up to `ms` for it to appear. */
  const findByConnectorId = (connectorId: string, ms: number) => announced.find((d) => d.info.rdns === connectorId, ms);

  const connections = createConnections(ctx, {
    applyWalletChain: deps.applyWalletChain,
    onGone: walletGone,
  });
  const stopRecording = recordConnections(ctx, hostNamespaces());
  // WalletConnect sessions ride in the `airlock-walletconnect` chunk, off the Connect view's path: only an approved
  // pairing (whose QR view loaded that chunk already) or a stored session after a reload needs them.
  let sessions: Promise<WalletConnectSessions> | undefined;
  const walletConnect = () =>
    (sessions ??= import(/* webpackChunkName: "airlock-walletconnect" */ './walletConnectSession.ts').then((m) =>
      m.createWalletConnectSessions(ctx, {
        establish: connections.establish,
        onGone: walletGone,
        ...(deps.restoreWalletConnect ? { restoreSession: deps.restoreWalletConnect } : {}),
      }),
    ));

  /** Clears a namespace's connection state and persisted keys (shared by disconnect and failed reconnect). */
  function clearNamespace(namespace: ChainNamespace) {
    connections.clear(namespace);
    if (isStandard(namespace)) {
      standardConnectors[namespace]?.forget();
      void sessions?.then((s) => s.forget(namespace));
    }
  }

  /** A browser wallet as a connected wallet: ending its session revokes the site's permission (where supported). */
  const browserWallet = (detail: InjectedProviderDetail): ConnectedWallet => ({
    connectorId: detail.info.rdns,
    name: detail.info.name,
    icon: detail.info.icon,
    rdns: detail.info.rdns,
    provider: detail.provider,
    end: () => revokePermissions(detail.provider),
    goneWithoutAccounts: true,
  });

  /**
   * Connects a browser wallet (SPEC section 2, ConnectingExternal): prompt, then connected or a clean failure
   * ('Failed to connect', caused by ConnectorAlreadyConnectedError when it is the wallet already connected).
   */
  async function connectInjected(uuid: string): Promise<void> {
    // A Wallet Standard wallet connects solana: when it is the only thing it offers, or when it offers
    // both and the active network is a Solana one (a dual wallet connects the active namespace).
    const entry = store.get(injectedWalletsAtom).find((w) => w.uuid === uuid);
    if (entry?.namespace === 'bip122') return (await standard('bip122')).connect(entry.name, entry);
    if (entry?.namespaces?.includes('solana') && (!entry.namespaces.includes('eip155') || store.get(activeNamespaceAtom) === 'solana')) {
      return (await standard('solana')).connect(entry.name, entry);
    }
    const detail = announced.get().find((d) => d.info.uuid === uuid);
    const id = ++attempt;
    const base = { connectorId: uuid, name: detail?.info.name ?? 'Wallet', icon: detail?.info.icon };
    store.set(connectAttemptAtom, { ...base, status: 'pending' });
    if (currentRoute(store.get(routerAtom)).view !== 'ConnectingExternal') ctx.push('ConnectingExternal', { connectorId: uuid });
    try {
      if (!detail) throw toConnectError(new Error(`wallet ${uuid} is no longer available`));
      // SPEC section 8: the wallet that is already the active connection is not connected a second time.
      const active = store.get(connectionAtom('eip155'));
      if (active.status === 'connected' && active.connectorId === detail.info.rdns) throw new ConnectorAlreadyConnectedError();
      const session = await requestConnection(detail.provider);
      if (id !== attempt) return;
      connections.establish(browserWallet(detail), session);
      addRecentWallet(storage, {
        id: detail.info.rdns,
        name: detail.info.name,
        rdns: detail.info.rdns === INJECTED_FALLBACK_ID ? null : detail.info.rdns,
        image_id: null,
      });
      store.set(connectAttemptAtom, undefined);
      ctx.track('CONNECT_SUCCESS', { method: 'browser', name: detail.info.name });
      // AppKit closes the modal after a successful connection (unless the chain is unsupported: that view stays).
      if (currentRoute(store.get(routerAtom)).view !== 'UnsupportedChain') ctx.close();
    } catch (error) {
      if (id !== attempt) return;
      failConnectAttempt(ctx, base, toConnectError(error), error);
    }
  }

  /**
   * Restores stored connections silently after a reload (`eth_accounts` from the same wallet, found by rdns). The
   * namespace the visitor was on (the stored active namespace) stays active when its connection comes back; eip155
   * takes over only when it does not (SPEC section 4: the active-namespace key).
   */
  async function reconnect(): Promise<void> {
    const namespaces = hostNamespaces();
    const stored = store.get(activeNamespaceAtom);
    const keepsStored = stored !== 'eip155' && store.get(connectionAtom(stored)).status === 'connecting';
    await Promise.all(
      namespaces.map(async (namespace) => {
        const connection = store.get(connectionAtom(namespace));
        if (connection.status !== 'connecting' || !connection.connectorId) return;
        // The embedded wallet restores itself through its frame (actions/embedded.ts sync).
        if (connection.connectorId === EMBEDDED_CONNECTOR_ID) return;
        const activate = { activate: !keepsStored };
        try {
          const walletConnected = connection.connectorId === WALLETCONNECT_CONNECTOR_ID;
          if (walletConnected && (namespace === 'eip155' || isStandard(namespace)))
            return await (await walletConnect()).reconnect(namespace, activate);
          if (isStandard(namespace)) return await (await standard(namespace)).reconnect(connection.connectorId);
          if (namespace !== 'eip155') throw new AdapterMissingError({ namespace });
          const detail = await findByConnectorId(connection.connectorId, RECONNECT_DISCOVERY_MS);
          if (!detail) throw new ConnectorUnavailableReconnectingError({ connector: connection.connectorId });
          const session = await restoreConnection(detail.provider);
          if (!session) throw new ConnectorAccountNotFoundError({ connector: connection.connectorId });
          connections.establish(browserWallet(detail), session, activate);
        } catch (error) {
          ctx.debug('reconnect failed', error);
          clearNamespace(namespace);
        }
      }),
    );
    // The namespace the visitor was on did not come back: the wallet's EVM chain is the active network after all.
    if (keepsStored && store.get(connectionAtom(stored)).status === 'disconnected') connections.activate('eip155');
  }

  /** Ends one namespace's connection: the wallet's side first, then the modal's state. */
  async function disconnectNamespace(namespace: ChainNamespace): Promise<void> {
    const connectorId = store.get(connectionAtom(namespace)).connectorId;
    // A WalletConnect session ends on the relay, a browser wallet's permission is revoked.
    await connections.detach(namespace)?.end();
    if (isStandard(namespace)) {
      if (sessions) await (await sessions).end(namespace);
      await standardConnectors[namespace]?.disconnect();
    }
    // The embedded wallet signs out on the secure site (login cache cleared, bounded by 3 s; never throws).
    if (store.get(connectionAtom(namespace)).connectorId === EMBEDDED_CONNECTOR_ID) {
      await ctx.signOutEmbedded();
    }
    clearNamespace(namespace);
    // A WalletConnect session is one connection: once it ends, no namespace stays connected through it.
    if (connectorId === WALLETCONNECT_CONNECTOR_ID) {
      for (const other of hostNamespaces()) if (store.get(connectionAtom(other)).connectorId === connectorId) clearNamespace(other);
    }
    ctx.track('DISCONNECT_SUCCESS', { namespace });
  }

  const isDisconnected = (namespace: ChainNamespace) => store.get(connectionAtom(namespace)).status === 'disconnected';

  /**
   * Disconnects `namespace`, or every connected namespace when none is named (SPEC section 4). Each is tried even
   * when another fails; any failure is 'Failed to disconnect' (shown, reported) caused by 'Failed to disconnect
   * chains: {reason}'. Nothing to disconnect rejects with ConnectorNotConnectedError.
   */
  async function disconnect(options: { namespace?: ChainNamespace; closeModal?: boolean } = {}): Promise<void> {
    const namespaces = options.namespace ? [options.namespace] : hostNamespaces().filter((ns) => !isDisconnected(ns));
    if (namespaces.length === 0 || namespaces.every(isDisconnected)) throw new ConnectorNotConnectedError();
    const reasons: string[] = [];
    // One after the other: the embedded wallet's sign-out clears each namespace it is connected on.
    for (const namespace of namespaces) {
      if (isDisconnected(namespace)) continue;
      await disconnectNamespace(namespace).catch((reason: unknown) => reasons.push(errorMessage(reason)));
    }
    if (reasons.length === 0) {
      if (options.closeModal !== false) ctx.close();
      return;
    }
    const error = new DisconnectError({ cause: new Error(disconnectChainsMessage(reasons)) });
    ctx.toaster.showError(error.shortMessage);
    ctx.track('DISCONNECT_ERROR', { message: error.shortMessage });
    // Reported to error analytics as an internal SDK error by the action wrapper (remote/registry).
    throw error;
  }

  /**
   * Multi-wallet, a disconnected connection (SPEC section 4): its login flow again. A browser wallet prompts, a
   * WalletConnect wallet shows its QR code, the embedded wallet goes back to Connect (e-mail and social).
   */
  async function loginAgain(connectorId: string): Promise<void> {
    if (connectorId === WALLETCONNECT_CONNECTOR_ID) return ctx.push('ConnectingWalletConnect');
    const installed = store.get(injectedWalletsAtom).find((w) => w.rdns === connectorId || w.uuid === connectorId);
    if (installed) return connectInjected(installed.uuid);
    ctx.push('Connect');
  }

  function destroy() {
    stopRecording();
    stopDiscovery();
    announced.clear();
    for (const connector of Object.values(standardConnectors)) connector.destroy();
    connections.destroy();
  }

  return {
    /** SPEC section 3's Connectors this instance offers now (`getConnectors()`): its own chunk, off the Connect view's path. */
    connectors: () =>
      import(/* webpackChunkName: "airlock-connectors" */ './connectors.ts').then((m) => m.listConnectors((a) => store.get(a))),
    connectInjected,
    /** A WalletConnect pairing the wallet approved (from the QR view) becomes the eip155 connection. */
    connectWalletConnect: async (session: WalletConnectSession) => (await walletConnect()).connect(session),
    reconnect,
    disconnect,
    /** Multi-wallet: a parked session (another wallet of its namespace is active) made active again, silently. */
    resumeConnection: connections.resume,
    /** Multi-wallet: a parked session ended on the wallet's side (its connection was deleted). */
    endConnection: connections.endParked,
    /** Multi-wallet: the live session parked, so the embedded wallet can take the namespace over. */
    parkActive: connections.parkActive,
    loginAgain,
    destroy,
  };
}

export type ConnectActions = ReturnType<typeof createConnectActions>;

import { connectAttemptAtom, identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { showAlert } from '../../atoms/alert.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { currentRoute, routerAtom, type View } from '../../atoms/router.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { INJECTED_FALLBACK_ID, watchInjectedProviders, type InjectedProviderDetail } from '../../chains/connectors/eip6963.ts';
import {
  caipNetworkIdOf,
  requestConnection,
  restoreConnection,
  revokePermissions,
  switchChain,
  toConnectError,
  watchProvider,
  type Eip155Session,
} from '../../chains/eip155/adapter.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import { rpcErrorCode, RPC_CODES } from '../../chains/eip155/provider.ts';
import { unknownNetwork, type CaipNetwork, type ChainNamespace } from '../../core/caip.ts';
import { ALERTS } from '../../core/errors/alerts.ts';
import { BaseError } from '../../core/errors/base.ts';
import { DisconnectError } from '../../core/errors/wallet.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { createBalanceActions } from './balance.ts';
import type { InstanceContext } from './context.ts';
import { setActiveNetwork, shouldShowUnsupported } from './network.ts';
import { createDiscoveryList } from '../../core/discovery.ts';
import { resetNamespaceState } from './namespaceState.ts';
import { addRecentWallet } from './recent.ts';
import type { SolanaConnector } from './solana.ts';
import type { StandardWalletDetail } from '../../chains/connectors/walletStandard.ts';
import { failConnectAttempt } from './connectAttempt.ts';

/** A generic wallet glyph for the `window.ethereum` fallback (a data URI, like EIP-6963 icons). */
const FALLBACK_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#6b7280"/><path d="M9 14h22v14H9z M24 20h4" stroke="#fff" stroke-width="2.5" fill="none"/></svg>',
  );

/** List ids of Wallet Standard wallets that no EIP-6963 wallet of the same name stands for. */
const STANDARD_UUID_PREFIX = 'wallet-standard:';

/** How long reconnect waits for the stored wallet to announce itself. */
const RECONNECT_DISCOVERY_MS = 1_000;

type LiveSession = { namespace: ChainNamespace; connectorId: string; provider: Eip1193Provider; unwatch: () => void };

/**
 * The instance's wallet actions: framework-free, they talk to connectors and adapters and write atoms.
 * Views reach them through the Services atom; the instance API through `AppKit`. Loaded lazily.
 */
export function createActions(ctx: InstanceContext) {
  const { store, storage } = ctx;
  const balances = createBalanceActions(ctx);
  const announced = createDiscoveryList<InjectedProviderDetail>();
  let standardWallets: StandardWalletDetail[] = [];
  const sessions = new Map<ChainNamespace, LiveSession>();
  let attempt = 0;

  /**
   * The browser-wallet list: EIP-6963 wallets, then Wallet Standard (Solana) wallets whose name no
   * EIP-6963 wallet has. A wallet offering both shows once (`namespaces` lists what it serves).
   */
  function publishWallets() {
    const evm = announced.get().map((d) => {
      const both = standardWallets.some((w) => w.name === d.info.name);
      return {
        uuid: d.info.uuid,
        name: d.info.name,
        icon: d.info.icon,
        rdns: d.info.rdns,
        namespace: 'eip155' as const,
        namespaces: both ? (['eip155', 'solana'] as const) : (['eip155'] as const),
      };
    });
    const solanaOnly = standardWallets
      .filter((w) => !announced.get().some((d) => d.info.name === w.name))
      .map((w) => ({
        uuid: `${STANDARD_UUID_PREFIX}${w.name}`,
        name: w.name,
        icon: w.icon,
        rdns: `${STANDARD_UUID_PREFIX}${w.name}`,
        namespace: 'solana' as const,
        namespaces: ['solana'] as const,
      }));
    store.set(injectedWalletsAtom, [...evm, ...solanaOnly]);
  }

  // Solana wallets (Wallet Standard) are discovered only when the host configured a Solana network: their
  // code is a chunk of its own, and an EVM-only host never loads it.
  let solanaConnector: SolanaConnector | undefined;
  let solanaLoad: Promise<SolanaConnector> | undefined;
  const hasSolanaNetwork = () => store.get(networksAtom).some((n) => n.chainNamespace === 'solana');
  function solana(): Promise<SolanaConnector> {
    solanaLoad ??= import(/* webpackChunkName: "airlock-solana" */ './solana.ts').then(
      ({ createSolanaConnector }) => {
        solanaConnector = createSolanaConnector(ctx, {
          onWallets: (next) => {
            standardWallets = next;
            publishWallets();
          },
          refreshAccount: () => refreshAccount(),
          disconnect: () => void disconnect({ namespace: 'solana', closeModal: false }),
        });
        return solanaConnector;
      },
      (error: unknown) => {
        solanaLoad = undefined;
        throw error;
      },
    );
    return solanaLoad;
  }
  if (hasSolanaNetwork()) void solana().catch((error) => ctx.debug('solana wallets unavailable', error));

  const stopDiscovery = watchInjectedProviders(
    (next) => {
      announced.set(next);
      publishWallets();
    },
    { eip6963: ctx.options.enableEIP6963, injected: ctx.options.enableInjected, fallbackIcon: FALLBACK_ICON },
  );

  /** The announced wallet with this rdns (connector id), waiting up to `ms` for it to appear. */
  const findByConnectorId = (connectorId: string, ms: number) => announced.find((d) => d.info.rdns === connectorId, ms);

  const refreshAccount = () => Promise.all([balances.refreshBalance(), balances.refreshIdentity()]).then(() => undefined);

  /** Applies the wallet's chain: the matching requested network, else the 'Unknown Network' placeholder. */
  function applyWalletChain(namespace: ChainNamespace, chainId: number) {
    const caipNetworkId = caipNetworkIdOf(chainId);
    const network = store.get(networksAtom).find((n) => n.caipNetworkId === caipNetworkId) ?? unknownNetwork(caipNetworkId);
    setActiveNetwork(ctx, network);
    const connectorId = store.get(connectionAtom(namespace)).connectorId;
    const view = currentRoute(store.get(routerAtom)).view;
    if (shouldShowUnsupported(ctx, network, connectorId)) {
      if (!(store.get(modalOpenAtom) && view === 'UnsupportedChain')) void ctx.open({ view: 'UnsupportedChain' });
    } else if (store.get(modalOpenAtom) && view === 'UnsupportedChain') {
      ctx.close();
    }
    void refreshAccount();
  }

  /** Clears a namespace's connection state and persisted keys (shared by disconnect and failed reconnect). */
  function clearNamespace(namespace: ChainNamespace) {
    sessions.get(namespace)?.unwatch();
    sessions.delete(namespace);
    if (namespace === 'solana') solanaConnector?.forget();
    resetNamespaceState(ctx, namespace);
  }

  /** Records a live connection: atoms, provider listeners, persisted keys. */
  function establish(detail: InjectedProviderDetail, session: Eip155Session) {
    const namespace: ChainNamespace = 'eip155';
    const connectorId = detail.info.rdns;
    sessions.get(namespace)?.unwatch();
    const unwatch = watchProvider(detail.provider, {
      onAccounts: (accounts) => {
        const [address] = accounts;
        if (!address) return void disconnect({ namespace, closeModal: false });
        const connection = store.get(connectionAtom(namespace));
        if (connection.address === address) return;
        const network = store.get(activeNetworkAtom);
        store.set(connectionAtom(namespace), {
          ...connection,
          address,
          caipAddress: `${network?.caipNetworkId ?? caipNetworkIdOf(1)}:${address}`,
        });
        store.set(identityAtom, undefined);
        void refreshAccount();
      },
      onChain: (chainId) => applyWalletChain(namespace, chainId),
      onDisconnect: () => void disconnect({ namespace, closeModal: false }),
    });
    sessions.set(namespace, { namespace, connectorId, provider: detail.provider, unwatch });
    store.set(walletInfoAtom(namespace), { name: detail.info.name, icon: detail.info.icon, rdns: detail.info.rdns, id: connectorId });
    store.set(walletProviderAtom(namespace), detail.provider);
    store.set(connectionAtom(namespace), { status: 'connected', connectorId, address: session.address });
    store.set(identityAtom, undefined);
    storage.set(connectorIdKey(namespace), connectorId);
    storage.set(STORAGE_KEYS.walletId, connectorId);
    storage.set(STORAGE_KEYS.walletName, detail.info.name);
    storage.set(STORAGE_KEYS.connectionStatus, 'connected');
    storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), namespace])]);
    applyWalletChain(namespace, session.chainId);
  }

  /** Connects a browser wallet (SPEC section 2, ConnectingExternal): prompt, then connected or a clean failure. */
  async function connectInjected(uuid: string): Promise<void> {
    // A Wallet Standard wallet connects solana: when it is the only thing it offers, or when it offers
    // both and the active network is a Solana one (a dual wallet connects the active namespace).
    const entry = store.get(injectedWalletsAtom).find((w) => w.uuid === uuid);
    if (entry?.namespaces?.includes('solana') && (!entry.namespaces.includes('eip155') || store.get(activeNamespaceAtom) === 'solana')) {
      return (await solana()).connect(entry.name, entry);
    }
    const detail = announced.get().find((d) => d.info.uuid === uuid);
    const id = ++attempt;
    const base = { connectorId: uuid, name: detail?.info.name ?? 'Wallet', icon: detail?.info.icon };
    store.set(connectAttemptAtom, { ...base, status: 'pending' });
    if (currentRoute(store.get(routerAtom)).view !== 'ConnectingExternal') ctx.push('ConnectingExternal', { connectorId: uuid });
    try {
      if (!detail) throw toConnectError(new Error(`wallet ${uuid} is no longer available`));
      const session = await requestConnection(detail.provider);
      if (id !== attempt) return;
      establish(detail, session);
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

  /** Restores stored connections silently after a reload (`eth_accounts` from the same wallet, found by rdns). */
  async function reconnect(): Promise<void> {
    const namespaces = [...new Set(store.get(networksAtom).map((n) => n.chainNamespace))];
    await Promise.all(
      namespaces.map(async (namespace) => {
        const connection = store.get(connectionAtom(namespace));
        if (connection.status !== 'connecting' || !connection.connectorId) return;
        // The embedded wallet restores itself through its frame (actions/embedded.ts sync).
        if (connection.connectorId === EMBEDDED_CONNECTOR_ID) return;
        try {
          if (namespace === 'solana') return await (await solana()).reconnect(connection.connectorId);
          if (namespace !== 'eip155') throw new Error(`no connector for ${namespace} yet`);
          const detail = await findByConnectorId(connection.connectorId, RECONNECT_DISCOVERY_MS);
          const session = detail ? await restoreConnection(detail.provider) : undefined;
          if (!detail || !session) throw new Error(`wallet ${connection.connectorId} is not available`);
          establish(detail, session);
        } catch (error) {
          ctx.debug('reconnect failed', error);
          clearNamespace(namespace);
        }
      }),
    );
  }

  /** Disconnects a namespace (SPEC section 4); 'Failed to disconnect' is shown and reported on failure. */
  async function disconnect(options: { namespace?: ChainNamespace; closeModal?: boolean } = {}): Promise<void> {
    const namespace = options.namespace ?? store.get(activeNamespaceAtom);
    try {
      const live = sessions.get(namespace);
      if (live) {
        live.unwatch();
        await revokePermissions(live.provider);
      }
      if (namespace === 'solana') await solanaConnector?.disconnect();
      // The embedded wallet signs out on the secure site (login cache cleared, bounded by 3 s; never throws).
      if (store.get(connectionAtom(namespace)).connectorId === EMBEDDED_CONNECTOR_ID) {
        await (ctx as { signOutEmbedded?: () => Promise<void> }).signOutEmbedded?.();
      }
      clearNamespace(namespace);
      ctx.track('DISCONNECT_SUCCESS', { namespace });
      if (options.closeModal !== false) ctx.close();
    } catch (cause) {
      const error = new DisconnectError({ cause });
      ctx.toaster.showError(error.shortMessage);
      ctx.track('DISCONNECT_ERROR', { message: error.shortMessage });
      ctx.reportError('INTERNAL_SDK_ERROR', { errorType: 'INTERNAL_SDK_ERROR', errorMessage: error.shortMessage });
      throw error;
    }
  }

  /**
   * Switches to `target` (SPEC section 4, "Network switch"). An unknown id shows 'Network Not Found'.
   * Same namespace with a connected wallet: the wallet switches (adding the chain on 4902), then the
   * network is set. A namespace the wallet is not connected on, from the modal: SwitchActiveChain first.
   * Otherwise the network is just set.
   */
  async function switchNetwork(target: CaipNetwork | string, options: { confirmed?: boolean; navigateTo?: View } = {}): Promise<void> {
    const id = typeof target === 'string' ? target : target.caipNetworkId;
    const network = store.get(networksAtom).find((n) => n.caipNetworkId === id || String(n.id) === id);
    if (!network) {
      showAlert(store, ALERTS.networkNotFound(id));
      return;
    }
    const namespace = network.chainNamespace;
    const active = store.get(activeNamespaceAtom);
    const live = sessions.get(namespace);
    if (live && store.get(connectionAtom(namespace)).status === 'connected' && namespace === 'eip155') {
      await switchChain(live.provider, network);
      applyWalletChain(namespace, Number(network.id));
    } else if (
      !options.confirmed &&
      namespace !== active &&
      store.get(modalOpenAtom) &&
      store.get(connectionAtom(active)).status === 'connected' &&
      store.get(connectionAtom(namespace)).status !== 'connected'
    ) {
      ctx.push('SwitchActiveChain', {
        switchActiveChain: { switchToChain: network, navigateTo: options.navigateTo ?? 'Connect', navigateWithReplace: true },
      });
      return;
    } else {
      setActiveNetwork(ctx, network);
      void refreshAccount();
    }
    ctx.track('SWITCH_NETWORK', { network: network.caipNetworkId });
  }

  /**
   * Switches from a view: errors become a toast with their SPEC text. Resolves true once switched; false on
   * failure, or when SwitchActiveChain was opened to confirm first (the calling view must not go back over it).
   */
  async function switchNetworkFromView(target: CaipNetwork, options: { confirmed?: boolean } = {}): Promise<boolean> {
    try {
      const before = store.get(routerAtom);
      await switchNetwork(target, options);
      const after = store.get(routerAtom);
      return !(after !== before && currentRoute(after).view === 'SwitchActiveChain');
    } catch (error) {
      const code = rpcErrorCode(error);
      ctx.toaster.showError(
        error instanceof BaseError
          ? error.shortMessage
          : code === RPC_CODES.userRejected
            ? 'Switch network rejected'
            : 'Failed to switch network',
      );
      ctx.debug('switch network failed', error);
      return false;
    }
  }

  function destroy() {
    stopDiscovery();
    announced.clear();
    solanaConnector?.destroy();
    for (const live of sessions.values()) live.unwatch();
    sessions.clear();
  }

  return {
    connectInjected,
    reconnect,
    disconnect,
    switchNetwork,
    switchNetworkFromView,
    refreshAccount,
    refreshBalance: balances.refreshBalance,
    destroy,
  };
}

export type Actions = ReturnType<typeof createActions>;

import { identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { resetNamespaceState } from '../../atoms/namespaceReset.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { connectorKey, parkedConnectorsAtom } from '../../atoms/walletConnections.ts';
import { caipNetworkIdOf, type Eip155Session, restoreConnection, watchProvider } from '../../chains/eip155/adapter.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';

/** An external EVM wallet once it granted a session: a browser wallet, or a WalletConnect session. */
export type ConnectedWallet = {
  connectorId: string;
  name: string;
  icon?: string;
  rdns?: string;
  provider: Eip1193Provider;
  /** Ends the session on the wallet's side (best effort, never throws): revoke permissions, end the relay session. */
  end(): Promise<void>;
  /**
   * Whether `accountsChanged` with no account means the wallet left (EIP-1193: a browser wallet locked or
   * disconnected). universal-provider also emits it, for a moment, when the app switches to a chain the
   * session holds no account on yet (the wallet's session update follows); a WalletConnect session ends
   * only by the wallet's `session_delete`, its `disconnect` event.
   */
  goneWithoutAccounts: boolean;
};

type LiveSession = {
  connectorId: string;
  provider: Eip1193Provider;
  /** The wallet's EVM chain (as it last reported it). */
  chainId: number;
  unwatch: () => void;
  end: () => Promise<void>;
  wallet: ConnectedWallet;
};

export type ConnectionDeps = {
  /** The network feature applies the chain the wallet reports. */
  applyWalletChain(namespace: ChainNamespace, chainId: number): void;
  /** The wallet ended the session, or left no account: the namespace disconnects (the modal stays as it is). */
  onGone(namespace: ChainNamespace): void;
};

/**
 * The live external-wallet sessions, per namespace: recording one (atoms, provider listeners, persisted
 * keys, the wallet's chain) and clearing it (SPEC section 4 disconnect rules). Whatever the connector, a
 * session is the same shape here, so Send and the network switch use any of them through
 * `walletProviderAtom`. A session another wallet replaces is parked, not ended (multi-wallet: switching back to
 * it reconnects without a prompt).
 */
export function createConnections(ctx: InstanceContext, deps: ConnectionDeps) {
  const { store, storage } = ctx;
  const sessions = new Map<ChainNamespace, LiveSession>();
  const parked = new Map<string, ConnectedWallet>();
  const publishParked = () => store.set(parkedConnectorsAtom, new Set(parked.keys()));

  /** The eip155 account's CAIP address: on the active network while eip155 is active, else on the wallet's chain. */
  const caipAddressOf = (address: string, chainId: number) => {
    const network = store.get(activeNetworkAtom);
    return `${network?.chainNamespace === 'eip155' ? network.caipNetworkId : caipNetworkIdOf(chainId)}:${address}` as const;
  };

  /**
   * Records a live EVM connection: atoms, provider listeners, persisted keys, then the wallet's chain. Without
   * `activate` (a reload while the visitor was on another namespace that comes back too) the connection is recorded
   * on the wallet's chain and the active network stays.
   */
  function establish(wallet: ConnectedWallet, session: Eip155Session, options: { activate: boolean } = { activate: true }) {
    const namespace: ChainNamespace = 'eip155';
    const { connectorId, provider } = wallet;
    const previous = sessions.get(namespace);
    previous?.unwatch();
    if (previous && previous.connectorId !== connectorId) parked.set(connectorKey(namespace, previous.connectorId), previous.wallet);
    parked.delete(connectorKey(namespace, connectorId));
    publishParked();
    const live: LiveSession = { connectorId, provider, chainId: session.chainId, unwatch: () => undefined, end: wallet.end, wallet };
    /** The connection on `address`, its CAIP address on the chain caipAddressOf picks. */
    const follow = (address: string) =>
      store.set(connectionAtom(namespace), (connection) => ({ ...connection, address, caipAddress: caipAddressOf(address, live.chainId) }));
    live.unwatch = watchProvider(provider, {
      onAccounts: (accounts) => {
        const [address] = accounts;
        if (!address) return wallet.goneWithoutAccounts ? deps.onGone(namespace) : undefined;
        if (store.get(connectionAtom(namespace)).address === address) return;
        follow(address);
        store.set(identityAtom, undefined);
        void ctx.refreshAccount();
      },
      onChain: (chainId) => {
        live.chainId = chainId;
        // The visitor on Bitcoin or Solana stays there: only this account's chain moves, as AppKit sets the network of a
        // namespace that is not the active one; the wallet's chain becomes the active network when eip155 does (activate).
        if (store.get(activeNamespaceAtom) === namespace) deps.applyWalletChain(namespace, chainId);
        else follow(store.get(connectionAtom(namespace)).address!);
      },
      onDisconnect: () => deps.onGone(namespace),
    });
    sessions.set(namespace, live);
    store.set(walletInfoAtom(namespace), {
      name: wallet.name,
      id: connectorId,
      ...(wallet.icon ? { icon: wallet.icon } : {}),
      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    });
    store.set(walletProviderAtom(namespace), provider);
    store.set(connectionAtom(namespace), {
      status: 'connected',
      connectorId,
      address: session.address,
      ...(options.activate ? {} : { caipAddress: caipAddressOf(session.address, session.chainId) }),
    });
    storage.set(connectorIdKey(namespace), connectorId);
    storage.set(STORAGE_KEYS.walletId, connectorId);
    storage.set(STORAGE_KEYS.walletName, wallet.name);
    storage.set(STORAGE_KEYS.connectionStatus, 'connected');
    storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), namespace])]);
    if (options.activate) activate(namespace);
  }

  /** Makes the namespace's live connection the active one, on the wallet's chain (the account is read again). */
  function activate(namespace: ChainNamespace) {
    const live = sessions.get(namespace);
    if (!live) return;
    store.set(identityAtom, undefined);
    deps.applyWalletChain(namespace, live.chainId);
  }

  /** Stops listening to the namespace's wallet and hands back its session (to be ended), if any. */
  function detach(namespace: ChainNamespace): LiveSession | undefined {
    const live = sessions.get(namespace);
    live?.unwatch();
    sessions.delete(namespace);
    return live;
  }

  /** Clears a namespace's connection state and persisted keys (disconnect, a failed reconnect). */
  function clear(namespace: ChainNamespace) {
    detach(namespace);
    resetNamespaceState(ctx, namespace);
  }

  /** Makes a parked session the namespace's connection again, silently; false when the wallet no longer grants it. */
  async function resume(namespace: ChainNamespace, connectorId: string): Promise<boolean> {
    const key = connectorKey(namespace, connectorId);
    const wallet = parked.get(key);
    const session = wallet ? await restoreConnection(wallet.provider).catch(() => undefined) : undefined;
    if (!wallet || !session) {
      parked.delete(key);
      publishParked();
      return false;
    }
    establish(wallet, session);
    return true;
  }

  /** Parks the namespace's live session (the embedded wallet, whose session is not one of these, takes over). */
  function parkActive(namespace: ChainNamespace) {
    const live = detach(namespace);
    if (!live) return;
    parked.set(connectorKey(namespace, live.connectorId), live.wallet);
    publishParked();
  }

  /** Ends a parked session on the wallet's side (a deleted connection); the active one is untouched. */
  async function endParked(namespace: ChainNamespace, connectorId: string): Promise<void> {
    const key = connectorKey(namespace, connectorId);
    const wallet = parked.get(key);
    parked.delete(key);
    publishParked();
    await wallet?.end();
  }

  function destroy() {
    for (const live of sessions.values()) live.unwatch();
    sessions.clear();
    parked.clear();
  }

  return { establish, activate, detach, clear, resume, parkActive, endParked, destroy };
}

export type Connections = ReturnType<typeof createConnections>;

import { connectAttemptAtom, identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import {
  standardDisconnect,
  watchStandardAccounts,
  watchStandardWallets,
  type StandardAccount,
  type StandardNamespace,
  type StandardWallet,
  type StandardWalletDetail,
} from '../../chains/connectors/walletStandard.ts';
import { toConnectError } from '../../chains/solana/adapter.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { addRecentWallet } from '../../core/storage/recentWallets.ts';
import { createDiscoveryList } from '../../core/discovery.ts';
import { failConnectAttempt } from './connectAttempt.ts';

/** How long reconnect waits for the stored wallet to register itself. */
const RECONNECT_DISCOVERY_MS = 1_000;

/** A session of a Wallet Standard wallet: the connection's address (a chain may keep more, as Bitcoin its accounts). */
export type StandardSession = { address: string };

/** What a namespace's Wallet Standard wallets differ in: how they connect and which of their accounts is the connection's. */
export type StandardChain<S extends StandardSession> = {
  namespace: StandardNamespace;
  /** Asks the wallet to connect (prompting); throws the SPEC's connection errors. */
  request(wallet: StandardWallet, caipNetworkId: string | undefined): Promise<S>;
  /** The session the wallet grants without a prompt; undefined when none. */
  restore(wallet: StandardWallet, caipNetworkId: string | undefined): Promise<S | undefined>;
  /** The session the wallet's changed accounts stand for; undefined when none is left. */
  fromAccounts(accounts: StandardAccount[], caipNetworkId: string | undefined): S | undefined;
  /** Records what a session carries beyond its address (called on every new or changed session). */
  onSession?(ctx: InstanceContext, session: S): void;
};

export type StandardConnectorHooks = {
  /** The Wallet Standard wallets changed (the wallet list merges them with EIP-6963 ones). */
  onWallets(wallets: StandardWalletDetail[]): void;
  refreshAccount(): Promise<void>;
  /** The wallet dropped every account: the namespace disconnects. */
  disconnect(): void;
};

/**
 * A namespace's browser wallets (Wallet Standard: Solana's, Bitcoin's): connect, silent reconnect, disconnect,
 * account changes. Each namespace's is its own lazy chunk, loaded only when the host configured one of its networks.
 */
export function createStandardConnector<S extends StandardSession>(
  ctx: InstanceContext,
  hooks: StandardConnectorHooks,
  chain: StandardChain<S>,
) {
  const { store, storage } = ctx;
  const NAMESPACE = chain.namespace;
  const registered = createDiscoveryList<StandardWalletDetail>();
  let live: { wallet: StandardWalletDetail; unwatch: () => void } | undefined;
  let attempt = 0;

  const stopDiscovery = watchStandardWallets((next) => {
    registered.set(next);
    hooks.onWallets(next);
  }, NAMESPACE);

  const byName = (name: string) => registered.get().find((w) => w.name === name);

  /** The registered wallet with this name (the connector id), waiting up to `ms` for it. */
  const findWallet = (name: string, ms: number) => registered.find((w) => w.name === name, ms);

  /** The network a connection lands on: the active one when it is of the namespace, else the namespace's first one requested. */
  function targetNetwork(): CaipNetwork | undefined {
    const active = store.get(activeNetworkAtom);
    if (active?.chainNamespace === NAMESPACE) return active;
    return store.get(networksAtom).find((n) => n.chainNamespace === NAMESPACE);
  }

  /**
   * Records a live connection: atoms, account listener, persisted keys. `activate` makes the namespace's
   * network the active one (a fresh connection does; a reconnect leaves the stored active network).
   */
  function establish(detail: StandardWalletDetail, session: S, options: { activate: boolean }) {
    live?.unwatch();
    const unwatch = watchStandardAccounts(detail.wallet, (accounts) => {
      const next = chain.fromAccounts(accounts, targetNetwork()?.caipNetworkId);
      if (!next) return hooks.disconnect();
      chain.onSession?.(ctx, next);
      const connection = store.get(connectionAtom(NAMESPACE));
      if (connection.address === next.address) return;
      store.set(connectionAtom(NAMESPACE), { ...connection, address: next.address, caipAddress: caipAddressOf(next.address) });
      void hooks.refreshAccount();
    });
    chain.onSession?.(ctx, session);
    live = { wallet: detail, unwatch };
    store.set(walletInfoAtom(NAMESPACE), { name: detail.name, icon: detail.icon, id: detail.id });
    store.set(walletProviderAtom(NAMESPACE), detail.wallet);
    store.set(connectionAtom(NAMESPACE), {
      status: 'connected',
      connectorId: detail.id,
      address: session.address,
      caipAddress: caipAddressOf(session.address),
    });
    storage.set(connectorIdKey(NAMESPACE), detail.id);
    storage.set(STORAGE_KEYS.walletId, detail.id);
    storage.set(STORAGE_KEYS.walletName, detail.name);
    storage.set(STORAGE_KEYS.connectionStatus, 'connected');
    storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), NAMESPACE])]);
    const network = targetNetwork();
    if (options.activate && network) setActiveNetwork(ctx, network);
    if (store.get(activeNamespaceAtom) === NAMESPACE) {
      store.set(identityAtom, undefined);
      void hooks.refreshAccount();
    }
  }

  const caipAddressOf = (address: string) => {
    const network = targetNetwork();
    return network ? (`${network.caipNetworkId}:${address}` as const) : undefined;
  };

  /**
   * Connects a Wallet Standard wallet (`standard:connect`, prompting), showing ConnectingExternal while
   * waiting. `entry` is the wallet's row in the list (its uuid for "Try again", its rdns for recents).
   */
  async function connect(name: string, entry: { uuid: string; rdns: string; icon?: string }): Promise<void> {
    const detail = byName(name);
    const id = ++attempt;
    const base = { connectorId: entry.uuid, name, icon: detail?.icon ?? entry.icon };
    store.set(connectAttemptAtom, { ...base, status: 'pending' });
    if (currentRoute(store.get(routerAtom)).view !== 'ConnectingExternal') ctx.push('ConnectingExternal', { connectorId: entry.uuid });
    try {
      if (!detail) throw toConnectError(new Error(`wallet ${name} is no longer available`));
      const session = await chain.request(detail.wallet, targetNetwork()?.caipNetworkId);
      if (id !== attempt) return;
      establish(detail, session, { activate: true });
      addRecentWallet(storage, { id: entry.rdns, name, rdns: entry.rdns, image_id: null });
      store.set(connectAttemptAtom, undefined);
      ctx.track('CONNECT_SUCCESS', { method: 'browser', name, namespace: NAMESPACE });
      ctx.close();
    } catch (error) {
      if (id !== attempt) return;
      failConnectAttempt(ctx, base, toConnectError(error), error);
    }
  }

  /**
   * Restores the stored connection without a prompt: the wallet's already-authorised accounts, else a
   * silent `standard:connect`. Throws when the wallet is gone or grants nothing (the caller clears the namespace).
   */
  async function reconnect(connectorId: string): Promise<void> {
    const detail = await findWallet(connectorId, RECONNECT_DISCOVERY_MS);
    if (!detail) throw new Error(`wallet ${connectorId} is not available`);
    const session = await chain.restore(detail.wallet, targetNetwork()?.caipNetworkId);
    if (!session) throw new Error(`wallet ${connectorId} granted no account`);
    // Reconnecting restores the connection; the active network stays what was stored.
    establish(detail, session, { activate: false });
  }

  /** Ends the wallet side of the session (`standard:disconnect` when offered; best effort). */
  async function disconnect(): Promise<void> {
    const current = live;
    forget();
    if (!current) return;
    try {
      await standardDisconnect(current.wallet.wallet);
    } catch (error) {
      // Disconnecting on our side is what matters; the wallet may not support or may refuse it.
      ctx.debug('standard:disconnect failed', error);
    }
  }

  /** Drops the live session's listeners (the namespace's state is cleared by the caller). */
  function forget() {
    live?.unwatch();
    live = undefined;
  }

  function destroy() {
    forget();
    stopDiscovery();
    registered.clear();
  }

  return { connect, reconnect, disconnect, forget, destroy, find: byName };
}

export type StandardConnector = ReturnType<typeof createStandardConnector>;

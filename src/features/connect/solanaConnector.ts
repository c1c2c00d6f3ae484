import { connectAttemptAtom } from '../../atoms/account.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import {
  parseAccounts,
  standardDisconnect,
  watchStandardAccounts,
  watchStandardWallets,
  type StandardWalletDetail,
} from '../../chains/connectors/walletStandard.ts';
import { pickAccount, requestConnection, restoreConnection, toConnectError, type SolanaSession } from '../../chains/solana/adapter.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { addRecentWallet } from '../../core/storage/recentWallets.ts';
import { createDiscoveryList } from '../../core/discovery.ts';
import { failConnectAttempt } from './connectAttempt.ts';
import { moveSolanaAccount, recordSolanaConnection, solanaTargetNetwork } from './solanaConnection.ts';

/** How long reconnect waits for the stored wallet to register itself. */
const RECONNECT_DISCOVERY_MS = 1_000;

export type SolanaConnectorHooks = {
  /** The Wallet Standard wallets changed (the wallet list merges them with EIP-6963 ones). */
  onWallets(wallets: StandardWalletDetail[]): void;
  /** The wallet dropped every account: the namespace disconnects. */
  disconnect(): void;
};

/**
 * The solana namespace's browser wallets (Wallet Standard): connect, silent reconnect, disconnect,
 * account changes. Its own lazy chunk, loaded only when the host configured a Solana network.
 */
export function createSolanaConnector(ctx: InstanceContext, hooks: SolanaConnectorHooks) {
  const { store, storage } = ctx;
  const registered = createDiscoveryList<StandardWalletDetail>();
  let live: { wallet: StandardWalletDetail; unwatch: () => void } | undefined;
  let attempt = 0;

  const stopDiscovery = watchStandardWallets((next) => {
    registered.set(next);
    hooks.onWallets(next);
  }, 'solana');

  const byName = (name: string) => registered.get().find((w) => w.name === name);

  /** The registered wallet with this name (the connector id), waiting up to `ms` for it. */
  const findWallet = (name: string, ms: number) => registered.find((w) => w.name === name, ms);

  const targetNetwork = () => solanaTargetNetwork(store);

  /** Records a live connection: the account listener, then the connection itself (solanaConnection.ts). */
  function establish(detail: StandardWalletDetail, session: SolanaSession, options: { activate: boolean }) {
    live?.unwatch();
    const unwatch = watchStandardAccounts(detail.wallet, (accounts) => {
      const account = pickAccount(accounts, targetNetwork()?.caipNetworkId);
      if (!account) return hooks.disconnect();
      moveSolanaAccount(ctx, account.address);
    });
    live = { wallet: detail, unwatch };
    recordSolanaConnection(ctx, { id: detail.id, name: detail.name, icon: detail.icon }, detail.wallet, session.address, options);
  }

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
      const session = await requestConnection(detail.wallet, targetNetwork()?.caipNetworkId);
      if (id !== attempt) return;
      establish(detail, session, { activate: true });
      addRecentWallet(storage, { id: entry.rdns, name, rdns: entry.rdns, image_id: null });
      store.set(connectAttemptAtom, undefined);
      ctx.track('CONNECT_SUCCESS', { method: 'browser', name, namespace: 'solana' });
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
    const caipNetworkId = targetNetwork()?.caipNetworkId;
    const granted = pickAccount(parseAccounts((detail.wallet as { accounts?: unknown }).accounts), caipNetworkId);
    const session = granted ? { address: granted.address } : await restoreConnection(detail.wallet, caipNetworkId);
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

export type SolanaConnector = ReturnType<typeof createSolanaConnector>;

import type { InstanceContext } from '../../atoms/context.ts';
import { ConnectorAccountNotFoundError } from '../../core/errors/connection.ts';
import { ConnectError } from '../../core/errors/wallet.ts';
import type { WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { WALLETCONNECT_CONNECTOR_ID } from '../../chains/connectors/walletconnectConfig.ts';
import { createWalletConnectSolanaProvider, pickSolanaAccount, solanaAccountsOf } from '../../chains/connectors/walletconnectSolana.ts';
import { moveSolanaAccount, recordSolanaConnection, solanaTargetNetwork } from './solanaConnection.ts';

/**
 * The Solana account a WalletConnect session grants, as the solana connection: its provider carries Solana requests
 * over the session, on the account's chain. Rides in the lazy `airlock-walletconnect` chunk. Returns what stops
 * listening to the session, or undefined when the session grants no Solana account.
 */
export function adoptSolanaAccount(
  ctx: InstanceContext,
  session: WalletConnectSession,
  options: { activate: boolean; onGone: () => void },
): (() => void) | undefined {
  const account = pickSolanaAccount(solanaAccountsOf(session.granted.solana.accounts), solanaTargetNetwork(ctx.store)?.caipNetworkId);
  if (!account) return undefined;
  const provider = createWalletConnectSolanaProvider({ provider: session.provider, account, methods: session.granted.solana.methods });
  recordSolanaConnection(
    ctx,
    { id: WALLETCONNECT_CONNECTOR_ID, name: session.peer.name, ...(session.peer.icon ? { icon: session.peer.icon } : {}) },
    provider,
    account.address,
    { activate: options.activate },
  );
  const onAccounts = (addresses: unknown) => {
    const [address] = Array.isArray(addresses) ? addresses : [];
    if (typeof address === 'string') moveSolanaAccount(ctx, address);
    else options.onGone();
  };
  provider.on('disconnect', options.onGone);
  provider.on('accountsChanged', onAccounts);
  return () => {
    provider.removeListener('disconnect', options.onGone);
    provider.removeListener('accountsChanged', onAccounts);
  };
}

/**
 * The solana namespace's link to a WalletConnect session: adopting the account it grants (replacing any earlier one),
 * forgetting it, and ending the session it came through.
 */
export function createSolanaSessionLink(ctx: InstanceContext, onGone: () => void) {
  let live: { session: WalletConnectSession; unwatch: () => void } | undefined;

  function forget() {
    live?.unwatch();
    live = undefined;
  }

  return {
    adopt(session: WalletConnectSession, activate: boolean) {
      forget();
      const unwatch = adoptSolanaAccount(ctx, session, { activate, onGone });
      if (!unwatch) throw new ConnectError({ cause: new ConnectorAccountNotFoundError({ connector: WALLETCONNECT_CONNECTOR_ID }) });
      live = { session, unwatch };
    },
    forget,
    /** Ends the session on the relay (best effort) and stops listening. */
    async end() {
      const current = live;
      forget();
      await current?.session.end().catch((error: unknown) => ctx.debug('WalletConnect session not ended on the relay', error));
    },
  };
}

import type { InstanceContext } from '../../atoms/context.ts';
import type { WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { WALLETCONNECT_CONNECTOR_ID } from '../../chains/connectors/walletconnectConfig.ts';
import { createWalletConnectSolanaProvider, pickSolanaAccount, solanaAccountsOf } from '../../chains/connectors/walletconnectSolana.ts';
import { createSessionLink } from './sessionLink.ts';
import { moveNamespaceAccount, recordNamespaceConnection, targetNetworkOf } from './namespaceConnection.ts';

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
  const account = pickSolanaAccount(solanaAccountsOf(session.granted.solana.accounts), targetNetworkOf(ctx.store, 'solana')?.caipNetworkId);
  if (!account) return undefined;
  const provider = createWalletConnectSolanaProvider({ provider: session.provider, account, methods: session.granted.solana.methods });
  recordNamespaceConnection(
    ctx,
    'solana',
    { id: WALLETCONNECT_CONNECTOR_ID, name: session.peer.name, ...(session.peer.icon ? { icon: session.peer.icon } : {}) },
    provider,
    account.address,
    { activate: options.activate },
  );
  const onAccounts = (addresses: unknown) => {
    const [address] = Array.isArray(addresses) ? addresses : [];
    if (typeof address === 'string') moveNamespaceAccount(ctx, 'solana', address);
    else options.onGone();
  };
  provider.on('disconnect', options.onGone);
  provider.on('accountsChanged', onAccounts);
  return () => {
    provider.removeListener('disconnect', options.onGone);
    provider.removeListener('accountsChanged', onAccounts);
  };
}

/** The solana namespace's link to a WalletConnect session. */
export function createSolanaSessionLink(ctx: InstanceContext, onGone: () => void) {
  return createSessionLink(ctx, (session, activate) => adoptSolanaAccount(ctx, session, { activate, onGone }));
}

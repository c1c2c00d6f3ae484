import type { InstanceContext } from '../../atoms/context.ts';
import { parseAccounts } from '../../chains/connectors/walletStandard.ts';
import { pickAccount, requestConnection, restoreConnection } from '../../chains/solana/adapter.ts';
import { createStandardConnector, type StandardConnectorHooks } from './standardConnector.ts';

/** The solana namespace's Wallet Standard wallets: the account naming the chain is the connection's. */
export function createSolanaConnector(ctx: InstanceContext, hooks: StandardConnectorHooks) {
  return createStandardConnector(ctx, hooks, {
    namespace: 'solana',
    request: requestConnection,
    async restore(wallet, caipNetworkId) {
      // The wallet's already-authorised accounts, else a silent `standard:connect`.
      const granted = pickAccount(parseAccounts((wallet as { accounts?: unknown }).accounts), caipNetworkId);
      return granted ? { address: granted.address } : restoreConnection(wallet, caipNetworkId);
    },
    fromAccounts(accounts, caipNetworkId) {
      const account = pickAccount(accounts, caipNetworkId);
      return account ? { address: account.address } : undefined;
    },
  });
}

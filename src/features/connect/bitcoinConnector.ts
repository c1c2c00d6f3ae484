import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { requestBitcoinConnection, restoreBitcoinConnection, sessionOf } from '../../chains/bitcoin/wallet.ts';
import { createStandardConnector, type StandardConnectorHooks } from './standardConnector.ts';

/**
 * The bip122 namespace's Wallet Standard wallets: the payment account is the connection's address, the payment
 * and ordinal accounts its allAccounts. Its own lazy chunk, loaded only when the host configured a Bitcoin network.
 */
export function createBitcoinConnector(ctx: InstanceContext, hooks: StandardConnectorHooks) {
  return createStandardConnector(ctx, hooks, {
    namespace: 'bip122',
    request: requestBitcoinConnection,
    restore: restoreBitcoinConnection,
    fromAccounts: sessionOf,
    onSession: ({ store }, session) => store.set(allAccountsAtom('bip122'), session.accounts),
  });
}

import type { InstanceContext } from '../../atoms/context.ts';
import { createBalanceActions } from './balance.ts';

/**
 * The account feature's actions: the connected account's balances and identity. Part of the wallet
 * actions chunk; other features reach `refreshAccount` through their InstanceContext.
 */
export function createAccountActions(ctx: InstanceContext) {
  const balances = createBalanceActions(ctx);
  /** Balance (cached 30 s; `force` skips the cache, e.g. after a send) and identity. */
  const refreshAccount = (options: { force?: boolean } = {}) =>
    options.force
      ? balances.refreshBalance({ force: true })
      : Promise.all([balances.refreshBalance(), balances.refreshIdentity()]).then(() => undefined);
  return { refreshAccount, refreshBalance: balances.refreshBalance };
}

export type AccountActions = ReturnType<typeof createAccountActions>;

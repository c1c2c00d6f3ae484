import type { InstanceContext } from '../../atoms/context.ts';
import { withErrorReporting } from '../../core/errors/actionErrors.ts';
import { createAccountActions } from '../../features/account/actions.ts';
import { createConnectActions } from '../../features/connect/actions.ts';
import { createNetworkActions } from '../../features/network/actions.ts';
import { installAccountDetails } from '../../features/account/publicAccount.ts';
import { reportActionErrorTo } from './reportActionError.ts';
import { watchSignIn } from './signIn.ts';

/**
 * The wallet actions chunk: the connect, network and account features' actions, wired to each other. Every
 * action's failure is reported to error analytics and rethrown (SPEC section 8). Fetched on first need, never
 * before the first open has painted.
 */
export function createWalletActions(ctx: InstanceContext) {
  const report = reportActionErrorTo(ctx);
  // Every connection loads this chunk (its balance refresh at least): from here the public account has its details.
  installAccountDetails(ctx);
  const account = createAccountActions(ctx);
  const network = createNetworkActions(ctx);
  const connect = createConnectActions(ctx, { applyWalletChain: network.applyWalletChain });
  // Sign in with X (the `siwx` option) follows the connections made here and by the embedded wallet.
  const stopSignIn = watchSignIn(ctx, (namespace) => connect.disconnect({ namespace, closeModal: true }));
  const destroy = connect.destroy;
  connect.destroy = () => {
    stopSignIn();
    destroy();
  };
  return {
    account: withErrorReporting(account, report),
    network: withErrorReporting(network, report),
    connect: withErrorReporting(connect, report),
  };
}

export type WalletActions = ReturnType<typeof createWalletActions>;

import type { InstanceContext } from '../../atoms/context.ts';
import { withErrorReporting } from '../../core/errors/actionErrors.ts';
import { createAccountActions } from '../../features/account/actions.ts';
import { createConnectActions } from '../../features/connect/actions.ts';
import { createNetworkActions } from '../../features/network/actions.ts';
import { isConnectedAtom } from '../../atoms/connection.ts';
import { reportActionErrorTo } from '../../atoms/reportActionError.ts';
import { watchSignIn } from './signIn.ts';

/**
 * The wallet actions chunk: the connect, network and account features' actions, wired to each other. Every
 * action's failure is reported to error analytics and rethrown (SPEC section 8). Fetched on first need, never
 * before the first open has painted.
 */
export function createWalletActions(ctx: InstanceContext) {
  const report = reportActionErrorTo(ctx);
  const stopDetails = loadAccountDetailsOnceConnected(ctx);
  const account = createAccountActions(ctx);
  const network = createNetworkActions(ctx);
  const connect = createConnectActions(ctx, { applyWalletChain: network.applyWalletChain });
  // Sign in with X (the `siwx` option) follows the connections made here and by the embedded wallet.
  const stopSignIn = watchSignIn(ctx, (namespace) => connect.disconnect({ namespace, closeModal: true }));
  const destroy = connect.destroy;
  connect.destroy = () => {
    stopDetails();
    stopSignIn();
    destroy();
  };
  return {
    account: withErrorReporting(account, report),
    network: withErrorReporting(network, report),
    connect: withErrorReporting(connect, report),
  };
}

/**
 * The public account's details (`getAccount()`, `useAppKitAccount()`): their own small chunk, fetched once there is an
 * account to describe, so it stays off the Connect view's path. Returns the unsubscribe.
 */
function loadAccountDetailsOnceConnected(ctx: InstanceContext): () => void {
  let requested = false;
  const load = () => {
    if (requested || !ctx.store.get(isConnectedAtom)) return;
    requested = true;
    import(/* webpackChunkName: "airlock-account-details" */ '../../features/account/publicAccount.ts').then(
      (m) => m.installAccountDetails(ctx),
      (error: unknown) => ctx.debug('account details: chunk failed to load', error),
    );
  };
  const stop = ctx.store.sub(isConnectedAtom, load);
  load();
  return stop;
}

export type WalletActions = ReturnType<typeof createWalletActions>;

import { connectAttemptAtom, type ConnectAttempt } from '../../atoms/account.ts';
import type { InstanceContext } from '../../atoms/context.ts';

/**
 * A browser wallet's connection failed, whatever its namespace: the ConnectingExternal view shows why
 * and offers a retry, a toast says it, and the failure is tracked.
 */
export function failConnectAttempt(
  ctx: InstanceContext,
  attempt: Pick<ConnectAttempt, 'connectorId' | 'name' | 'icon'>,
  failure: { shortMessage: string },
  cause: unknown,
) {
  ctx.store.set(connectAttemptAtom, { ...attempt, status: 'error', error: failure.shortMessage });
  ctx.toaster.showError(failure.shortMessage);
  ctx.track('CONNECT_ERROR', { message: failure.shortMessage });
  ctx.debug('connect failed', cause);
}

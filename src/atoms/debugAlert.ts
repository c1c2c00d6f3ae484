import type { Alert } from '../core/errors/alerts.ts';
import { showAlert } from './alert.ts';
import type { InstanceContext } from './context.ts';

/**
 * SPEC section 8's debug-mode alerts (the embedded wallet not loading or timing out, an unverified domain, a network
 * not found, multi-wallet not enabled): shown, with their long message logged, only while the `debug` option is on
 * (its default). With `debug: false` a host's visitors see none of them and its console stays quiet.
 */
export function showDebugAlert(ctx: Pick<InstanceContext, 'store' | 'options'>, alert: Alert): boolean {
  return ctx.options.debug ? showAlert(ctx.store, alert) : false;
}

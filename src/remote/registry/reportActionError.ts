import type { InstanceContext } from '../../atoms/context.ts';
import type { ReportActionError } from '../../core/errors/actionErrors.ts';

/** Sends a store action's failure to error analytics (SPEC section 7; throttled there to 5 a minute). */
export const reportActionErrorTo =
  (ctx: Pick<InstanceContext, 'reportError'>): ReportActionError =>
  (error) =>
    ctx.reportError(error.category, error.report());

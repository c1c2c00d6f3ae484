import { type ErrorCategory, type ReportActionError, reportActionFailure } from '../core/errors/actionErrors.ts';
import type { InstanceContext } from './context.ts';

/** Sends a store action's failure to error analytics (SPEC section 7; throttled there to 5 a minute). */
export const reportActionErrorTo =
  (ctx: Pick<InstanceContext, 'reportError'>): ReportActionError =>
  (error) =>
    ctx.reportError(error.category, error.report());

/**
 * Reports a failure an action handled itself (shown in its view, a fallback put in its place) to error analytics
 * all the same (SPEC section 8: store-action errors are reported with their category). Once per error.
 */
export const reportFailure = (ctx: Pick<InstanceContext, 'reportError'>, action: string, error: unknown, category?: ErrorCategory) =>
  reportActionFailure(reportActionErrorTo(ctx), action, error, category);

import { ApiError } from './api.ts';
import { BaseError, errorMessage } from './base.ts';

/** Error analytics categories (SPEC section 8); an action's failure is an internal SDK error unless said otherwise. */
export type ErrorCategory = 'INTERNAL_SDK_ERROR' | 'API_ERROR';
export const DEFAULT_ERROR_CATEGORY: ErrorCategory = 'INTERNAL_SDK_ERROR';

/** A store action's failure as error analytics receive it: the category, the action, and what it threw as `cause`. */
export class StoreActionError extends BaseError {
  override name = 'StoreActionError';
  readonly category: ErrorCategory;
  readonly action: string;
  constructor(action: string, category: ErrorCategory, cause: unknown) {
    super(errorMessage(cause), { cause });
    this.action = action;
    this.category = category;
  }

  /** The analytics event's properties (SPEC section 7: `errorType`, `errorMessage`, `stackTrace`). */
  report() {
    const cause = this.cause instanceof Error ? this.cause : this;
    return {
      errorType: cause.name,
      errorMessage: this.shortMessage,
      stackTrace: cause.stack ?? '',
      action: this.action,
    };
  }
}

export type ReportActionError = (error: StoreActionError) => void;

/** A failed call to the cloud's APIs is an API error; anything else the action's default category. */
const categoryOf = (error: unknown, fallback: ErrorCategory): ErrorCategory => (error instanceof ApiError ? 'API_ERROR' : fallback);

/** Errors already reported, across every wrapped group (an action may call another group's). */
const reported = new WeakSet<object>();

/**
 * Reports `error` as `action`'s failure, once: an error passing through several actions (or an action that reports
 * what it handled itself, then rethrows) is one failure.
 */
export function reportActionFailure(
  report: ReportActionError,
  action: string,
  error: unknown,
  category: ErrorCategory = DEFAULT_ERROR_CATEGORY,
): void {
  const key = typeof error === 'object' && error !== null ? error : undefined;
  if (key && reported.has(key)) return;
  if (key) reported.add(key);
  report(new StoreActionError(action, categoryOf(error, category), error));
}

/**
 * Wraps every function of `actions` (SPEC section 8, "store-action errors"): what one throws, or rejects with,
 * is wrapped in a StoreActionError, reported once (an error passing through several actions is one failure),
 * and the original is rethrown: callers tell failures apart by their class (a rejection, a silent abort).
 */
export function withErrorReporting<T extends object>(
  actions: T,
  report: ReportActionError,
  category: ErrorCategory = DEFAULT_ERROR_CATEGORY,
): T {
  const fail = (action: string, error: unknown): never => {
    reportActionFailure(report, action, error, category);
    throw error;
  };
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(actions)) {
    if (typeof value !== 'function') {
      wrapped[name] = value;
      continue;
    }
    wrapped[name] = (...args: unknown[]) => {
      let result: unknown;
      try {
        result = value(...args);
      } catch (error) {
        return fail(name, error);
      }
      return result instanceof Promise ? result.catch((error: unknown) => fail(name, error)) : result;
    };
  }
  return wrapped as T;
}

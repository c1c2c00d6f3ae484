import { BaseError, type BaseErrorParameters } from './base.ts';

/** A service answered, but not with what its contract promises (bad status or a body that fails its schema). */
export class ApiError extends BaseError {
  override name = 'ApiError';
  readonly status: number | undefined;
  /** The error answer's body, when it had one (e.g. `{ reasons: [{ description }] }`). */
  readonly body: unknown;
  constructor(shortMessage: string, parameters: BaseErrorParameters & { status?: number; body?: unknown } = {}) {
    super(shortMessage, parameters);
    this.status = parameters.status;
    this.body = parameters.body;
  }
}

/** The origins call was answered with 429 (SPEC section 7: RATE_LIMITED). */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  readonly code = 'RATE_LIMITED';
}

/** The origins call was answered with a 5xx (SPEC section 7: SERVER_ERROR). */
export class ServerError extends ApiError {
  override name = 'ServerError';
  readonly code = 'SERVER_ERROR';
}

import { BaseError, type BaseErrorParameters } from './base.ts';

/** Why `pay()` rejected: a stable value a host can branch on (the message is for people). */
export type PayFailureReason =
  | 'disabled'
  | 'invalid_request'
  | 'unsupported_network'
  | 'busy'
  | 'rejected'
  | 'insufficient_balance'
  | 'modal_closed'
  | 'failed';

/** What `pay()` rejects with: `reason` for code, `shortMessage` for people. */
// Small on purpose: the instance (loaded before the first open) throws it when Pay is off.
export class PayError extends BaseError {
  override name = 'PayError';
  readonly reason: PayFailureReason;
  constructor(reason: PayFailureReason, shortMessage: string, parameters?: BaseErrorParameters) {
    super(shortMessage, parameters);
    this.reason = reason;
  }
}

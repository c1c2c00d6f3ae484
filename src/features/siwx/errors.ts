import { BaseError } from '../../core/errors/base.ts';

/** A sign-in that did not happen: the wallet declined, or the verifier refused the signature or the message. */
export class SiwxError extends BaseError {
  override name = 'SiwxError';
}

export const SIGNATURE_DECLINED = 'Signature declined';
export const SIGNING_FAILED = 'Error signing message';
export const INVALID_SIGNATURE = 'Invalid signature';
export const INVALID_MESSAGE = 'Invalid sign-in message';

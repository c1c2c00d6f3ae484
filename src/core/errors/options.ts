import { BaseError } from './base.ts';

/** createAppKit received options that cannot work together or are malformed. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError';
}

export const SIWE_AND_SIWX_MESSAGE = 'Cannot set both `siweConfig` and `siwx` options';

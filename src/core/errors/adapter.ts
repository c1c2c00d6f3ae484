import { BaseError } from './base.ts';

/** Adding or removing a network for a namespace no adapter serves (SPEC section 5). Its own file: it is in the pre-open graph. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError';
  constructor(namespace: string) {
    super(`Adapter for namespace ${namespace} doesn't exist`);
  }
}

import type { InstanceContext } from '../../atoms/context.ts';
import { apiClientFor, type ApiClient } from '../../core/api/apiClient.ts';
import { createNameLookup } from './lookup.ts';
import { createNameRegistration } from './register.ts';
import { nameFormAtom } from './state.ts';

/**
 * The names feature's actions: the form's input, the live suggestions and availability (lookup), and the
 * registration with the embedded wallet (register). Framework-free; the views call them and read `nameFormAtom`.
 * `api`: the blockchain API (tests pass a fake).
 */
export function createNameActions(ctx: InstanceContext, api: ApiClient = apiClientFor(ctx.options, 'blockchainApiUrl')) {
  const lookup = createNameLookup(ctx, api);
  const registration = createNameRegistration(ctx, api);
  /** The name as typed; the view asks for `lookup` once typing pauses. A new input clears the last failure. */
  const setInput = (input: string) => ctx.store.set(nameFormAtom, (form) => ({ ...form, input, error: undefined }));
  return { setInput, lookup: lookup.lookup, cancelLookup: lookup.cancel, register: registration.register };
}

export type NameActions = ReturnType<typeof createNameActions>;

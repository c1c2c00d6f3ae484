import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../core/api/apiClient.ts';
import { NameError, nameErrorMessage, nameProfileSchema } from '../../core/api/profile.ts';
import { NAME_ZONE } from './nameInput.ts';

/** A suggested name (SPEC section 3: the name plus extra fields; `registered` tells whether it is taken). */
const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string().check(z.minLength(1)), registered: z.optional(z.boolean()) })),
});
export type NameSuggestion = z.infer<typeof suggestionsSchema>['suggestions'][number];

/** `GET /v1/profile/suggestions/{name}?zone`; rejects with NameError 'Error fetching name suggestions' (or the API's first reason). */
export async function fetchNameSuggestions(api: ApiClient, label: string, options: CallOptions = {}): Promise<NameSuggestion[]> {
  try {
    const answer = await api.get(`/v1/profile/suggestions/${encodeURIComponent(label)}`, suggestionsSchema, { zone: NAME_ZONE }, options);
    return answer.suggestions;
  } catch (error) {
    throw new NameError(nameErrorMessage(error, 'Error fetching name suggestions'), { cause: error });
  }
}

export type NameRegistration = { coinType: number; address: string; message: string; signature: string };

/** The real API answers the registered name's profile; the SPEC's `{ success }` is read too. */
const registeredSchema = z.union([z.object({ success: z.boolean() }), nameProfileSchema]);

/** `POST /v1/profile/account`; rejects with NameError 'Error registering name {name}' (or the API's first reason). */
export async function registerName(api: ApiClient, name: string, registration: NameRegistration): Promise<void> {
  const fallback = `Error registering name ${name}`;
  let answer: z.infer<typeof registeredSchema>;
  try {
    answer = await api.post('/v1/profile/account', registeredSchema, {
      coin_type: registration.coinType,
      address: registration.address,
      message: registration.message,
      signature: registration.signature,
    });
  } catch (error) {
    throw new NameError(nameErrorMessage(error, fallback), { cause: error });
  }
  if ('success' in answer && !answer.success) throw new NameError(fallback, { details: 'the API answered success: false' });
}

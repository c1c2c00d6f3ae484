import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import { BaseError } from '../errors/base.ts';
import type { HttpClient } from './http.ts';

/** The suffixes of registered names (SPEC section 9): the current one and the legacy one. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const;

/** SLIP-44 coin type of Ethereum mainnet. */
export const EVM_COIN_TYPE = '60';
/** SLIP-44 coin type of Solana. */
export const SOLANA_COIN_TYPE = '501';

/**
 * The coin types under which a name lists its address for a network, best first (ENSIP-11): an EVM chain's own
 * `0x80000000 | chainId`, then Ethereum's 60 (an address valid on every EVM chain); Solana's 501.
 */
export function coinTypesFor(network: { chainNamespace: string; id: number | string }): string[] {
  if (network.chainNamespace === 'solana') return [SOLANA_COIN_TYPE];
  const chainId = Number(network.id);
  return Number.isInteger(chainId) ? [String(registrationCoinType(chainId)), EVM_COIN_TYPE] : [EVM_COIN_TYPE];
}

/** The coin type a registration names (ENSIP-11, as the provider's client sends it): `0x80000000 | chainId`, mainnet too. */
export function registrationCoinType(chainId: number): number {
  return (0x8000_0000 | chainId) >>> 0;
}

/** Text attributes only: `{ bio: 'hi' }`. */
const attributeMapSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((map) => Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))),
);

/**
 * `GET /v1/profile/account/{name}`: the addresses by coin type, and the profile's attributes: the real API gives them
 * as a list of objects (`[{ bio }]`, merged here), the SPEC's shape as one object; null or none is no attributes.
 */
const nameProfileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.pipe(
    z.optional(z.nullable(z.union([z.array(attributeMapSchema), attributeMapSchema]))),
    z.transform(
      (attributes): Record<string, string> => (Array.isArray(attributes) ? Object.assign({}, ...attributes) : (attributes ?? {})),
    ),
  ),
});
export type NameProfile = z.output<typeof nameProfileSchema>;
export { nameProfileSchema };

/** A name service error body: the API's reasons, the first one is shown (SPEC section 8). */
const reasonsSchema = z.object({ reasons: z.array(z.object({ description: z.string() })).check(z.minLength(1)) });

export class NameError extends BaseError {
  override name = 'NameError';
}

/** The API's first reason when the error carries one, else `fallback` (SPEC section 8, name errors). */
export function nameErrorMessage(error: unknown, fallback: string): string {
  const parsed = error instanceof ApiError ? z.safeParse(reasonsSchema, error.body) : undefined;
  return parsed?.success ? parsed.data.reasons[0]!.description : fallback;
}

/** A name's label (before the suffix): letters, digits and hyphens, at least 4 (SPEC sections 5 and 9). */
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/;

/** True for what a visitor types as a name rather than an address: `label.reown.id` or `label.wcn.id`. */
export function isProfileName(input: string): boolean {
  const text = input.trim().toLowerCase();
  return NAME_SUFFIXES.some((suffix) => text.endsWith(suffix) && NAME_LABEL_PATTERN.test(text.slice(0, -suffix.length)));
}

/** Forward lookup; rejects with NameError 'Error resolving name' (or the API's first reason). */
export async function resolveName(api: HttpClient, name: string): Promise<NameProfile> {
  try {
    return await api.get(`/v1/profile/account/${encodeURIComponent(name.trim().toLowerCase())}`, nameProfileSchema, { apiVersion: 2 });
  } catch (error) {
    throw new NameError(nameErrorMessage(error, 'Error resolving name'), { cause: error });
  }
}

/** `GET /v1/profile/reverse/{address}` answers every name of the address (a list, as apiVersion 2 does). */
const namesOfAddressSchema = z.array(nameProfileSchema);

/** Reverse lookup, oldest name first; rejects with NameError 'Error fetching names for address' (or the API's first reason). */
export async function fetchNamesForAddress(api: HttpClient, address: string): Promise<NameProfile[]> {
  try {
    return await api.get(`/v1/profile/reverse/${encodeURIComponent(address)}`, namesOfAddressSchema, { sender: address, apiVersion: 2 });
  } catch (error) {
    throw new NameError(nameErrorMessage(error, 'Error fetching names for address'), { cause: error });
  }
}

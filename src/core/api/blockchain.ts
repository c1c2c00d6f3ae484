import * as z from 'zod/mini';
import {
  balanceResponseSchema,
  type DataApiInfo,
  identitySchema,
  supportedChainsSchema,
  tokenBalanceSchema,
  type Identity,
  type TokenBalance,
} from './blockchainSchemas.ts';
import { ApiError } from '../errors/api.ts';
import type { HttpClient } from './http.ts';

/** Keeps the entries that satisfy the token-balance schema and drops tokens with zero decimals (SPEC section 5). */
export function parseTokenBalances(entries: readonly unknown[]): TokenBalance[] {
  const balances: TokenBalance[] = [];
  for (const entry of entries) {
    const parsed = z.safeParse(tokenBalanceSchema, entry);
    if (parsed.success && parsed.data.quantity.decimals !== '0') balances.push(parsed.data);
  }
  return balances;
}

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=`: the account's balances on one chain. An answer whose
 * every entry is of the wrong shape is malformed, like a broken envelope: an empty list would tell the visitor
 * they own nothing.
 */
export async function fetchBalances(
  api: HttpClient,
  input: { address: string; caipNetworkId: string; forceUpdate?: string },
): Promise<TokenBalance[]> {
  const path = `/v1/account/${input.address}/balance`;
  const { balances } = await api.get(path, balanceResponseSchema, {
    currency: 'usd',
    chainId: input.caipNetworkId,
    forceUpdate: input.forceUpdate,
  });
  if (balances.length > 0 && !balances.some((entry) => z.safeParse(tokenBalanceSchema, entry).success)) {
    throw new ApiError('Malformed response', { details: `GET ${path}: no entry is a token balance` });
  }
  return parseTokenBalances(balances);
}

/** `GET /v1/identity/{address}?sender=`: the account's name and avatar (null when none). */
export async function fetchIdentity(api: HttpClient, address: string): Promise<Identity> {
  const identity = await api.get(`/v1/identity/${address}`, identitySchema, { sender: address });
  return { name: identity.name || null, avatar: identity.avatar || null };
}

/** `GET /v1/supported-chains`: the CAIP-2 ids the data API serves, and the extensions of ours it advertises. */
export async function fetchSupportedChains(api: HttpClient): Promise<DataApiInfo> {
  const answer = await api.get('/v1/supported-chains', supportedChainsSchema);
  return { chains: answer.http, extensions: answer.airlockExtensions ?? [] };
}

/** The native-currency entry of a chain (the one without a token address). */
export function nativeBalanceOf(balances: readonly TokenBalance[], caipNetworkId: string): TokenBalance | undefined {
  return balances.find((b) => !b.address && b.chainId === caipNetworkId);
}

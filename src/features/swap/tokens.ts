import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import { fromUnits, toUnits } from '../../core/units.ts';
import { type SwapTokenInfo, swapTokenSchema } from './schemas.ts';
import * as z from 'zod/mini';

/** How the swap API names a chain's native coin (the usual placeholder address). */
export const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** A token the form offers: the API's entry, with the account's balance of it. */
export type SwapToken = {
  /** Lower-case CAIP-10 address: the token's key in the form, in prices and in balances. */
  key: string;
  /** As the API spells it (CAIP-10), for its calls. */
  caip10: string;
  /** The contract address (`0x…`), or NATIVE_ADDRESS. */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoUri: string | undefined;
  native: boolean;
  /** In smallest units; 0 when the account holds none. */
  balance: bigint;
  /** USD value of the balance, from the balance API (0 when unknown). */
  value: number;
  /** USD price from the token list, the fallback when the price API has none. */
  listPrice: number | undefined;
};

export const keyOf = (caip10: string) => caip10.toLowerCase();
const addressOf = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1);

/** The token list's entries that parse (a bad entry is dropped, never the list). */
export function parseTokenList(entries: readonly unknown[]): SwapTokenInfo[] {
  return entries.flatMap((entry) => {
    const parsed = z.safeParse(swapTokenSchema, entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The tokens of `network` the form offers: the API's list with the account's balances, those the account holds
 * first (by USD value, then by amount), then the rest in the API's order.
 */
export function swapTokens(list: readonly SwapTokenInfo[], balances: readonly TokenBalance[] | undefined, network: string): SwapToken[] {
  const held = new Map<string, TokenBalance>();
  for (const balance of balances ?? []) {
    if (balance.chainId !== network) continue;
    held.set(balance.address ? keyOf(balance.address) : keyOf(`${network}:${NATIVE_ADDRESS}`), balance);
  }
  const tokens = list
    .filter((info) => keyOf(info.address).startsWith(`${network.toLowerCase()}:`))
    .map((info): SwapToken => {
      const key = keyOf(info.address);
      const address = addressOf(info.address);
      const balance = held.get(key);
      return {
        key,
        caip10: info.address,
        address,
        symbol: info.symbol,
        name: info.name,
        decimals: info.decimals,
        logoUri: info.logoUri || undefined,
        native: address.toLowerCase() === NATIVE_ADDRESS,
        balance: balance ? (toUnits(balance.quantity.numeric, info.decimals) ?? 0n) : 0n,
        value: balance?.value ?? 0,
        listPrice: info.price,
      };
    });
  const order = new Map(tokens.map((token, i) => [token.key, i]));
  return tokens.sort((a, b) => {
    const heldA = a.balance > 0n ? 0 : 1;
    const heldB = b.balance > 0n ? 0 : 1;
    if (heldA !== heldB) return heldA - heldB;
    if (heldA === 0 && a.value !== b.value) return b.value - a.value;
    return order.get(a.key)! - order.get(b.key)!;
  });
}

/** The picker's search: symbol or name containing the text, or the address starting with it (case-insensitive). */
export function searchTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...tokens];
  return tokens.filter(
    (t) => t.symbol.toLowerCase().includes(text) || t.name.toLowerCase().includes(text) || t.address.toLowerCase().startsWith(text),
  );
}

/**
 * A token named by `open({ view: 'Swap', arguments })`: its symbol (any case), its CAIP-10 address, its contract
 * address, or `native`. Undefined when the list has no such token.
 */
export function resolveToken(tokens: readonly SwapToken[], reference: string | undefined): SwapToken | undefined {
  const text = reference?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'native') return tokens.find((t) => t.native);
  if (text.includes(':')) return tokens.find((t) => t.key === text);
  if (/^0x[0-9a-f]{40}$/.test(text)) return tokens.find((t) => t.address.toLowerCase() === text);
  return tokens.find((t) => t.symbol.toLowerCase() === text);
}

/** The balance as text, as the picker shows it. */
export const balanceText = (token: SwapToken) => fromUnits(token.balance, token.decimals);

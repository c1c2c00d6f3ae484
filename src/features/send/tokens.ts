import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import { toUnits } from '../../core/units.ts';

/** The token's contract address: the API gives it in CAIP-10 form (`eip155:1:0x…`); undefined for the native currency. */
export const contractAddressOf = (token: TokenBalance): string | undefined => token.address?.split(':').pop();

/** A token's key in the send form: its contract address in lower case, or `native` for the network's currency. */
export const tokenKeyOf = (token: TokenBalance) => contractAddressOf(token)?.toLowerCase() ?? 'native';

/** The balances the send form offers: native first, then tokens by USD value (zero-decimal tokens are already filtered). */
export function sendableTokens(balances: readonly TokenBalance[] | undefined, caipNetworkId: string | undefined): TokenBalance[] {
  const onNetwork = (balances ?? []).filter((b) => b.chainId === caipNetworkId);
  return [...onNetwork].sort((a, b) => (a.address ? 1 : 0) - (b.address ? 1 : 0) || b.value - a.value);
}

/** The token's decimals (the API gives them as text) and its balance in smallest units. */
export function tokenUnits(token: TokenBalance): { decimals: number; balance: bigint } {
  const decimals = Number.parseInt(token.quantity.decimals, 10);
  const safeDecimals = Number.isFinite(decimals) && decimals >= 0 ? decimals : 0;
  return { decimals: safeDecimals, balance: toUnits(token.quantity.numeric, safeDecimals) ?? 0n };
}

/** USD value of `amount` (typed) of `token`, from the API's price; undefined when it can't be read. */
export function usdValueOf(token: TokenBalance | undefined, amount: string): number | undefined {
  const value = Number(amount);
  if (!token || !amount.trim() || !Number.isFinite(value)) return undefined;
  return value * token.price;
}

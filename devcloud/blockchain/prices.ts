/**
 * Fixed dev prices in USD. Real prices would make balances and quotes drift between runs;
 * fixed ones keep every amount in a test predictable.
 */
export const USD_PRICES: Readonly<Record<string, number>> = { ETH: 3000, AUSD: 1, USDT: 1, BTC: 90_000 };

/** The USD price of a symbol; 0 for a token devcloud does not price. */
export function usdPrice(symbol: string): number {
  return USD_PRICES[symbol] ?? 0;
}

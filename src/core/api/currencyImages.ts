import type { HttpClient } from './http.ts';

/* The on-ramp's images, in a file of their own so they stay in its chunk, off the Connect view's path. */

/** A fiat currency's image (the on-ramp's payment currencies) from the currency image endpoint, by its id (`USD`). */
export function currencyImageUrl(api: HttpClient, currencyId: string): string {
  return api.url(`/public/getCurrencyImage/${encodeURIComponent(currencyId)}`);
}

/** A token's image (the on-ramp's purchase currencies) from the token image endpoint, by the symbol the API names it by (`ETH`). */
export function tokenImageUrl(api: HttpClient, symbol: string): string {
  return api.url(`/public/getTokenImage/${encodeURIComponent(symbol)}`);
}

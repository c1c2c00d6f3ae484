/**
 * USD prices from the pools: AUSD, the USD-pegged test token, is worth $1, and every other asset
 * its mid price in AUSD along the most direct pools (no fee, no size effect). So prices move as
 * swaps move the reserves. (The balance and history APIs keep devcloud's fixed dev prices.)
 */
import { directRoute, midPrice, type Pool } from './amm.ts';
import { sameAddress, type SwapAsset } from './assets.ts';

/** The asset whose price is $1 by definition. */
export const USD_PEGGED_SYMBOL = 'AUSD';

/** USD price per whole unit of `asset`; undefined when no pool connects it to the pegged token. */
export function usdPriceOf(asset: SwapAsset, assets: readonly SwapAsset[], pools: readonly Pool[]): number | undefined {
  const usd = assets.find((a) => a.symbol === USD_PEGGED_SYMBOL);
  if (!usd) return undefined;
  if (sameAddress(asset.poolToken, usd.poolToken)) return 1;
  const route = directRoute(pools, asset.poolToken, usd.poolToken);
  return route ? midPrice(route, asset.decimals, usd.decimals) : undefined;
}

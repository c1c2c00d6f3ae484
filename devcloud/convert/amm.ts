/**
 * The pools' arithmetic, the same as MarketPair.sol and MarketRouter.sol do it (x·y=k, 0.3 % fee,
 * integer division), so a quote is exactly what the router pays at the same reserves. Pure: the
 * reserves come from pools.ts.
 */
import type { Address } from 'viem';
import { sameAddress } from './assets.ts';

export type Pool = { address: Address; token0: Address; token1: Address; reserve0: bigint; reserve1: bigint };

/** Pools a route may go through; 2 hops is enough for three assets that all pair with each other. */
export const MAX_HOPS = 2;

/** MarketPair.amountOutFor: only 99.7 % of the input is priced. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (reserveIn === 0n || reserveOut === 0n) return 0n;
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

/** The reserves of `pool` seen from `tokenIn`. */
export function sides(pool: Pool, tokenIn: Address): { reserveIn: bigint; reserveOut: bigint; tokenOut: Address } {
  return sameAddress(pool.token0, tokenIn)
    ? { reserveIn: pool.reserve0, reserveOut: pool.reserve1, tokenOut: pool.token1 }
    : { reserveIn: pool.reserve1, reserveOut: pool.reserve0, tokenOut: pool.token0 };
}

const holds = (pool: Pool, token: Address) => sameAddress(pool.token0, token) || sameAddress(pool.token1, token);

export type Route = {
  /** Pool tokens from input to output (WETH for the native coin), as the router takes it. */
  path: Address[];
  pools: Pool[];
  /** MarketRouter.getAmountsOut: the input, then what each hop gives. */
  amounts: bigint[];
};

/** Every simple path of at most MAX_HOPS pools from `from` to `to`. */
function paths(pools: readonly Pool[], from: Address, to: Address): Array<{ path: Address[]; pools: Pool[] }> {
  const found: Array<{ path: Address[]; pools: Pool[] }> = [];
  const walk = (path: Address[], used: Pool[]) => {
    const at = path[path.length - 1]!;
    if (used.length > 0 && sameAddress(at, to)) {
      found.push({ path, pools: used });
      return;
    }
    if (used.length === MAX_HOPS) return;
    for (const pool of pools) {
      if (!holds(pool, at) || used.includes(pool)) continue;
      const next = sides(pool, at).tokenOut;
      if (path.some((token) => sameAddress(token, next))) continue;
      walk([...path, next], [...used, pool]);
    }
  };
  walk([from], []);
  return found;
}

/** The route that pays the most for `amountIn` (the fewer hops on a tie), or undefined when none connects. */
export function bestRoute(pools: readonly Pool[], from: Address, to: Address, amountIn: bigint): Route | undefined {
  let best: Route | undefined;
  for (const candidate of paths(pools, from, to)) {
    const amounts = [amountIn];
    candidate.pools.forEach((pool, i) => {
      const { reserveIn, reserveOut } = sides(pool, candidate.path[i]!);
      amounts.push(amountOut(amounts[i]!, reserveIn, reserveOut));
    });
    const out = amounts[amounts.length - 1]!;
    const bestOut = best?.amounts[best.amounts.length - 1];
    if (bestOut === undefined || out > bestOut || (out === bestOut && candidate.pools.length < best!.pools.length)) {
      best = { ...candidate, amounts };
    }
  }
  return best;
}

/**
 * How much worse the route pays than the pools' current prices would with no size effect, in
 * percent (the 0.3 % fee is not counted: it is the same for any size). 0 for a zero amount.
 */
export function priceImpact(route: Route): number {
  const amountIn = route.amounts[0]!;
  const out = route.amounts[route.amounts.length - 1]!;
  if (amountIn === 0n) return 0;
  // At the mid price and after fees: amountIn · Π(reserveOut / reserveIn) · 0.997^hops.
  let numerator = amountIn;
  let denominator = 1n;
  route.pools.forEach((pool, i) => {
    const { reserveIn, reserveOut } = sides(pool, route.path[i]!);
    numerator *= reserveOut * 997n;
    denominator *= reserveIn * 1000n;
  });
  if (numerator === 0n) return 0;
  const SCALE = 10_000n; // percent with 4 decimals, rounded down
  const shortfall = (numerator - out * denominator) * 100n * SCALE;
  return Number(shortfall / numerator) / Number(SCALE);
}

/** Units of `to` per unit of `from` at the mid price along the route's pools (no fee), both in whole tokens. */
export function midPrice(route: Pick<Route, 'path' | 'pools'>, decimalsIn: number, decimalsOut: number): number {
  let price = 1;
  route.pools.forEach((pool, i) => {
    const { reserveIn, reserveOut } = sides(pool, route.path[i]!);
    price *= Number(reserveOut) / Number(reserveIn);
  });
  return price * 10 ** (decimalsIn - decimalsOut);
}

/** The shortest route by pool count from `from` to `to` (for pricing: the most direct market). */
export function directRoute(pools: readonly Pool[], from: Address, to: Address): Pick<Route, 'path' | 'pools'> | undefined {
  return paths(pools, from, to).sort((a, b) => a.pools.length - b.pools.length)[0];
}

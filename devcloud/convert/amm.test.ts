/** The route search and price impact, on made-up pools (no chain). */
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { amountOut, bestRoute, midPrice, type Pool, priceImpact } from './amm.ts';

const A = '0x000000000000000000000000000000000000000a' as Address;
const B = '0x000000000000000000000000000000000000000b' as Address;
const C = '0x000000000000000000000000000000000000000c' as Address;
const D = '0x000000000000000000000000000000000000000d' as Address;
const pool = (address: string, token0: Address, token1: Address, reserve0: bigint, reserve1: bigint): Pool => ({
  address: address as Address,
  token0,
  token1,
  reserve0,
  reserve1,
});

describe('amm', () => {
  it('prices like the pair contract: 0.3 % fee, rounded down, nothing from an empty pool', () => {
    expect(amountOut(1000n, 1_000_000n, 1_000_000n)).toBe(996n); // 997000·1e6 / (1e9 + 997000) = 996.006…
    expect(amountOut(1000n, 0n, 1_000_000n)).toBe(0n);
  });

  it('takes the direct pool when it pays most, a two-hop route when the direct pool is thin', () => {
    const deep = [
      pool('0x1', A, B, 10n ** 24n, 10n ** 24n),
      pool('0x2', B, C, 10n ** 24n, 10n ** 24n),
      pool('0x3', A, C, 10n ** 24n, 10n ** 24n),
    ];
    expect(bestRoute(deep, A, C, 10n ** 18n)?.path).toEqual([A, C]);
    const thin = [deep[0]!, deep[1]!, pool('0x3', A, C, 10n ** 18n, 10n ** 18n)];
    const route = bestRoute(thin, A, C, 10n ** 18n)!;
    expect(route.path).toEqual([A, B, C]);
    expect(route.amounts).toHaveLength(3);
    expect(bestRoute(thin, A, D, 1n)).toBeUndefined();
    // Reading the pools from the other side finds the same route backwards.
    expect(bestRoute(thin, C, A, 10n ** 18n)?.path).toEqual([C, B, A]);
  });

  it('reports price impact beyond the fee, and mid prices across decimals', () => {
    const pools = [pool('0x1', A, B, 100n * 10n ** 18n, 300_000n * 10n ** 6n)];
    expect(priceImpact(bestRoute(pools, A, B, 0n)!)).toBe(0);
    expect(priceImpact(bestRoute(pools, A, B, 10n ** 18n)!)).toBe(0.9871); // 1 - 100000 / 100997, in percent, 4 decimals down
    expect(midPrice({ path: [A, B], pools }, 18, 6)).toBe(3000);
    expect(midPrice({ path: [B, A], pools }, 6, 18)).toBeCloseTo(1 / 3000, 12);
  });
});

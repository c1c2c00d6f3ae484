/**
 * The market on the local chain: a wrapped-native token, one constant-product pair per couple of
 * native, AUSD and USDT, and a router (contracts/Market*.sol, WrappedEther.sol). Deployed at
 * start-up after the test tokens (deployMarket.ts) and described to the rest of devcloud by
 * `MarketInfo`.
 */
import type { Address } from 'viem';

/** A pool side: the native coin (held as WETH in the pools) or a test token by symbol. */
export type MarketAsset = 'ETH' | 'AUSD' | 'USDT';

export type PairSeed = { assets: [MarketAsset, MarketAsset]; amounts: [bigint, bigint] };

/**
 * The pools and their opening liquidity in whole units, at 1 ETH = 3000 AUSD = 3000 USDT (devcloud's
 * dev prices, blockchain/prices.ts). Deep enough that a swap of a few ETH moves the price a little.
 */
export const PAIR_SEEDS: readonly PairSeed[] = [
  { assets: ['ETH', 'AUSD'], amounts: [100n, 300_000n] },
  { assets: ['ETH', 'USDT'], amounts: [100n, 300_000n] },
  { assets: ['AUSD', 'USDT'], amounts: [1_000_000n, 1_000_000n] },
];

export type MarketPair = {
  address: Address;
  /** e.g. `ETH/AUSD`: the assets in seed order (ETH is WETH in the pool). */
  name: string;
  /** The pair's own order (lower address first). */
  token0: Address;
  token1: Address;
};

export type MarketInfo = { chainId: number; weth: Address; router: Address; pairs: MarketPair[] };

/**
 * The market's pools as they are now: reserves read from anvil on every call (no cache), so a
 * quote always prices the last mined block.
 */
import type { PublicClient } from 'viem';
import type { MarketInfo } from '../chain/market.ts';
import { pairAbi } from '../chain/marketAbi.ts';
import type { Pool } from './amm.ts';

export async function readPools(client: PublicClient, market: MarketInfo): Promise<Pool[]> {
  // One block for every pair, so a route never mixes reserves from before and after a swap.
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  return Promise.all(
    market.pairs.map(async (pair) => {
      const [reserve0, reserve1] = await client.readContract({
        address: pair.address,
        abi: pairAbi,
        functionName: 'getReserves',
        blockNumber,
      });
      return { address: pair.address, token0: pair.token0, token1: pair.token1, reserve0, reserve1 };
    }),
  );
}

import { describe, expect, it } from 'vitest';
import { isSwapNetwork, LOCAL_SWAP_NETWORKS, SWAP_NETWORKS } from './networks.ts';

describe('the swap networks', () => {
  it("are the SPEC's 12, in its order: Ethereum, Arbitrum, Optimism, zkSync, Base, BNB, Polygon, Gnosis, Avalanche, Fantom, Klaytn, Aurora", () => {
    expect(SWAP_NETWORKS.map((id) => Number(id.slice('eip155:'.length)))).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ]);
    for (const id of SWAP_NETWORKS) expect(isSwapNetwork(id)).toBe(true);
  });

  it('add the local development chains, 31337 and 1337, and nothing else', () => {
    expect(LOCAL_SWAP_NETWORKS).toEqual(['eip155:31337', 'eip155:1337']);
    for (const id of LOCAL_SWAP_NETWORKS) expect(isSwapNetwork(id)).toBe(true);
    for (const id of [
      'eip155:11155111',
      'eip155:31338',
      'eip155:5',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'eip155:1:0xabc',
      '1',
      undefined,
    ])
      expect(isSwapNetwork(id)).toBe(false);
  });
});

/** A local anvil chain as viem's wallet and test clients want it described. */
import { defineChain } from 'viem';
import type { LocalChain } from './tokens.ts';

export function localViemChain(chain: LocalChain) {
  return defineChain({
    id: chain.chainId,
    name: `Local ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
}

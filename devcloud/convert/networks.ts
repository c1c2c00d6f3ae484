/**
 * Which networks the swap API (`/v1/convert/*`) serves: the SPEC's 12 swap networks (section 9),
 * which devcloud has no pools for, and the local chains, where the market lives on 31337.
 * Anything else is refused with the texts the toolkit shows (SPEC section 8).
 */
import type { LocalChain, LocalChainInfo } from '../chain/tokens.ts';
import { caipOf } from '../blockchain/chains.ts';

/** SPEC section 9, "Swap networks (12)", by CAIP-2 id. */
export const SWAP_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:42161': 'Arbitrum',
  'eip155:10': 'Optimism',
  'eip155:324': 'zkSync',
  'eip155:8453': 'Base',
  'eip155:56': 'BNB Smart Chain',
  'eip155:137': 'Polygon',
  'eip155:100': 'Gnosis',
  'eip155:43114': 'Avalanche',
  'eip155:250': 'Fantom',
  'eip155:8217': 'Klaytn',
  'eip155:1313161554': 'Aurora',
};

/** A network the API accepts: a local chain (with its node), or one of the 12 without any pools here. */
export type SwapNetwork = { caip: string; kind: 'local'; chain: LocalChain } | { caip: string; kind: 'remote' };

export function swapNetworkFor(info: LocalChainInfo, caip: string): SwapNetwork | undefined {
  const chain = info.chains.find((c) => caipOf(c.chainId) === caip);
  if (chain) return { caip, kind: 'local', chain };
  if (caip in SWAP_NETWORKS) return { caip, kind: 'remote' };
  return undefined;
}

/** The SPEC's texts (section 8): the gas-price route has its own. */
export const UNSUPPORTED_SWAPS = 'Network not supported for Swaps';
export const UNSUPPORTED_GAS_PRICE = 'Network not supported for Gas Price';

/** Which chains the blockchain API serves, and how a CAIP-2 id finds its local node. */
import type { LocalChain, LocalChainInfo } from '../chain/tokens.ts';
import { BITCOIN_CHAINS } from '../bitcoin/chain.ts';
import { SOLANA_CHAINS } from '../solana/chain.ts';

/** Listed as supported (it is the SDK's default chain) but has no local node: reads give nothing. */
export const MAINNET = 'eip155:1';

export const caipOf = (chainId: number) => `eip155:${chainId}`;

/** `GET /v1/supported-chains`: the local chains, then mainnet, then the Solana stand-in (devcloud/solana) and the Bitcoin one (devcloud/bitcoin). */
export function supportedChains(info: LocalChainInfo): string[] {
  return [...info.chains.map((chain) => caipOf(chain.chainId)), MAINNET, ...SOLANA_CHAINS, ...BITCOIN_CHAINS];
}

/** The local node for a CAIP-2 id such as `eip155:31337`, if there is one. */
export function localChainFor(info: LocalChainInfo, caip: string): LocalChain | undefined {
  return info.chains.find((chain) => caipOf(chain.chainId) === caip);
}

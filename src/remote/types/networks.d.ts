/**
 * `airlock/networks`: the networks catalogue, a module of its own (only a host that loads it downloads it).
 * CAIP definitions of the chains the provider's RPC serves, each with its image id, explorer and own RPC;
 * `withProviderRpc` puts the provider's RPC (`{rpcUrl}/v1/?chainId=…&projectId=…`) first. Imports only its sibling
 * `appkit.d.ts`; shipped as `@mf-types/networks.d.ts` next to both manifests.
 */
import type { CaipNetwork } from './appkit';

export declare const mainnet: CaipNetwork;
export declare const sepolia: CaipNetwork;
export declare const holesky: CaipNetwork;
export declare const optimism: CaipNetwork;
export declare const optimismSepolia: CaipNetwork;
export declare const arbitrum: CaipNetwork;
export declare const arbitrumSepolia: CaipNetwork;
export declare const polygon: CaipNetwork;
export declare const polygonAmoy: CaipNetwork;
export declare const celo: CaipNetwork;
export declare const aurora: CaipNetwork;
export declare const auroraTestnet: CaipNetwork;
export declare const bsc: CaipNetwork;
export declare const bscTestnet: CaipNetwork;
export declare const avalanche: CaipNetwork;
export declare const avalancheFuji: CaipNetwork;
export declare const zksync: CaipNetwork;
export declare const zksyncSepolia: CaipNetwork;
export declare const gnosis: CaipNetwork;
export declare const base: CaipNetwork;
export declare const baseSepolia: CaipNetwork;
export declare const zora: CaipNetwork;
export declare const zoraSepolia: CaipNetwork;
export declare const solana: CaipNetwork;
export declare const solanaDevnet: CaipNetwork;
export declare const solanaTestnet: CaipNetwork;
/** Bitcoin networks: their RPC URL is an Esplora REST API (mempool.space's). */
export declare const bitcoin: CaipNetwork;
export declare const bitcoinTestnet: CaipNetwork;
export declare const bitcoinSignet: CaipNetwork;

/** Every network above, EVM first. */
export declare const ALL_NETWORKS: readonly CaipNetwork[];

export type ProviderRpcConfig = {
  projectId: string;
  /** The `rpcUrl` option of createAppKit (default: the provider's public endpoint). */
  rpcUrl?: string;
};

/** The network with the provider's RPC as `default` and the chain's own RPC as `chainDefault`. */
export declare function withProviderRpc(network: CaipNetwork, config: ProviderRpcConfig): CaipNetwork;

/**
 * The networks swaps are offered on (SPEC section 9's constants, in its order): the swap API's 1inch routes serve
 * these 12 EVM networks. On any other network Swap leads to UnsupportedChain listing these (SwapNetworksView), and
 * the swap API is not called (api.ts).
 */
export const SWAP_NETWORKS = [
  'eip155:1', // Ethereum
  'eip155:42161', // Arbitrum One
  'eip155:10', // Optimism
  'eip155:324', // zkSync Era
  'eip155:8453', // Base
  'eip155:56', // BNB Smart Chain
  'eip155:137', // Polygon
  'eip155:100', // Gnosis
  'eip155:43114', // Avalanche
  'eip155:250', // Fantom
  'eip155:8217', // Klaytn
  'eip155:1313161554', // Aurora
] as const;

/**
 * Our extension (README, "Swaps"): the local development chains (anvil and hardhat's 31337, and 1337), so a team can
 * try swaps against a local swap API such as devcloud's.
 */
export const LOCAL_SWAP_NETWORKS = ['eip155:31337', 'eip155:1337'] as const;

const OFFERED: ReadonlySet<string> = new Set([...SWAP_NETWORKS, ...LOCAL_SWAP_NETWORKS]);

/** Whether swaps are offered on the network with this CAIP-2 id. */
export const isSwapNetwork = (caipNetworkId: string | undefined): boolean => caipNetworkId !== undefined && OFFERED.has(caipNetworkId);

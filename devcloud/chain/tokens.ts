/**
 * The test tokens deployed on the local chain at start-up, and the types that describe the
 * local chains to the rest of devcloud.
 */
import type { DeployedCollection } from './collectibles.ts';
import type { MarketInfo } from './market.ts';

export type TestTokenSpec = {
  /** Contract name in artifacts.json. */
  contract: 'AirlockDollar' | 'TetherUSD';
  name: string;
  symbol: string;
  decimals: number;
  /** Minted to each of anvil's accounts 0..4 (whole tokens). */
  mintPerAccount: bigint;
};

/** Deployed in this order by anvil account 0, so their addresses are the same on every start. */
export const TEST_TOKENS: readonly TestTokenSpec[] = [
  { contract: 'AirlockDollar', name: 'Airlock Dollar', symbol: 'AUSD', decimals: 18, mintPerAccount: 10_000n },
  { contract: 'TetherUSD', name: 'Tether USD', symbol: 'USDT', decimals: 6, mintPerAccount: 5_000n },
];

/** The chain the tokens and the swap market live on. */
export const TOKEN_CHAIN_ID = 31337;

/** How many of anvil's default accounts receive test tokens. */
export const FUNDED_ACCOUNTS = 5;

export type LocalChain = { chainId: number; rpcUrl: string };

export type DeployedToken = { chainId: number; address: `0x${string}`; symbol: string; name: string; decimals: number };

/** What `GET /__devcloud/chain` shows and what the blockchain routes read from. */
export type LocalChainInfo = {
  chains: LocalChain[];
  tokens: DeployedToken[];
  /** The swap market on TOKEN_CHAIN_ID (chain/market.ts); absent when it was not deployed. */
  market?: MarketInfo;
  /** The test NFT collections (chain/collectibles.ts); absent when none was deployed. */
  collections?: DeployedCollection[];
  /** ERC-4337 (chain/accountAbstraction.ts), the same addresses on every chain; absent when not deployed. */
  accountAbstraction?: AccountAbstractionInfo;
};

export type AccountAbstractionInfo = {
  entryPoint: `0x${string}`;
  accountImplementation: `0x${string}`;
  factory: `0x${string}`;
  paymaster: `0x${string}`;
  /** The bundler's URL per chain id (chain/bundler.ts), where one runs. */
  bundlers: Record<number, string>;
};

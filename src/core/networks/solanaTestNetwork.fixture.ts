import { SOLANA_CAIP_NETWORK_ID } from '../../../devcloud/solana/chain.ts';
import { type CaipNetworkId, toCaipNetwork } from '../caip.ts';

/** The Solana network of the unit tests: devcloud's stand-in for Solana devnet (its RPC at devcloud's /solana). */
export const SOLANA_TEST_CAIP_NETWORK_ID: CaipNetworkId = SOLANA_CAIP_NETWORK_ID;
/** Its CAIP-2 reference (the first 32 characters of devnet's genesis hash). */
export const SOLANA_TEST_CHAIN_ID = SOLANA_CAIP_NETWORK_ID.slice('solana:'.length);

export const SOLANA_TEST_NETWORK = toCaipNetwork({
  id: SOLANA_TEST_CHAIN_ID,
  chainNamespace: 'solana',
  caipNetworkId: SOLANA_TEST_CAIP_NETWORK_ID,
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:4000/solana'] } },
});

import { toCaipNetwork } from '../../core/caip.ts';

/** The local chain the pay tests pay on (devcloud's anvil, chain 31337). */
export const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

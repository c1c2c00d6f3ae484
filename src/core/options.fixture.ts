import { parseOptions } from './options.ts';

/** Options for unit tests: a project on the local anvil chain (31337), and a local Solana network second. */
export const LOCAL_OPTIONS = parseOptions({
  projectId: 'p',
  networks: [
    {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
    {
      id: 'devnet',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Sol', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    },
  ],
});

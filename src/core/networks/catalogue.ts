import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip.ts';

/**
 * The networks catalogue (`airlock/networks`): CAIP definitions of the chains the provider's RPC serves
 * (SPEC sections 7 and 9: mainnet and the main testnets, Optimism, Arbitrum, Polygon, Celo, Aurora, BSC,
 * Avalanche, zkSync, Gnosis, Base, Zora, three Solana chains and three Bitcoin ones). Each carries the image id the asset API
 * serves (`/public/getAssetImage/{id}`; a testnet shows its mainnet's image), its explorer, and the chain's own
 * public RPC; `withProviderRpc` puts the provider's RPC first. Plain data: a host that never imports the
 * module never downloads it.
 */

/** The asset API's network image ids. */
const IMAGE = {
  ethereum: '692ed6ba-e569-459a-556a-776476829e00',
  optimism: 'ab9c186a-c52f-464b-2906-ca59d760a400',
  arbitrum: '3bff954d-5cb0-47a0-9a23-d20192e74600',
  polygon: '41d04d42-da3b-4453-8506-668cc0727900',
  celo: 'ab781bbc-ccc6-418d-d32d-789b15da1f00',
  aurora: '3ff73439-a619-4894-9262-4470c773a100',
  bsc: '93564157-2e8e-4ce7-81df-b264dbee9b00',
  avalanche: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  zksync: 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  gnosis: '02b53f6a-e3d4-479e-1cb4-21178987d100',
  base: '7289c336-3981-4081-c5f4-efc26ac64a00',
  zora: '845c60df-d429-4991-e687-91ae45791600',
  solana: 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  bitcoin: '0b4838db-0161-4ffe-022d-532bf03dba00',
} as const;

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

type Definition = {
  namespace?: ChainNamespace;
  id: number | string;
  name: string;
  currency?: CaipNetwork['nativeCurrency'];
  rpc: string;
  image: keyof typeof IMAGE;
  explorer: [name: string, url: string];
  testnet?: boolean;
};

function define({ namespace = 'eip155', id, name, currency = ETH, rpc, image, explorer, testnet = false }: Definition): CaipNetwork {
  return {
    id,
    caipNetworkId: `${namespace}:${id}` as CaipNetworkId,
    chainNamespace: namespace,
    name,
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    assets: { imageId: IMAGE[image] },
    testnet,
    blockExplorers: { default: { name: explorer[0], url: explorer[1] } },
  };
}

export const mainnet = define({
  id: 1,
  name: 'Ethereum',
  rpc: 'https://eth.merkle.io',
  image: 'ethereum',
  explorer: ['Etherscan', 'https://etherscan.io'],
});
export const sepolia = define({
  id: 11155111,
  name: 'Sepolia',
  currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://ethereum-sepolia-rpc.publicnode.com',
  image: 'ethereum',
  explorer: ['Etherscan', 'https://sepolia.etherscan.io'],
  testnet: true,
});
export const holesky = define({
  id: 17000,
  name: 'Holesky',
  currency: { name: 'Holesky Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://ethereum-holesky-rpc.publicnode.com',
  image: 'ethereum',
  explorer: ['Etherscan', 'https://holesky.etherscan.io'],
  testnet: true,
});
export const optimism = define({
  id: 10,
  name: 'OP Mainnet',
  rpc: 'https://mainnet.optimism.io',
  image: 'optimism',
  explorer: ['Optimism Explorer', 'https://optimistic.etherscan.io'],
});
export const optimismSepolia = define({
  id: 11155420,
  name: 'OP Sepolia',
  currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://sepolia.optimism.io',
  image: 'optimism',
  explorer: ['Blockscout', 'https://optimism-sepolia.blockscout.com'],
  testnet: true,
});
export const arbitrum = define({
  id: 42161,
  name: 'Arbitrum One',
  rpc: 'https://arb1.arbitrum.io/rpc',
  image: 'arbitrum',
  explorer: ['Arbiscan', 'https://arbiscan.io'],
});
export const arbitrumSepolia = define({
  id: 421614,
  name: 'Arbitrum Sepolia',
  rpc: 'https://sepolia-rollup.arbitrum.io/rpc',
  image: 'arbitrum',
  explorer: ['Arbiscan', 'https://sepolia.arbiscan.io'],
  testnet: true,
});
export const polygon = define({
  id: 137,
  name: 'Polygon',
  currency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpc: 'https://polygon-rpc.com',
  image: 'polygon',
  explorer: ['PolygonScan', 'https://polygonscan.com'],
});
export const polygonAmoy = define({
  id: 80002,
  name: 'Polygon Amoy',
  currency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpc: 'https://rpc-amoy.polygon.technology',
  image: 'polygon',
  explorer: ['PolygonScan', 'https://amoy.polygonscan.com'],
  testnet: true,
});
export const celo = define({
  id: 42220,
  name: 'Celo',
  currency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpc: 'https://forno.celo.org',
  image: 'celo',
  explorer: ['Celo Explorer', 'https://celoscan.io'],
});
export const aurora = define({
  id: 1313161554,
  name: 'Aurora',
  rpc: 'https://mainnet.aurora.dev',
  image: 'aurora',
  explorer: ['Aurorascan', 'https://aurorascan.dev'],
});
export const auroraTestnet = define({
  id: 1313161555,
  name: 'Aurora Testnet',
  rpc: 'https://testnet.aurora.dev',
  image: 'aurora',
  explorer: ['Aurorascan', 'https://testnet.aurorascan.dev'],
  testnet: true,
});
export const bsc = define({
  id: 56,
  name: 'BNB Smart Chain',
  currency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpc: 'https://bsc-dataseed1.bnbchain.org',
  image: 'bsc',
  explorer: ['BscScan', 'https://bscscan.com'],
});
export const bscTestnet = define({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  currency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpc: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  image: 'bsc',
  explorer: ['BscScan', 'https://testnet.bscscan.com'],
  testnet: true,
});
export const avalanche = define({
  id: 43114,
  name: 'Avalanche',
  currency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpc: 'https://api.avax.network/ext/bc/C/rpc',
  image: 'avalanche',
  explorer: ['SnowTrace', 'https://snowtrace.io'],
});
export const avalancheFuji = define({
  id: 43113,
  name: 'Avalanche Fuji',
  currency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpc: 'https://api.avax-test.network/ext/bc/C/rpc',
  image: 'avalanche',
  explorer: ['SnowTrace', 'https://testnet.snowtrace.io'],
  testnet: true,
});
export const zksync = define({
  id: 324,
  name: 'ZKsync Era',
  rpc: 'https://mainnet.era.zksync.io',
  image: 'zksync',
  explorer: ['Etherscan', 'https://era.zksync.network'],
});
export const zksyncSepolia = define({
  id: 300,
  name: 'ZKsync Sepolia Testnet',
  rpc: 'https://sepolia.era.zksync.dev',
  image: 'zksync',
  explorer: ['Etherscan', 'https://sepolia-era.zksync.network'],
  testnet: true,
});
export const gnosis = define({
  id: 100,
  name: 'Gnosis',
  currency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpc: 'https://rpc.gnosischain.com',
  image: 'gnosis',
  explorer: ['Gnosisscan', 'https://gnosisscan.io'],
});
export const base = define({
  id: 8453,
  name: 'Base',
  rpc: 'https://mainnet.base.org',
  image: 'base',
  explorer: ['Basescan', 'https://basescan.org'],
});
export const baseSepolia = define({
  id: 84532,
  name: 'Base Sepolia',
  currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://sepolia.base.org',
  image: 'base',
  explorer: ['Basescan', 'https://sepolia.basescan.org'],
  testnet: true,
});
export const zora = define({
  id: 7777777,
  name: 'Zora',
  rpc: 'https://rpc.zora.energy',
  image: 'zora',
  explorer: ['Explorer', 'https://explorer.zora.energy'],
});
export const zoraSepolia = define({
  id: 999999999,
  name: 'Zora Sepolia',
  currency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  rpc: 'https://sepolia.rpc.zora.energy',
  image: 'zora',
  explorer: ['Zora Sepolia Explorer', 'https://sepolia.explorer.zora.energy'],
  testnet: true,
});

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
export const solana = define({
  namespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  currency: SOL,
  rpc: 'https://api.mainnet-beta.solana.com',
  image: 'solana',
  explorer: ['Solscan', 'https://solscan.io'],
});
export const solanaDevnet = define({
  namespace: 'solana',
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  currency: SOL,
  rpc: 'https://api.devnet.solana.com',
  image: 'solana',
  explorer: ['Solscan', 'https://solscan.io'],
  testnet: true,
});
export const solanaTestnet = define({
  namespace: 'solana',
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  currency: SOL,
  rpc: 'https://api.testnet.solana.com',
  image: 'solana',
  explorer: ['Solscan', 'https://solscan.io'],
  testnet: true,
});

// Bitcoin (BIP-122: the reference is the genesis block hash's first 32 hex characters). A Bitcoin network's own
// URL is an Esplora REST API (mempool.space's), which the client reads UTXOs, transactions and fee rates from.
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;
/** Bitcoin networks: their RPC URL is an Esplora REST API (mempool.space's). */
export const bitcoin = define({
  namespace: 'bip122',
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  currency: BTC,
  rpc: 'https://mempool.space/api',
  image: 'bitcoin',
  explorer: ['Mempool', 'https://mempool.space'],
});
export const bitcoinTestnet = define({
  namespace: 'bip122',
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  currency: BTC,
  rpc: 'https://mempool.space/testnet/api',
  image: 'bitcoin',
  explorer: ['Mempool', 'https://mempool.space/testnet'],
  testnet: true,
});
export const bitcoinSignet = define({
  namespace: 'bip122',
  id: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  currency: BTC,
  rpc: 'https://mempool.space/signet/api',
  image: 'bitcoin',
  explorer: ['Mempool', 'https://mempool.space/signet'],
  testnet: true,
});

/** Every network of the catalogue, EVM first, in the order above. */
export const ALL_NETWORKS: readonly CaipNetwork[] = [
  mainnet,
  sepolia,
  holesky,
  optimism,
  optimismSepolia,
  arbitrum,
  arbitrumSepolia,
  polygon,
  polygonAmoy,
  celo,
  aurora,
  auroraTestnet,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  zksyncSepolia,
  gnosis,
  base,
  baseSepolia,
  zora,
  zoraSepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
  bitcoinSignet,
];

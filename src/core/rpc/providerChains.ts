/**
 * The networks the provider's chain RPC (`{rpcUrl}/v1/?chainId=…`) serves when nothing better is known
 * (SPEC section 7: "many EVM chains … and three Solana chains"). A caller that has the live answer of
 * `GET /v1/supported-chains` passes that instead (devcloud lists its local 31337 and 31338 there).
 */
export const PROVIDER_RPC_CHAINS: readonly string[] = [
  'eip155:1', // Ethereum
  'eip155:11155111', // Sepolia
  'eip155:17000', // Holesky
  'eip155:10', // OP Mainnet
  'eip155:11155420', // OP Sepolia
  'eip155:42161', // Arbitrum One
  'eip155:421614', // Arbitrum Sepolia
  'eip155:137', // Polygon
  'eip155:80002', // Polygon Amoy
  'eip155:1101', // Polygon zkEVM
  'eip155:42220', // Celo
  'eip155:1313161554', // Aurora
  'eip155:1313161555', // Aurora testnet
  'eip155:56', // BNB Smart Chain
  'eip155:97', // BNB testnet
  'eip155:43114', // Avalanche
  'eip155:43113', // Avalanche Fuji
  'eip155:324', // zkSync Era
  'eip155:300', // zkSync Sepolia
  'eip155:100', // Gnosis
  'eip155:8453', // Base
  'eip155:84532', // Base Sepolia
  'eip155:7777777', // Zora
  'eip155:999999999', // Zora Sepolia
  'eip155:8217', // Klaytn
  'eip155:250', // Fantom
  'eip155:59144', // Linea
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // Solana mainnet
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', // Solana devnet
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', // Solana testnet
];

import type { BTC_NETWORK } from '@scure/btc-signer/utils';
import type { CaipNetwork } from '../../core/caip.ts';

/**
 * Bitcoin networks by their CAIP-2 reference (the first 32 hex characters of the genesis block hash, BIP-122):
 * the address encodings each one uses. Regtest is the local network devcloud stands in for.
 */
export type BitcoinChain = 'mainnet' | 'testnet' | 'signet' | 'regtest';

const GENESIS: Record<string, BitcoinChain> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
};

/** Address prefixes and version bytes (BIP-173 human-readable parts: bc, tb, bcrt). */
const ENCODINGS: Record<BitcoinChain, BTC_NETWORK> = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  signet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
};

/** The chain a `bip122:` network id names, or undefined for one we do not know. */
export function bitcoinChainOf(caipNetworkId: string): BitcoinChain | undefined {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  return namespace === 'bip122' ? GENESIS[reference] : undefined;
}

/** The address encoding of a `bip122:` network id, or undefined for one we do not know. */
export function addressEncodingOf(caipNetworkId: string): BTC_NETWORK | undefined {
  const chain = bitcoinChainOf(caipNetworkId);
  return chain ? ENCODINGS[chain] : undefined;
}

/**
 * Wallet Standard names Bitcoin chains `bitcoin:mainnet`, `bitcoin:testnet`, … (some wallets use the CAIP id):
 * whether a wallet's chain id stands for `caipNetworkId`.
 */
export function walletChainMatches(walletChain: string, caipNetworkId: string): boolean {
  if (walletChain === caipNetworkId) return true;
  const [prefix, name] = walletChain.split(':');
  return prefix === 'bitcoin' && name === bitcoinChainOf(caipNetworkId);
}

/**
 * The Esplora REST API (mempool.space's shape) a Bitcoin network is read through: its own URL (`chainDefault`
 * once `withProviderRpc` put the provider's RPC first), else its default one.
 */
export function esploraUrlOf(network: CaipNetwork): string | undefined {
  return network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0];
}

/**
 * The Bitcoin chain devcloud stands in for: a regtest ledger (no node can be installed here), ids and fixed dev
 * values. No Bitcoin library here: this file is loaded at devcloud's start, the library only at the first request.
 */

/** Bitcoin Core's regtest genesis block hash; its first 32 characters are the CAIP-2 reference (as for mainnet's). */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';
export const BITCOIN_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}` as const;
/** The Bitcoin chains the blockchain API serves (listed in `GET /v1/supported-chains`). */
export const BITCOIN_CHAINS = [BITCOIN_CAIP_NETWORK_ID] as const;

/** Where the Esplora API is served on the cloud's port, as `https://mempool.space/api` is on mempool.space. */
export const ESPLORA_PREFIX = '/bitcoin/api';

/** The label of the e2e test wallet (testKeys.ts): the wallet devcloud funds at start-up. */
export const BITCOIN_TEST_WALLET_LABEL = 'airlock devcloud bitcoin test wallet';

/** The Wallet Standard's SIGHASH names (`bitcoin:signTransaction`'s `sigHash`). */
export const SIGHASH_NAMES = ['ALL', 'NONE', 'SINGLE', 'ALL|ANYONECANPAY', 'NONE|ANYONECANPAY', 'SINGLE|ANYONECANPAY'] as const;
export type SighashName = (typeof SIGHASH_NAMES)[number];

export const SATS_PER_BTC = 100_000_000n;

/** Bitcoin Core's default minimum relay fee: 1 sat/vB. */
export const MIN_RELAY_SATS_PER_VBYTE = 1;

/**
 * The fee estimates `GET /fee-estimates` starts with (sat/vB by confirmation target in blocks), shaped like
 * Esplora's: every target it answers for, decreasing with the target.
 */
export const DEFAULT_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 12.5,
  '2': 10.2,
  '3': 8.1,
  '4': 6.4,
  '5': 5.3,
  '6': 4.6,
  '10': 3.2,
  '20': 2.5,
  '25': 2.2,
  '144': 1.4,
  '504': 1.1,
  '1008': 1,
};

/** `12345678` sats → `'0.12345678'` BTC, trailing zeros dropped. */
export function formatSats(value: bigint): string {
  const whole = value / SATS_PER_BTC;
  const fraction = (value % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The Solana chain devcloud stands in for: ids and fixed dev values, with no runtime attached. */

/** Solana devnet's genesis hash; its first 32 characters are the CAIP-2 reference. */
export const SOLANA_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
export const SOLANA_CAIP_NETWORK_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}` as const;
/** The Solana chains the blockchain API serves (listed in `GET /v1/supported-chains`). */
export const SOLANA_CHAINS = [SOLANA_CAIP_NETWORK_ID] as const;
export const LAMPORTS_PER_SOL = 1_000_000_000n;
/** What the test account holds at start-up. */
export const TEST_ACCOUNT_LAMPORTS = 10n * LAMPORTS_PER_SOL;
/** Fixed dev price of SOL in USD (devcloud prices are fixed so amounts in tests are predictable). */
export const SOL_USD_PRICE = 150;

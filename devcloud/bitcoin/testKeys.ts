/**
 * Deterministic Bitcoin test wallets: the same keys and addresses on every start, so e2e tests and devcloud know
 * them in advance. A wallet is two keys, as the SPEC's Bitcoin accounts: index 0 `payment` (native segwit, P2WPKH)
 * and index 1 `ordinal` (taproot, P2TR key path). A key is the SHA-256 of a label: obviously test-only, and any
 * label gives a fresh wallet (a test that must not share balances with another names its own).
 */
import { crypto, type Network, payments, toXOnly } from 'bitcoinjs-lib';
import { BITCOIN_TEST_WALLET_LABEL } from './chain.ts';
import { ECPair, ecc, REGTEST } from './ecc.ts';

export type BitcoinKeyPurpose = 'payment' | 'ordinal';

export type BitcoinTestAccount = {
  purpose: BitcoinKeyPurpose;
  /** The account's index in the wallet (payment 0, ordinal 1). */
  index: 0 | 1;
  address: string;
  /** payment: the 33-byte compressed key; ordinal: the 32-byte x-only internal key (what a PSBT's tapInternalKey holds). */
  publicKey: Uint8Array;
  /** The output script every UTXO of the address has. */
  script: Uint8Array;
  privateKey: Uint8Array;
};

export type BitcoinTestWallet = { label: string; payment: BitcoinTestAccount; ordinal: BitcoinTestAccount };

const encoder = new TextEncoder();

/** The 32-byte private key of `label`; re-hashed in the (astronomically unlikely) case it is not a valid scalar. */
export function privateKeyFromLabel(label: string): Uint8Array {
  let key = crypto.sha256(encoder.encode(label));
  while (!ecc.isPrivate(key)) key = crypto.sha256(key);
  return key;
}

/** `network`: whose address format (regtest unless told; the embedded wallet derives for each Bitcoin network). */
export function paymentAccount(privateKey: Uint8Array, network: Network = REGTEST): BitcoinTestAccount {
  const publicKey = ECPair.fromPrivateKey(privateKey).publicKey;
  const { address, output } = payments.p2wpkh({ pubkey: publicKey, network });
  if (!address || !output) throw new Error('p2wpkh: no address');
  return { purpose: 'payment', index: 0, address, publicKey, script: output, privateKey };
}

export function ordinalAccount(privateKey: Uint8Array, network: Network = REGTEST): BitcoinTestAccount {
  const internalPubkey = toXOnly(ECPair.fromPrivateKey(privateKey).publicKey);
  const { address, output } = payments.p2tr({ internalPubkey, network });
  if (!address || !output) throw new Error('p2tr: no address');
  return { purpose: 'ordinal', index: 1, address, publicKey: internalPubkey, script: output, privateKey };
}

/** The wallet of `label`: its payment key is `label/0`'s, its ordinal key `label/1`'s. */
export function testWalletFromLabel(label: string): BitcoinTestWallet {
  return {
    label,
    payment: paymentAccount(privateKeyFromLabel(`${label}/0`)),
    ordinal: ordinalAccount(privateKeyFromLabel(`${label}/1`)),
  };
}

export { BITCOIN_TEST_WALLET_LABEL };
/** Funded at start-up: the payment address with FUNDED_PAYMENT_UTXOS, the ordinal one with FUNDED_ORDINAL_UTXOS. */
export const BITCOIN_TEST_WALLET: BitcoinTestWallet = testWalletFromLabel(BITCOIN_TEST_WALLET_LABEL);
/** The payment UTXOs (sats) the test wallet gets at start-up: two, so coin selection has a choice. */
export const FUNDED_PAYMENT_UTXOS = [60_000_000n, 40_000_000n] as const;
/** One small ordinal UTXO (an inscription's postage): coin selection must never spend it. */
export const FUNDED_ORDINAL_UTXOS = [10_000n] as const;

/** The faucet behind the funding: mined a coinbase at start-up, pays test wallets with real signed transactions. */
export const BITCOIN_FAUCET: BitcoinTestAccount = paymentAccount(privateKeyFromLabel('airlock devcloud bitcoin faucet'));

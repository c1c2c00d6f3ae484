/**
 * Signing as a wallet does: PSBT inputs by the test wallets' keys (payment: ECDSA over the BIP-143 sighash;
 * ordinal: Schnorr over the BIP-341 key-path sighash, with the key tweaked as BIP-86 says), and whole transfers
 * for the faucet and the tests.
 */
import { crypto, Psbt, Transaction } from 'bitcoinjs-lib';
import type { SighashName } from './chain.ts';
import { ECPair, REGTEST } from './ecc.ts';
import type { BitcoinTestAccount, BitcoinTestWallet } from './testKeys.ts';

/** The Wallet Standard's SIGHASH names, as numbers. */
export const SIGHASH_BY_NAME: Readonly<Record<SighashName, number>> = {
  ALL: Transaction.SIGHASH_ALL,
  NONE: Transaction.SIGHASH_NONE,
  SINGLE: Transaction.SIGHASH_SINGLE,
  'ALL|ANYONECANPAY': Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY,
  'NONE|ANYONECANPAY': Transaction.SIGHASH_NONE | Transaction.SIGHASH_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY,
};

export type InputsToSign = ReadonlyArray<{ address: string; signingIndexes: readonly number[]; sigHash?: SighashName }>;

export class SigningError extends Error {
  override name = 'SigningError';
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The key-path signer of a taproot account: its key tweaked by the hash of its x-only key (no script tree). */
function taprootSigner(account: BitcoinTestAccount) {
  return ECPair.fromPrivateKey(account.privateKey).tweak(crypto.taggedHash('TapTweak', account.publicKey));
}

/** Signs one PSBT input by `account`; the input's `witnessUtxo` must be the account's output. */
export function signPsbtInput(psbt: Psbt, index: number, account: BitcoinTestAccount, sigHash?: number): void {
  const input = psbt.data.inputs[index];
  if (!input) throw new SigningError(`the PSBT has no input ${index}`);
  if (!input.witnessUtxo) throw new SigningError(`input ${index} has no witnessUtxo`);
  if (!sameBytes(input.witnessUtxo.script, account.script)) throw new SigningError(`input ${index} does not spend ${account.address}`);
  try {
    if (account.purpose === 'ordinal') {
      if (!input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: account.publicKey });
      psbt.signTaprootInput(index, taprootSigner(account), undefined, sigHash === undefined ? undefined : [sigHash]);
    } else {
      psbt.signInput(index, ECPair.fromPrivateKey(account.privateKey), sigHash === undefined ? undefined : [sigHash]);
    }
  } catch (error) {
    throw new SigningError(`input ${index}: ${(error as Error).message}`);
  }
}

/** What `bitcoin:signTransaction` does: each listed input signed by the wallet account of its address. Not finalized. */
export function signPsbt(psbt: Psbt, wallet: BitcoinTestWallet, inputsToSign: InputsToSign): Psbt {
  for (const { address, signingIndexes, sigHash } of inputsToSign) {
    const account = [wallet.payment, wallet.ordinal].find((candidate) => candidate.address === address);
    if (!account) throw new SigningError(`${address} is not an account of this wallet`);
    for (const index of signingIndexes) signPsbtInput(psbt, index, account, sigHash === undefined ? undefined : SIGHASH_BY_NAME[sigHash]);
  }
  return psbt;
}

export type SpendableOutput = { txid: string; vout: number; value: bigint };
export type Payment = { script: Uint8Array; value: bigint };

/**
 * A transaction of `account` spending `inputs` to `payments`, signed and finalized, with the change back to the
 * account at `feeRate` sat/vB (no change output when it would be dust). Throws when the inputs do not cover it.
 */
export function buildSignedTransfer(
  account: BitcoinTestAccount,
  inputs: readonly SpendableOutput[],
  payments: readonly Payment[],
  feeRate: number,
): Transaction {
  const build = (change: bigint) => {
    const psbt = new Psbt({ network: REGTEST });
    for (const input of inputs) {
      psbt.addInput({ hash: input.txid, index: input.vout, witnessUtxo: { script: account.script, value: input.value } });
    }
    for (const payment of payments) psbt.addOutput(payment);
    if (change > 0n) psbt.addOutput({ script: account.script, value: change });
    for (let index = 0; index < inputs.length; index++) signPsbtInput(psbt, index, account);
    psbt.finalizeAllInputs();
    return psbt.extractTransaction(true);
  };
  const available = inputs.reduce((sum, input) => sum + input.value, 0n) - payments.reduce((sum, payment) => sum + payment.value, 0n);
  // Sized with a change output first, then paid exactly (a signature may be a byte shorter: at most 1 sat over).
  const fee = BigInt(Math.ceil(build(available).virtualSize() * feeRate));
  const change = available - fee;
  if (change < 0n) throw new SigningError(`the inputs are ${-change} sats short`);
  return build(change >= DUST_LIMIT_P2TR ? change : 0n);
}

/** The largest dust threshold of our output types (P2TR 330 sats; P2WPKH 294): change below it is left as fee. */
const DUST_LIMIT_P2TR = 330n;

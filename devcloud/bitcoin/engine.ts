/**
 * Everything of the Bitcoin stand-in that needs the Bitcoin library, in one module that routes.ts imports on the
 * first Bitcoin request: bitcoinjs-lib and the curve take a second or more to load on a busy machine, and a devcloud
 * start that never sees Bitcoin traffic should not pay it.
 */
import { address as baddress, Psbt } from 'bitcoinjs-lib';
import { REGTEST } from './ecc.ts';
import type { BitcoinTestWallet } from './testKeys.ts';

export { signMessageBip322, verifyMessageBip322 } from './bip322.ts';
export { addressJson, txJson, utxosJson } from './esplora.ts';
export { BroadcastError, createBitcoinLedger, MiningError } from './ledger.ts';
export { signPsbt, SigningError } from './sign.ts';
export { testWalletFromLabel } from './testKeys.ts';

export function isRegtestAddress(address: string): boolean {
  try {
    baddress.toOutputScript(address, REGTEST);
    return true;
  } catch {
    return false;
  }
}

/** A base64 PSBT, or undefined for anything else. */
export function parsePsbt(base64: string): Psbt | undefined {
  try {
    return Psbt.fromBase64(base64, { network: REGTEST });
  } catch {
    return undefined;
  }
}

/** The JSON of a test wallet's accounts, as `bitcoin:connect` gives them (hex public keys). */
export const walletAccountsJson = (wallet: BitcoinTestWallet) =>
  [wallet.payment, wallet.ordinal].map((account) => ({
    address: account.address,
    publicKey: Buffer.from(account.publicKey).toString('hex'),
    purpose: account.purpose,
    index: account.index,
  }));

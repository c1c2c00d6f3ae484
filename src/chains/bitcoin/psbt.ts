import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { selectCoins, type Selection, type Utxo } from './coinSelection.ts';
import { addressEncodingOf } from './network.ts';

export type TransferPlan = Selection & {
  /** The unsigned transaction as a PSBT (BIP-174), base64, for the wallet's `signPsbt`. */
  psbt: string;
  /** The transaction without its signatures (hex), to check that the wallet signed this one and no other. */
  unsignedTx: string;
  /** The inputs the payment account signs (all of them). */
  signInputs: number[];
};

export class InsufficientBitcoinError extends Error {
  override name = 'InsufficientBitcoinError';
}

/**
 * A transfer of `amount` satoshis from the payment account `from` (native segwit) to `to`, funded only by the
 * payment account's own outputs (`utxos`: an ordinal account's outputs are never passed here), the change back to
 * `from`. Throws InsufficientBitcoinError when the coins do not cover amount and fee at `satsPerVbyte`.
 */
export function buildTransfer(parameters: {
  caipNetworkId: string;
  utxos: readonly Utxo[];
  from: string;
  to: string;
  amount: bigint;
  satsPerVbyte: number;
}): TransferPlan {
  const { caipNetworkId, utxos, from, to, amount, satsPerVbyte } = parameters;
  const encoding = addressEncodingOf(caipNetworkId);
  if (!encoding) throw new Error(`${caipNetworkId} is not a Bitcoin network`);
  const address = Address(encoding);
  const fromScript = OutScript.encode(address.decode(from));
  const toScript = OutScript.encode(address.decode(to));
  const selection = selectCoins(utxos, amount, toScript.length, satsPerVbyte);
  if (!selection) throw new InsufficientBitcoinError('the payment account does not cover the amount and the fee');
  const tx = new Transaction();
  for (const utxo of selection.inputs) {
    tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: fromScript, amount: utxo.value } });
  }
  tx.addOutput({ script: toScript, amount });
  if (selection.change > 0n) tx.addOutput({ script: fromScript, amount: selection.change });
  return {
    ...selection,
    psbt: base64FromBytes(tx.toPSBT()),
    unsignedTx: hex.encode(tx.unsignedTx),
    signInputs: selection.inputs.map((_, index) => index),
  };
}

/**
 * The signed PSBT the wallet returned, finalized, as the raw transaction hex to broadcast. Refuses a PSBT that is
 * not the transaction asked for (other inputs or outputs).
 */
export function finalizeSigned(signedPsbtBase64: string, unsignedTx: string): string {
  const tx = Transaction.fromPSBT(bytesFromBase64(signedPsbtBase64));
  if (hex.encode(tx.unsignedTx) !== unsignedTx) throw new Error('the wallet signed a different transaction');
  for (let index = 0; index < tx.inputsLength; index++) {
    // A wallet may finalize inputs itself.
    if (!tx.getInput(index).finalScriptWitness) tx.finalizeIdx(index);
  }
  return hex.encode(tx.extract());
}

export function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function bytesFromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * BIP-322 "simple" message signatures: the witness of a virtual transaction (`to_sign`) spending a virtual output
 * (`to_spend`) that commits to the message, so a message is signed exactly as a spend from the address is, and
 * checked by the same script check as a broadcast input (verifyInput.ts).
 */
import { address as baddress, crypto, networks, opcodes, Psbt, script as bscript, Transaction } from 'bitcoinjs-lib';
import { REGTEST } from './ecc.ts';
import { signPsbtInput } from './sign.ts';
import type { BitcoinTestAccount } from './testKeys.ts';
import { ScriptError, verifyInput } from './verifyInput.ts';

const TAG = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'));

/** The tagged hash `to_spend` commits to. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return crypto.sha256(Buffer.concat([TAG, TAG, message]));
}

/** The virtual transaction whose only output, paying `script`, the signature spends. */
export function toSpend(script: Uint8Array, message: Uint8Array): Transaction {
  const tx = new Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, bscript.compile([opcodes.OP_0, bip322MessageHash(message)]));
  tx.addOutput(script, 0n);
  return tx;
}

function toSignPsbt(script: Uint8Array, message: Uint8Array): Psbt {
  const psbt = new Psbt({ network: REGTEST });
  psbt.setVersion(0);
  psbt.setLocktime(0);
  psbt.addInput({ hash: toSpend(script, message).getId(), index: 0, sequence: 0, witnessUtxo: { script, value: 0n } });
  psbt.addOutput({ script: bscript.compile([opcodes.OP_RETURN]), value: 0n });
  return psbt;
}

const varint = (n: number) => (n < 0xfd ? Buffer.from([n]) : Buffer.from([0xfd, n & 0xff, n >> 8]));

function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  return Buffer.concat([varint(stack.length), ...stack.flatMap((item) => [varint(item.length), Buffer.from(item)])]);
}

function decodeWitness(bytes: Uint8Array): Uint8Array[] {
  const stack: Uint8Array[] = [];
  let offset = 0;
  const read = () => {
    const first = bytes[offset++];
    if (first === undefined) throw new Error('truncated');
    if (first < 0xfd) return first;
    if (first > 0xfd) throw new Error('item too long');
    const value = (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
    offset += 2;
    return value;
  };
  const count = read();
  for (let i = 0; i < count; i++) {
    const length = read();
    if (offset + length > bytes.length) throw new Error('truncated');
    stack.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  if (offset !== bytes.length) throw new Error('trailing bytes');
  return stack;
}

/** The BIP-322 simple signature (the base64 witness) of `message` by `account`. */
export function signMessageBip322(account: BitcoinTestAccount, message: Uint8Array): string {
  const psbt = toSignPsbt(account.script, message);
  signPsbtInput(psbt, 0, account);
  psbt.finalizeAllInputs();
  const witness = psbt.extractTransaction(true).ins[0]?.witness ?? [];
  return Buffer.from(encodeWitness(witness)).toString('base64');
}

/** The output script of an address of any Bitcoin network (regtest, mainnet, testnet/signet). */
function scriptOf(address: string): Uint8Array {
  for (const network of [REGTEST, networks.bitcoin, networks.testnet]) {
    try {
      return baddress.toOutputScript(address, network);
    } catch {
      // another network's address
    }
  }
  throw new ScriptError('Invalid Bitcoin address');
}

/** Whether `signature` (base64 BIP-322 simple) is `address`'s over `message`; `reason` says why not. */
export function verifyMessageBip322(address: string, message: Uint8Array, signature: string): { valid: boolean; reason?: string } {
  try {
    const script = scriptOf(address);
    let witness: Uint8Array[];
    try {
      witness = decodeWitness(new Uint8Array(Buffer.from(signature, 'base64')));
    } catch (error) {
      throw new ScriptError(`not a BIP-322 simple signature (${(error as Error).message})`);
    }
    const tx = toSignPsbt(script, message).data.globalMap.unsignedTx.toBuffer();
    const toSign = Transaction.fromBuffer(tx);
    toSign.setWitness(0, witness);
    verifyInput(toSign, 0, [{ script, value: 0n }]);
    return { valid: true };
  } catch (error) {
    if (error instanceof ScriptError) return { valid: false, reason: error.message };
    throw error;
  }
}

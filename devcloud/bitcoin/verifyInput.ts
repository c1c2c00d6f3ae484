/**
 * The script check of one input, as Bitcoin Core's interpreter does it for the two output types devcloud's
 * wallets use: P2WPKH (BIP-143 sighash, low-S ECDSA, the key hashing to the program) and P2TR key path (BIP-341
 * sighash, BIP-340 Schnorr against the output key). The reasons are Core's script error texts.
 */
import { crypto, payments, script as bscript, Transaction } from 'bitcoinjs-lib';
import { ecc } from './ecc.ts';

export type Prevout = { script: Uint8Array; value: bigint };

/** A failed script check; `reason` is Core's text (it follows `mandatory-script-verify-flag-failed`). */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

const isP2wpkh = (script: Uint8Array) => script.length === 22 && script[0] === 0x00 && script[1] === 0x14;
const isP2tr = (script: Uint8Array) => script.length === 34 && script[0] === 0x51 && script[1] === 0x20;
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

const V0_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);
const V1_HASH_TYPES = new Set([0x00, ...V0_HASH_TYPES]);
const ANNEX_TAG = 0x50;

function verifyP2wpkh(tx: Transaction, index: number, prevout: Prevout): void {
  const witness = tx.ins[index]?.witness ?? [];
  if (witness.length === 0) throw new ScriptError('Witness program was passed an empty witness');
  const [encodedSignature, publicKey] = witness;
  if (witness.length !== 2 || !encodedSignature || !publicKey) throw new ScriptError('Witness program hash mismatch');
  if (!sameBytes(crypto.hash160(publicKey), prevout.script.subarray(2))) throw new ScriptError('Witness program hash mismatch');
  if (publicKey.length !== 33) throw new ScriptError('Using non-compressed keys in segwit');
  let decoded: { signature: Uint8Array; hashType: number };
  try {
    decoded = bscript.signature.decode(encodedSignature);
  } catch {
    throw new ScriptError('Non-canonical DER signature');
  }
  if (!V0_HASH_TYPES.has(decoded.hashType)) throw new ScriptError('Signature hash type missing or not understood');
  const scriptCode = payments.p2pkh({ pubkey: publicKey }).output;
  if (!scriptCode) throw new ScriptError('Witness program hash mismatch');
  const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType);
  // Strict: a high-S signature is refused, as Core's LOW_S policy does.
  if (!ecc.verify(hash, publicKey, decoded.signature, true))
    throw new ScriptError('Signature must be zero for failed CHECK(MULTI)SIG operation');
}

function verifyP2trKeyPath(tx: Transaction, index: number, prevouts: readonly Prevout[]): void {
  let witness = tx.ins[index]?.witness ?? [];
  if (witness.length === 0) throw new ScriptError('Witness program was passed an empty witness');
  const last = witness[witness.length - 1];
  const annex = witness.length >= 2 && last?.[0] === ANNEX_TAG ? last : undefined;
  if (annex) witness = witness.slice(0, -1);
  if (witness.length !== 1) throw new ScriptError('script-path spends are not supported by devcloud (key path only)');
  const signature = witness[0] ?? new Uint8Array();
  if (signature.length !== 64 && signature.length !== 65) throw new ScriptError('Invalid Schnorr signature size');
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : Transaction.SIGHASH_DEFAULT;
  if ((signature.length === 65 && hashType === 0) || !V1_HASH_TYPES.has(hashType))
    throw new ScriptError('Invalid Schnorr signature hash type');
  let hash: Uint8Array;
  try {
    hash = tx.hashForWitnessV1(
      index,
      prevouts.map((prevout) => prevout.script),
      prevouts.map((prevout) => prevout.value),
      hashType,
      undefined,
      annex,
    );
  } catch {
    throw new ScriptError('Invalid Schnorr signature hash type');
  }
  const outputKey = prevouts[index]?.script.subarray(2) ?? new Uint8Array();
  if (!ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))) throw new ScriptError('Invalid Schnorr signature');
}

/** Throws a ScriptError unless input `index` of `tx` validly spends `prevouts[index]` (prevouts: one per input). */
export function verifyInput(tx: Transaction, index: number, prevouts: readonly Prevout[]): void {
  const prevout = prevouts[index];
  const input = tx.ins[index];
  if (!prevout || !input) throw new ScriptError(`no input ${index}`);
  if (input.script.length > 0) throw new ScriptError('Witness requires empty scriptSig');
  if (isP2wpkh(prevout.script)) verifyP2wpkh(tx, index, prevout);
  else if (isP2tr(prevout.script)) verifyP2trKeyPath(tx, index, prevouts);
  else throw new ScriptError('devcloud verifies P2WPKH and P2TR inputs only');
}

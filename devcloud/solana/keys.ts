/**
 * The deterministic test keypair of the Solana stand-in: the same address on every start, so e2e
 * tests know it in advance. The secret stays in devcloud (Node's ed25519); pages ask devcloud to sign.
 */
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';

/** PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export type TestKeypair = {
  /** The base58 address (the public key). */
  address: string;
  publicKey: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
  verify(message: Uint8Array, signature: Uint8Array): boolean;
};

/** An ed25519 keypair from a 32-byte seed. */
export function keypairFromSeed(seed: Uint8Array): TestKeypair {
  if (seed.length !== 32) throw new Error(`an ed25519 seed is 32 bytes, got ${seed.length}`);
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKeyObject = createPublicKey(privateKey);
  const jwk = publicKeyObject.export({ format: 'jwk' });
  const publicKey = new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'));
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
    verify: (message, signature) => verify(null, message, publicKeyObject, signature),
  };
}

/** The seed is a hash of a fixed label: deterministic, and obviously test-only. */
const TEST_SEED = createHash('sha256').update('airlock devcloud solana test account 0').digest();

/** The account the stand-in funds with 10 SOL at start-up. */
export const SOLANA_TEST_KEYPAIR: TestKeypair = keypairFromSeed(TEST_SEED);

/**
 * Whether a sign-in signature is the account's: eip155 through the names API's viem verifier (EOA, ERC-1271,
 * ERC-6492, and the secure site's stand-in smart accounts), solana as ed25519 over the message's UTF-8 bytes.
 */
import { webcrypto } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
import type { Address, Hex } from 'viem';
import type { SignatureVerifier } from '../names/verify.ts';

export type SignInCheck = { namespace: string; reference: string; address: string; message: string; signature: string };
export type SignInVerifier = (check: SignInCheck) => Promise<boolean>;

export function createSignInVerifier(evm: SignatureVerifier): SignInVerifier {
  return async ({ namespace, reference, address, message, signature }) => {
    if (namespace === 'eip155') {
      if (!/^0x([0-9a-fA-F]{2})+$/.test(signature) || !/^\d+$/.test(reference)) return false;
      return evm({ chainId: Number(reference), address: address as Address, message, signature: signature as Hex });
    }
    if (namespace === 'solana') return verifyEd25519(address, message, signature);
    return false;
  };
}

async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  try {
    const key = new Uint8Array(getBase58Encoder().encode(address));
    const signed = new Uint8Array(getBase58Encoder().encode(signature));
    if (key.length !== 32 || signed.length !== 64) return false;
    const publicKey = await webcrypto.subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify']);
    return await webcrypto.subtle.verify({ name: 'Ed25519' }, publicKey, signed, new TextEncoder().encode(message));
  } catch {
    return false;
  }
}

/**
 * Relay identities for tests, made as @walletconnect/relay-auth makes them: an ed25519 key, its did:key
 * (`did:key:z` + base58btc of 0xed01 ‖ key), and a JWT signed over `header.payload`.
 */
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';

export type RelayIdentity = { iss: string; privateKey: KeyObject };

export function createRelayIdentity(): RelayIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  return { iss: `did:key:z${getBase58Decoder().decode(new Uint8Array([0xed, 0x01, ...raw]))}`, privateKey };
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The `auth` JWT of `identity` (a day long unless told), its `iss` replaced when asked (a forged claim). */
export function relayJwt(identity: RelayIdentity, options: { iss?: string; exp?: number; aud?: string } = {}): string {
  const iat = Math.floor(Date.now() / 1000);
  const data = `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url({
    iss: options.iss ?? identity.iss,
    sub: 'devcloud-test',
    aud: options.aud ?? 'ws://127.0.0.1:4000/relay',
    iat,
    exp: options.exp ?? iat + 86_400,
  })}`;
  return `${data}.${sign(null, Buffer.from(data), identity.privateKey).toString('base64url')}`;
}

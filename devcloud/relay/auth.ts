/**
 * Who a relay client is: the `iss` of the JWT in its `auth` query parameter, a `did:key` derived from the client's
 * persisted ed25519 key. It is the same across reconnects (and reloads), so subscriptions and undelivered messages
 * follow the client, not the socket. As the real relay does (the SDK signs it with @walletconnect/relay-auth), the
 * JWT is `EdDSA`, signed with ed25519 over `header.payload` by the key its `iss` names, and not expired: a socket that
 * only claims a client id (a junk signature, another key's) is refused, so it can never take that client's deliveries.
 */
import { createPublicKey, verify } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
import { z } from 'zod';
import { describeIssues } from '../validate.ts';

const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') });

const payloadSchema = z.object({
  iss: z.string().regex(/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/, 'iss must be a did:key'),
  sub: z.string().optional(),
  aud: z.string().optional(),
  iat: z.number().optional(),
  /** seconds */
  exp: z.number(),
});

export type AuthResult = { ok: true; clientId: string } | { ok: false; message: string };

/** The multicodec prefix of an ed25519 public key in a did:key (base58btc `z6Mk…`). */
const ED25519_PUB = [0xed, 0x01];

export function clientIdFromAuth(auth: string | null, now = Date.now()): AuthResult {
  if (!auth) return { ok: false, message: 'auth: a JWT is required' };
  const parts = auth.split('.');
  if (parts.length !== 3) return { ok: false, message: 'auth: not a JWT' };
  const [head = '', body = '', signature = ''] = parts;
  const header = headerSchema.safeParse(decodeSegment(head));
  if (!header.success) return { ok: false, message: `auth header: ${describeIssues(header.error)}` };
  const payload = payloadSchema.safeParse(decodeSegment(body));
  if (!payload.success) return { ok: false, message: `auth payload: ${describeIssues(payload.error)}` };
  const key = publicKeyOf(payload.data.iss);
  if (!key) return { ok: false, message: 'auth: iss is not an ed25519 did:key' };
  if (!isSignedBy(key, `${head}.${body}`, signature)) return { ok: false, message: 'auth: invalid signature' };
  if (payload.data.exp * 1000 <= now) return { ok: false, message: 'auth: expired' };
  return { ok: true, clientId: payload.data.iss };
}

/** The 32-byte ed25519 key a `did:key:z6Mk…` names, or undefined. */
function publicKeyOf(iss: string): Uint8Array | undefined {
  try {
    const bytes = new Uint8Array(getBase58Encoder().encode(iss.slice('did:key:z'.length)));
    if (bytes.length !== 34 || bytes[0] !== ED25519_PUB[0] || bytes[1] !== ED25519_PUB[1]) return undefined;
    return bytes.slice(2);
  } catch {
    return undefined;
  }
}

function isSignedBy(key: Uint8Array, data: string, signature: string): boolean {
  try {
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key).toString('base64url') }, format: 'jwk' });
    const signed = Buffer.from(signature, 'base64url');
    return signed.length === 64 && verify(null, Buffer.from(data, 'utf8'), publicKey, signed);
  } catch {
    return false;
  }
}

/** A base64url JSON segment; undefined when it is not one (zod then reports it). */
function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

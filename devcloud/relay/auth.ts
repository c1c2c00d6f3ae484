/**
 * Who a relay client is: the `iss` of the JWT in its `auth` query parameter, a `did:key` derived
 * from the client's persisted ed25519 seed. It is the same across reconnects (and reloads), so
 * subscriptions and undelivered messages follow the client, not the socket. The signature is
 * not verified: this is a local stand-in, and the id is all it needs.
 */
import { z } from 'zod';
import { describeIssues } from '../validate.ts';

const headerSchema = z.object({ alg: z.string(), typ: z.string().optional() });

const payloadSchema = z.object({
  iss: z.string().regex(/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/, 'iss must be a did:key'),
  sub: z.string().optional(),
  aud: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});

export type AuthResult = { ok: true; clientId: string } | { ok: false; message: string };

export function clientIdFromAuth(auth: string | null): AuthResult {
  if (!auth) return { ok: false, message: 'auth: a JWT is required' };
  const parts = auth.split('.');
  if (parts.length !== 3) return { ok: false, message: 'auth: not a JWT' };
  const header = headerSchema.safeParse(decodeSegment(parts[0] ?? ''));
  if (!header.success) return { ok: false, message: `auth header: ${describeIssues(header.error)}` };
  const payload = payloadSchema.safeParse(decodeSegment(parts[1] ?? ''));
  if (!payload.success) return { ok: false, message: `auth payload: ${describeIssues(payload.error)}` };
  return { ok: true, clientId: payload.data.iss };
}

/** A base64url JSON segment; undefined when it is not one (zod then reports it). */
function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

import * as z from 'zod/mini';
import { listOf } from '../../core/storage/listOf.ts';
import { siwxSessionSchema } from './schemas.ts';

/** A session as a verifier keeps it in the browser; `id` is the server's name for it (the server verifier). */
export const storedSessionSchema = z.extend(siwxSessionSchema, { id: z.optional(z.string().check(z.maxLength(256))) });
export type StoredSession = z.infer<typeof storedSessionSchema>;

/**
 * The sign-in keys of SPEC section 3 ("sign-in auth and nonce tokens"). Read through TypedStorage: a value that
 * does not parse reads as nothing, so a corrupt or foreign entry means "not signed in", never a crash.
 */
export const SIWX_KEYS = {
  /** The signed-in sessions (at most one per account and network). */
  auth: { key: '@airlock/siwx_auth_token', schema: listOf(storedSessionSchema, 50) },
  /** The nonce of the message handed out and not yet signed: a signature over any other nonce is refused. */
  nonce: { key: '@airlock/siwx_nonce_token', schema: z.string().check(z.regex(/^[a-zA-Z0-9]{8,128}$/)) },
} as const;

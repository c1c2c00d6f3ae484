import * as z from 'zod/mini';
import type { CaipNetworkId } from '../../core/caip.ts';
import type { SiwxConfig } from '../../core/siwx.ts';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const isoTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO 8601 time'));

/** A CAIP-2 network id (`eip155:1`, `solana:5eykt4…`). */
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
export const caipNetworkIdSchema = z.custom<CaipNetworkId>((value) => typeof value === 'string' && CAIP_NETWORK_ID.test(value));

/** A sign-in message's fields, as a verifier or storage hands them back. */
export const siwxMessageDataSchema = z.object({
  accountAddress: text(128),
  chainId: caipNetworkIdSchema,
  domain: text(256),
  uri: text(2048),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,128}$/)),
  statement: z.optional(z.string().check(z.maxLength(1024))),
  issuedAt: isoTime,
  expirationTime: z.optional(isoTime),
  notBefore: z.optional(isoTime),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  resources: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(32))),
});

/** A signed session: the fields, the text signed and the signature. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: text(8192),
  signature: text(1024),
});

/** The sessions a verifier lists for an account. */
export const siwxSessionsSchema = z.array(siwxSessionSchema).check(z.maxLength(100));

const method = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function');

/** The shape the `siwx` option must have; checked, then the host's own object is used (its methods keep `this`). */
const siwxConfigSchema = z.object({
  createMessage: method,
  addSession: method,
  getSessions: method,
  revokeSession: method,
  getRequired: z.optional(method),
});

/** The host's verifier when it has every method, else undefined (sign-in then stays off, with a debug note). */
export function checkSiwxConfig(value: unknown): SiwxConfig | undefined {
  return z.safeParse(siwxConfigSchema, value).success ? (value as SiwxConfig) : undefined;
}

/**
 * The relay's wire format, as `@walletconnect/core` 2.x speaks it: JSON-RPC 2.0 text frames.
 * Every frame a client sends is parsed here; anything that does not fit gets a JSON-RPC error.
 */
import { z } from 'zod';

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** Numbers, or strings: the SDK sends its 64-bit ids as strings (`"1712…"`, or `"1712…n"` for a BigInt). */
export const rpcIdSchema = z.union([z.number(), z.string().min(1)]);
export type RpcId = z.infer<typeof rpcIdSchema>;

/** A request from a client: `irn_publish`, `irn_subscribe` ... */
export const requestFrameSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: rpcIdSchema,
  method: z.string().min(1),
  params: z.unknown().optional(),
});

/** The client's answer to our `irn_subscription` (its acknowledgement). */
export const responseFrameSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id: rpcIdSchema,
    result: z.unknown().refine((value) => value !== undefined, 'result is required'),
  }),
  z.object({ jsonrpc: z.literal('2.0'), id: rpcIdSchema, error: z.object({ code: z.number(), message: z.string() }) }),
]);

/** Topics are sha256 digests in hex (pairing, session and response topics alike). */
export const topicSchema = z.string().regex(/^[0-9a-f]{64}$/i, 'expected a 64-digit hex topic');

/** Seconds; the SDK's longest is 30 days (pairing and session expiry). */
const ttlSchema = z
  .number()
  .int()
  .min(1)
  .max(30 * 24 * 60 * 60);

/** An encrypted envelope, base64 (the relay never reads it). */
const envelopeSchema = z.string().min(1);

const publishSchema = z.object({
  topic: topicSchema,
  message: envelopeSchema,
  ttl: ttlSchema,
  tag: z.number().int().optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
});
export type PublishParams = z.infer<typeof publishSchema>;

const unsubscribeSchema = z.object({ topic: topicSchema, id: z.string().min(1) });

/** Params per method. Extra fields (the SDK's `correlationId` and other tags for the real relay) are dropped. */
export const methodParams = {
  irn_subscribe: z.object({ topic: topicSchema }),
  irn_batchSubscribe: z.object({ topics: z.array(topicSchema).min(1).max(500) }),
  irn_unsubscribe: unsubscribeSchema,
  irn_batchUnsubscribe: z.object({ subscriptions: z.array(unsubscribeSchema).min(1).max(500) }),
  irn_publish: publishSchema,
  irn_batchPublish: z.object({ messages: z.array(publishSchema).min(1).max(500) }),
  irn_batchFetchMessages: z.object({ topics: z.array(topicSchema).min(1).max(500) }),
  /** The dapp's proposal: the relay publishes it on the pairing topic and subscribes the dapp there. */
  wc_proposeSession: z.object({
    pairingTopic: topicSchema,
    sessionProposal: envelopeSchema,
    ttl: ttlSchema,
    attestation: z.string().optional(),
  }),
  /** The wallet's approval: the answer on the pairing topic, the settlement on the new session topic, which the wallet is subscribed to. */
  wc_approveSession: z.object({
    sessionTopic: topicSchema,
    pairingTopic: topicSchema,
    sessionProposalResponse: envelopeSchema,
    sessionSettlementRequest: envelopeSchema,
    ttl: ttlSchema,
  }),
} as const;

export type RelayMethod = keyof typeof methodParams;

export const isRelayMethod = (method: string): method is RelayMethod => Object.hasOwn(methodParams, method);

/** What `irn_subscription` carries to a subscriber (and `irn_batchFetchMessages` returns). */
export type DeliveredMessage = {
  topic: string;
  message: string;
  publishedAt: number;
  /** The publisher's verify attestation; empty when it gave none (the SDK then skips the verify server). */
  attestation: string;
  tag?: number;
};

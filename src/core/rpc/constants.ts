import { TIME } from '../constants.ts';

/**
 * The chain RPC figures of SPEC section 9. Every one is set explicitly on viem's transports (see
 * transport.ts for which of them are viem's defaults anyway), so a viem upgrade cannot move them.
 */
export const RPC_RETRY = {
  /** Retries after the first attempt. */
  retryCount: 3,
  /** Base delay in ms; viem doubles it per attempt (150, 300, 600) unless `Retry-After` says otherwise. */
  retryDelay: 150,
} as const;

/** HTTP JSON-RPC time-out per attempt, in ms. */
export const RPC_TIMEOUT = TIME.httpRpcTimeout;

/** Ranking of a fallback transport: how often each URL is pinged, over how many samples, and how scores weigh. */
export const RPC_FALLBACK_RANK = {
  interval: 4_000,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
} as const;

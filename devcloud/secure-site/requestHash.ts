/**
 * The identity of an RPC request for approval purposes: SHA-256 of its chain and its parsed
 * payload as JSON with sorted keys, so the same request hashes the same whichever way its
 * objects were ordered, and any change to what would be signed gives another hash.
 */
import { createHash } from 'node:crypto';
import type { RpcRequestPayload } from '../../src/core/frame/rpc.ts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function requestHash(chainId: number, request: RpcRequestPayload): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ chainId, request })))
    .digest('hex');
}

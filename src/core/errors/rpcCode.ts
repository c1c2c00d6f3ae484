import * as z from 'zod/mini';

const codeSchema = z.object({ code: z.union([z.number(), z.string()]) });

/**
 * The EIP-1193 / JSON-RPC error code carried by anything a provider threw, looking through the
 * wrappers wallets use (`cause`, `data.originalError`); undefined when there is none.
 */
export function rpcErrorCode(error: unknown, depth = 0): number | undefined {
  if (depth > 3 || typeof error !== 'object' || error === null) return undefined;
  const parsed = z.safeParse(codeSchema, error);
  if (parsed.success) {
    const code = Number(parsed.data.code);
    if (Number.isFinite(code)) return code;
  }
  const nested = error as { cause?: unknown; data?: { originalError?: unknown } };
  return rpcErrorCode(nested.cause, depth + 1) ?? rpcErrorCode(nested.data?.originalError, depth + 1);
}

/**
 * SPEC section 8 codes Airlock acts on. A wallet that does not know a chain answers 4902; some answer the
 * generic 5000 or 32603 (invalid chain id) instead, so all three mean "add the chain first".
 */
export const RPC_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  defaultError: 5000,
  invalidChainId: 32603,
  invalidParams: -32602,
  internal: -32603,
} as const;

/** Whether a failed `wallet_switchEthereumChain` means the wallet does not know the chain (SPEC section 8). */
export function isUnrecognizedChain(error: unknown): boolean {
  const code = rpcErrorCode(error);
  return code === RPC_CODES.unrecognizedChain || code === RPC_CODES.defaultError || code === RPC_CODES.invalidChainId;
}

import * as z from 'zod/mini';

/** The EIP-1193 surface Airlock uses. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
};

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

/** SPEC section 8 codes Airlock acts on. */
export const RPC_CODES = { userRejected: 4001, unrecognizedChain: 4902, unsupportedMethod: 4200 } as const;

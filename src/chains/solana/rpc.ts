import { address, createSolanaRpc } from '@solana/kit';
import * as z from 'zod/mini';
import { BaseError } from '../../core/errors/base.ts';

/**
 * Solana reads through `@solana/kit`. This module is only ever loaded by dynamic import, and only when
 * the active network is a Solana one: kit never lands in the chunks an EVM-only host downloads.
 */

/** SPEC section 9: HTTP JSON-RPC time-out. */
const RPC_TIMEOUT_MS = 10_000;

export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError';
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super('Solana RPC request failed', parameters);
  }
}

const balanceReply = z.object({ value: z.bigint().check(z.gte(0n)) });

/** The SOL balance of `owner` in lamports, from the first reachable RPC URL. */
export async function readLamports(rpcUrls: readonly string[], owner: string): Promise<bigint> {
  let lastError: unknown = new SolanaRpcError({ details: 'the network has no RPC URL' });
  for (const url of rpcUrls) {
    try {
      const reply = await createSolanaRpc(url)
        .getBalance(address(owner))
        .send({ abortSignal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
      const parsed = z.safeParse(balanceReply, reply);
      if (!parsed.success) throw new SolanaRpcError({ details: `getBalance returned malformed data from ${url}` });
      return parsed.data.value;
    } catch (error) {
      lastError =
        error instanceof SolanaRpcError
          ? error
          : new SolanaRpcError({ cause: error, details: error instanceof Error ? error.message : undefined });
    }
  }
  throw lastError;
}

/** Lamports as a decimal SOL amount text (`1500000000n` → `'1.5'`). */
export function formatLamports(value: bigint, decimals = 9): string {
  const base = 10n ** BigInt(decimals);
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${value / base}.${fraction}` : `${value / base}`;
}

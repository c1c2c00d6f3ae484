import type { Client, Hex } from 'viem';
import * as z from 'zod/mini';
import { BaseError } from '../../core/errors/base.ts';

const POLL_MS = 500;
/** How long a sent transaction may take to be mined before the visitor is told (it may still land later). */
const MINED_TIMEOUT_MS = 120_000;

/** The fields of `eth_getTransactionReceipt` Send reads; null while the transaction is pending. */
const receiptSchema = z.nullable(z.object({ status: z.string(), blockNumber: z.string(), transactionHash: z.string() }));
export type Receipt = { status: 'success' | 'reverted'; blockNumber: bigint };

/**
 * The receipt of `hash` once mined, polled every 500 ms over the chain client's transport (its retries and
 * fallback apply). viem's `waitForTransactionReceipt` also follows replacements and watches blocks; this is the
 * part Send needs, at a fraction of its bytes.
 */
export async function waitForReceipt(client: Client, hash: Hex, timeoutMs = MINED_TIMEOUT_MS): Promise<Receipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = z.safeParse(receiptSchema, await client.request({ method: 'eth_getTransactionReceipt', params: [hash] }));
    if (!reply.success) throw new BaseError('Malformed RPC reply', { details: 'eth_getTransactionReceipt' });
    if (reply.data) return { status: reply.data.status === '0x1' ? 'success' : 'reverted', blockNumber: BigInt(reply.data.blockNumber) };
    if (Date.now() > deadline) throw new BaseError('Transaction not confirmed in time', { details: hash });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));

/** The network fee of `request`: `eth_estimateGas` × `eth_gasPrice`, in wei. */
export async function estimateFee(client: Client, request: { from: Hex; to: Hex; value?: Hex; data?: Hex }): Promise<bigint> {
  const [gas, price] = await Promise.all([
    client.request({ method: 'eth_estimateGas', params: [request] }),
    client.request({ method: 'eth_gasPrice' }),
  ]);
  const parsed = [z.safeParse(quantitySchema, gas), z.safeParse(quantitySchema, price)];
  if (!parsed[0]!.success || !parsed[1]!.success) throw new BaseError('Malformed RPC reply', { details: 'eth_estimateGas / eth_gasPrice' });
  return BigInt(parsed[0]!.data) * BigInt(parsed[1]!.data);
}

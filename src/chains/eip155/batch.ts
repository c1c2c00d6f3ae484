import type { Hex } from 'viem';
import * as z from 'zod/mini';
import { BaseError } from '../../core/errors/base.ts';
import { rpcErrorCode } from '../../core/errors/rpcCode.ts';
import type { Eip1193Provider } from './provider.ts';

/**
 * EIP-5792 atomic batches: whether the wallet runs calls all-or-nothing on a chain (`wallet_getCapabilities`), one
 * `wallet_sendCalls` for them, and its outcome (`wallet_getCallsStatus`). A smart account runs a batch as one
 * operation; an EOA says `unsupported` and its caller sends the calls one by one.
 */

/** EIP-5792's error for a batch the wallet cannot run atomically (SPEC section 8: 'atomicity not supported'). */
export const ATOMICITY_NOT_SUPPORTED = 5760;

const POLL_MS = 500;
/** As long as a single transaction may take to be mined before the visitor is told. */
const SETTLED_TIMEOUT_MS = 120_000;

export type BatchCall = { to: Hex; data?: Hex; value?: Hex };

const capabilitiesSchema = z.record(z.string(), z.unknown());
const atomicSchema = z.object({ atomic: z.object({ status: z.enum(['supported', 'ready']) }) });

/** Whether the wallet says it runs `address`'s batches atomically on `chainId`; an error or another answer: no. */
export async function supportsAtomicBatch(provider: Eip1193Provider, address: Hex, chainId: number): Promise<boolean> {
  const chainIdHex = `0x${chainId.toString(16)}`;
  try {
    const parsed = z.safeParse(
      capabilitiesSchema,
      await provider.request({ method: 'wallet_getCapabilities', params: [address, [chainIdHex]] }),
    );
    if (!parsed.success) return false;
    const forChain = Object.entries(parsed.data).find(([chain]) => chain.toLowerCase() === chainIdHex)?.[1];
    return z.safeParse(atomicSchema, forChain).success;
  } catch {
    return false;
  }
}

/** EIP-5792 v2 answers `{ id }`; wallets on the first draft answered the id alone. */
const sendCallsReplySchema = z.union([z.object({ id: z.string().check(z.minLength(1)) }), z.string().check(z.minLength(1))]);
const callsStatusSchema = z.object({
  status: z.number(),
  receipts: z.optional(z.array(z.object({ status: z.string(), transactionHash: z.string() }))),
});

export type SettledBatch = { success: boolean; transactionHashes: Hex[] };

/**
 * Sends `calls` as one atomic batch and resolves once the wallet reports it settled (EIP-5792 status 200 confirmed,
 * anything from 400 on failed). Wallet errors (4001, 5760 …) pass through.
 */
export async function sendAtomicBatch(
  provider: Eip1193Provider,
  batch: { from: Hex; chainId: number; calls: BatchCall[] },
  timeoutMs = SETTLED_TIMEOUT_MS,
): Promise<SettledBatch> {
  const reply = z.safeParse(
    sendCallsReplySchema,
    await provider.request({
      method: 'wallet_sendCalls',
      params: [
        { version: '2.0.0', chainId: `0x${batch.chainId.toString(16)}`, from: batch.from, atomicRequired: true, calls: batch.calls },
      ],
    }),
  );
  if (!reply.success) throw new BaseError('Malformed RPC reply', { details: 'wallet_sendCalls' });
  const id = typeof reply.data === 'string' ? reply.data : reply.data.id;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = z.safeParse(callsStatusSchema, await provider.request({ method: 'wallet_getCallsStatus', params: [id] }));
    if (!status.success) throw new BaseError('Malformed RPC reply', { details: 'wallet_getCallsStatus' });
    if (status.data.status >= 200) {
      const receipts = status.data.receipts ?? [];
      return {
        success: status.data.status < 300 && receipts.every((receipt) => receipt.status === '0x1'),
        transactionHashes: receipts.map((receipt) => receipt.transactionHash as Hex),
      };
    }
    if (Date.now() > deadline) throw new BaseError('Transaction not confirmed in time', { details: id });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether a failed batch means the wallet cannot run it atomically, so the calls go one by one instead. */
export const isAtomicityUnsupported = (error: unknown) => rpcErrorCode(error) === ATOMICITY_NOT_SUPPORTED;

import * as z from 'zod/mini';
import { BaseError } from '../../core/errors/base.ts';
import type { Utxo } from './coinSelection.ts';

/**
 * An Esplora REST API (mempool.space's, or devcloud's regtest stand-in): UTXOs, transactions, fee estimates and
 * broadcast. Every answer is parsed; a malformed one is an EsploraError, never a half-read balance.
 */

/** SPEC section 9: HTTP JSON-RPC time-out. */
const TIMEOUT_MS = 10_000;
/** The confirmation target Send pays for (blocks): Esplora's "within an hour". */
const FEE_TARGET_BLOCKS = '6';

export class EsploraError extends BaseError {
  override name = 'EsploraError';
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super('Bitcoin API request failed', parameters);
  }
}

const sats = z.pipe(
  z.number().check(z.int(), z.gte(0)),
  z.transform((n) => BigInt(n)),
);
const status = z.object({ confirmed: z.boolean(), block_time: z.optional(z.number()) });
const utxos = z.array(
  z.object({ txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)), vout: z.number().check(z.int(), z.gte(0)), value: sats, status }),
);
const output = z.object({ scriptpubkey_address: z.optional(z.string()), value: sats });
const transactions = z.array(
  z.object({
    txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    status,
    vin: z.array(z.object({ prevout: z.nullable(z.optional(output)) })),
    vout: z.array(output),
  }),
);
export type EsploraTransaction = z.infer<typeof transactions>[number];
const feeEstimates = z.record(z.string(), z.number().check(z.gt(0)));

async function call(base: string, path: string, init?: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${base.replace(/\/+$/, '')}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new EsploraError({ cause: error, details: `${path}: unreachable` });
  }
  const text = await response.text();
  // Esplora answers a refused broadcast with the node's reason as plain text.
  if (!response.ok) throw new EsploraError({ details: `${path}: ${response.status} ${text.slice(0, 200)}` });
  return text;
}

async function getJson<T>(base: string, path: string, schema: z.ZodMiniType<T>): Promise<T> {
  const text = await call(base, path);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new EsploraError({ cause: error, details: `${path}: not JSON` });
  }
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new EsploraError({ cause: parsed.error, details: `${path}: malformed answer` });
  return parsed.data;
}

/** The address's unspent outputs, confirmed or still in the mempool. */
export async function fetchUtxos(base: string, address: string): Promise<Utxo[]> {
  const list = await getJson(base, `/address/${encodeURIComponent(address)}/utxo`, utxos);
  return list.map((u) => ({ txid: u.txid, vout: u.vout, value: u.value, confirmed: u.status.confirmed }));
}

/**
 * The address's transactions, newest first: its mempool ones, then a page of confirmed ones (Esplora lists 25); with
 * `afterTxid`, the confirmed ones after that transaction only.
 */
export function fetchTransactions(base: string, address: string, afterTxid?: string): Promise<EsploraTransaction[]> {
  const path = `/address/${encodeURIComponent(address)}/txs${afterTxid ? `/chain/${encodeURIComponent(afterTxid)}` : ''}`;
  return getJson(base, path, transactions);
}

/** The fee rate (sat/vB) for confirmation within about six blocks: that target, else the slowest one given, at least 1. */
export async function fetchFeeRate(base: string): Promise<number> {
  const estimates = await getJson(base, '/fee-estimates', feeEstimates);
  const rate = estimates[FEE_TARGET_BLOCKS] ?? Object.entries(estimates).sort(([a], [b]) => Number(b) - Number(a))[0]?.[1];
  return Math.max(1, rate ?? 1);
}

/** Broadcasts a signed transaction (hex); the transaction id the API answers. */
export async function broadcastTransaction(base: string, hex: string): Promise<string> {
  const txid = (await call(base, '/tx', { method: 'POST', body: hex, headers: { 'Content-Type': 'text/plain' } })).trim();
  if (!/^[0-9a-f]{64}$/.test(txid)) throw new EsploraError({ details: '/tx: the answer is not a transaction id' });
  return txid;
}

/** Confirmed and pending (mempool) satoshis of a list of unspent outputs. */
export function balanceOf(list: readonly Utxo[]): { confirmed: bigint; pending: bigint } {
  let confirmed = 0n;
  let pending = 0n;
  for (const utxo of list) {
    if (utxo.confirmed) confirmed += utxo.value;
    else pending += utxo.value;
  }
  return { confirmed, pending };
}

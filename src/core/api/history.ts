import * as z from 'zod/mini';
import type { HttpClient } from './http.ts';

/** One moved asset of a transaction (SPEC section 3, "Transaction history display"). */
export const historyTransferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      /** The real API leaves it out for some assets; the entry is kept. */
      symbol: z.optional(z.string()),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.nullable(z.string())),
      content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.string() }))) }))),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string(), decimals: z.optional(z.union([z.string(), z.number()])) }),
  value: z.optional(z.nullable(z.number())),
  price: z.optional(z.nullable(z.number())),
});
export type HistoryTransfer = z.infer<typeof historyTransferSchema>;

/** One transaction of `GET /v1/account/{address}/history`. */
export const historyTransactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.iso.datetime({ offset: true }),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
    chain: z.optional(z.string()),
  }),
  /** The real API answers `null` for a transaction that moved no asset (an approval, a contract call). */
  transfers: z.pipe(
    z.nullable(z.array(historyTransferSchema)),
    z.transform((transfers) => transfers ?? []),
  ),
});
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>;

/** The envelope is checked strictly; items one by one, so one bad item can't hide the page. */
export const historyResponseSchema = z.object({ data: z.array(z.unknown()), next: z.optional(z.nullable(z.string())) });

export type HistoryPage = { transactions: HistoryTransaction[]; next: string | null };

/** Keeps the items that satisfy the transaction schema; the rest are dropped. */
export function parseHistoryItems(items: readonly unknown[]): HistoryTransaction[] {
  const out: HistoryTransaction[] = [];
  for (const item of items) {
    const parsed = z.safeParse(historyTransactionSchema, item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** `GET /v1/account/{address}/history?chainId=&cursor=`: one page of the account's transactions, newest first. */
export async function fetchHistory(
  api: HttpClient,
  input: { address: string; caipNetworkId: string; cursor?: string; onramp?: string },
): Promise<HistoryPage> {
  const page = await api.get(`/v1/account/${input.address}/history`, historyResponseSchema, {
    chainId: input.caipNetworkId,
    cursor: input.cursor,
    onramp: input.onramp,
  });
  return { transactions: parseHistoryItems(page.data), next: page.next || null };
}

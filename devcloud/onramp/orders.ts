/**
 * On-ramp orders: created with the provider URL (`POST /v1/generators/onrampurl`), paid on the
 * sandbox page. Persisted in the state file (section `onramp`), newest last, the last 500 kept.
 */
import { z } from 'zod';
import type { StateStore } from '../state.ts';

const money = z.object({ amount: z.string(), currency: z.string() });

export const orderSchema = z.object({
  id: z.string(),
  provider: z.enum(['coinbase', 'meld']),
  partnerUserId: z.string(),
  createdAt: z.string(),
  /** The wallet the asset goes to (checksummed). */
  destination: z.string(),
  /** The on-ramp's network name (catalog.ts), and its EVM chain id when it has one. */
  network: z.string(),
  chainId: z.number().nullable(),
  asset: z.object({ symbol: z.string(), name: z.string(), decimals: z.number(), contract: z.string() }),
  /** The purchase in the asset's smallest unit, as text. */
  units: z.string().regex(/^\d+$/),
  paymentMethod: z.string(),
  quote: z.object({
    coinbaseFee: money,
    networkFee: money,
    paymentSubtotal: money,
    paymentTotal: money,
    purchaseAmount: money,
    quoteId: z.string(),
  }),
  status: z.enum(['created', 'paid']),
  /** The transfer that delivered the asset, once paid. */
  delivery: z
    .object({
      hash: z.string(),
      from: z.string(),
      blockNumber: z.number(),
      blockHash: z.string(),
      index: z.number(),
      nonce: z.number(),
      timestamp: z.number(),
    })
    .optional(),
});

export type OnrampOrder = z.infer<typeof orderSchema>;

const SECTION = 'onramp';
const sectionSchema = z.object({ orders: z.array(orderSchema) });
const KEPT = 500;

export type OrderStore = {
  add(order: OnrampOrder): void;
  get(id: string): OnrampOrder | undefined;
  /** Replaces the order with the same id. */
  update(order: OnrampOrder): void;
  list(): OnrampOrder[];
};

export function createOrderStore(state: StateStore): OrderStore {
  const all = () => state.read(SECTION, sectionSchema, { orders: [] }).orders;
  const save = (orders: OnrampOrder[]) => state.write(SECTION, { orders: orders.slice(-KEPT) });
  return {
    add: (order) => save([...all(), order]),
    get: (id) => all().find((order) => order.id === id),
    update: (order) => save(all().map((o) => (o.id === order.id ? order : o))),
    list: all,
  };
}

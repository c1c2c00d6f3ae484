/**
 * The on-ramp's purchases as the history API lists them (`GET /v1/account/:address/history?onramp=…`):
 * one item per paid order of that provider delivered to the account, newest first, `operationType:
 * 'buy'` and Coinbase's status `ONRAMP_TRANSACTION_STATUS_SUCCESS`, paged like the chain history.
 * Orders persist across restarts but the chains do not: an order whose delivery block is not on
 * the current chain (same number, same hash) is left out.
 */
import { createPublicClient, formatUnits, getAddress, http, type PublicClient } from 'viem';
import { caipOf } from '../blockchain/chains.ts';
import { compareKeys, encodeCursor, HISTORY_PAGE_SIZE, type HistoryTransfer, type SortKey } from '../blockchain/history.ts';
import { usdPrice } from '../blockchain/prices.ts';
import type { LocalChain } from '../chain/tokens.ts';
import type { OnrampOrder, OrderStore } from './orders.ts';

export const ONRAMP_SUCCESS = 'ONRAMP_TRANSACTION_STATUS_SUCCESS';

export type OnrampHistoryItem = {
  id: string;
  metadata: {
    operationType: 'buy';
    hash: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: typeof ONRAMP_SUCCESS;
    nonce: number;
    chain: string;
  };
  transfers: HistoryTransfer[];
};

export type OnrampHistory = {
  read(input: {
    address: string;
    provider: string;
    chains: readonly LocalChain[];
    cursor?: SortKey;
    origin: string;
    pageSize?: number;
  }): Promise<{ data: OnrampHistoryItem[]; next: string | null }>;
};

export function toOnrampItem(order: OnrampOrder, delivery: NonNullable<OnrampOrder['delivery']>, origin: string): OnrampHistoryItem {
  const numeric = formatUnits(BigInt(order.units), order.asset.decimals);
  const price = usdPrice(order.asset.symbol);
  const chain = caipOf(order.chainId ?? 0);
  return {
    id: `${chain}:${delivery.hash}`,
    metadata: {
      operationType: 'buy',
      hash: delivery.hash,
      minedAt: new Date(delivery.timestamp * 1000).toISOString(),
      sentFrom: getAddress(delivery.from),
      sentTo: getAddress(order.destination),
      status: ONRAMP_SUCCESS,
      nonce: delivery.nonce,
      chain,
    },
    transfers: [
      {
        fungible_info: {
          name: order.asset.name,
          symbol: order.asset.symbol,
          icon: { url: new URL(`/public/getTokenImage/${order.asset.symbol}`, origin).href },
        },
        direction: 'in',
        quantity: { numeric, decimals: String(order.asset.decimals) },
        value: Number(numeric) * price,
        price,
      },
    ],
  };
}

export function createOnrampHistory(orders: OrderStore): OnrampHistory {
  const clients = new Map<number, PublicClient>();
  /** Orders whose delivery block was found on the running chain (it stays there). */
  const onChain = new Set<string>();

  async function delivered(order: OnrampOrder, chain: LocalChain): Promise<boolean> {
    if (onChain.has(order.id)) return true;
    let client = clients.get(chain.chainId);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000 }), cacheTime: 0 });
      clients.set(chain.chainId, client);
    }
    const block = await client.getBlock({ blockNumber: BigInt(order.delivery!.blockNumber) }).catch(() => undefined);
    if (block?.hash !== order.delivery!.blockHash) return false;
    onChain.add(order.id);
    return true;
  }

  return {
    async read({ address, provider, chains, cursor, origin, pageSize = HISTORY_PAGE_SIZE }) {
      const candidates = orders
        .list()
        .filter(
          (o) => o.status === 'paid' && o.delivery && o.provider === provider && o.destination.toLowerCase() === address.toLowerCase(),
        );
      const items: Array<{ key: SortKey; item: OnrampHistoryItem }> = [];
      for (const order of candidates) {
        const chain = chains.find((c) => c.chainId === order.chainId);
        const delivery = order.delivery!;
        const key = { time: delivery.timestamp, chainId: order.chainId ?? 0, block: delivery.blockNumber, index: delivery.index };
        if (!chain || (cursor && compareKeys(cursor, key) >= 0) || !(await delivered(order, chain))) continue;
        items.push({ key, item: toOnrampItem(order, delivery, origin) });
      }
      items.sort((a, b) => compareKeys(a.key, b.key));
      const page = items.slice(0, pageSize);
      const last = page[page.length - 1];
      return { data: page.map((p) => p.item), next: items.length > pageSize && last ? encodeCursor(last.key) : null };
    },
  };
}

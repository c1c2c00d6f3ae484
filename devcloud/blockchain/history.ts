/**
 * Transaction history read from the real local chains (SPEC section 7, `GET /v1/account/{account}/history`).
 * Every block is read once (transactions, receipts, and the test tokens' Transfer logs) and kept per
 * block number; a request only scans the blocks mined since the last one. The answer is one item per
 * transaction that moved value to or from the account (or that the account sent), newest first.
 * ETH the market's router pays out inside a swap (no log of its own) is read from its Swap event, so
 * a swap to native shows as a trade.
 */
import { createPublicClient, formatUnits, getAddress, http, parseEventLogs, erc20Abi, type PublicClient } from 'viem';
import { routerAbi } from '../chain/marketAbi.ts';
import type { DeployedToken, LocalChain, LocalChainInfo } from '../chain/tokens.ts';
import { caipOf } from './chains.ts';
import { usdPrice } from './prices.ts';

/** One item of the history answer (SPEC section 3, "Transaction history display"). */
export type HistoryTransfer = {
  fungible_info: { name: string; symbol: string; icon: { url: string } };
  direction: 'in' | 'out' | 'self';
  quantity: { numeric: string; decimals: string };
  value: number;
  price: number;
};

export type HistoryTransaction = {
  id: string;
  metadata: {
    operationType: 'send' | 'receive' | 'execute' | 'mint' | 'burn' | 'deploy' | 'trade';
    hash: `0x${string}`;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed';
    nonce: number;
    chain: string;
  };
  transfers: HistoryTransfer[];
};

/** Where an item sits in the newest-first order; the cursor is the key of the last item of a page. */
export type SortKey = { time: number; chainId: number; block: number; index: number };

type TokenMove = { token: DeployedToken; from: string; to: string; raw: bigint };
type IndexedTx = {
  chainId: number;
  hash: `0x${string}`;
  block: number;
  index: number;
  time: number;
  from: string;
  to: string | null;
  contract: string | null;
  nonce: number;
  value: bigint;
  hasInput: boolean;
  status: 'confirmed' | 'failed';
  moves: TokenMove[];
};

export type HistoryPage = { data: HistoryTransaction[]; next: string | null };

export type HistoryReader = {
  /** A page of `address`'s history on the given chains, after `cursor` (the key of the previous page's last item). */
  read(input: {
    address: `0x${string}`;
    chains: readonly LocalChain[];
    cursor?: SortKey;
    origin: string;
    pageSize?: number;
  }): Promise<HistoryPage>;
};

export const HISTORY_PAGE_SIZE = 20;
const SCAN_CONCURRENCY = 16;
const ZERO = '0x0000000000000000000000000000000000000000';
const NATIVE = { name: 'Ethereum', symbol: 'ETH', decimals: 18 };
/** How the market router's Swap event names native ETH (contracts/MarketRouter.sol). */
const NATIVE_PLACEHOLDER = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** Opaque to clients: base64url of the sort key. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify([key.time, key.chainId, key.block, key.index])).toString('base64url');
}

/** The key in a cursor, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): SortKey | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4 || !value.every((n) => Number.isSafeInteger(n) && n >= 0)) return undefined;
    const [time, chainId, block, index] = value as number[];
    return { time: time!, chainId: chainId!, block: block!, index: index! };
  } catch {
    return undefined;
  }
}

/** Newest first: later time, then higher chain id, block and position. */
export function compareKeys(a: SortKey, b: SortKey): number {
  return b.time - a.time || b.chainId - a.chainId || b.block - a.block || b.index - a.index;
}

const keyOf = (tx: IndexedTx): SortKey => ({ time: tx.time, chainId: tx.chainId, block: tx.block, index: tx.index });
const same = (a: string | null | undefined, b: string) => Boolean(a) && a!.toLowerCase() === b.toLowerCase();

function transferOf(
  fields: { name: string; symbol: string; decimals: number; raw: bigint; direction: HistoryTransfer['direction'] },
  origin: string,
): HistoryTransfer {
  const numeric = formatUnits(fields.raw, fields.decimals);
  const price = usdPrice(fields.symbol);
  return {
    fungible_info: {
      name: fields.name,
      symbol: fields.symbol,
      icon: { url: new URL(`/public/getTokenImage/${fields.symbol}`, origin).href },
    },
    direction: fields.direction,
    quantity: { numeric, decimals: String(fields.decimals) },
    value: Number(numeric) * price,
    price,
  };
}

/** The account's view of one transaction, or undefined when it does not concern the account. */
export function toHistoryItem(tx: IndexedTx, address: string, origin: string): HistoryTransaction | undefined {
  const sent = same(tx.from, address);
  const moves = tx.moves.filter((m) => same(m.from, address) || same(m.to, address));
  const nativeMoves = tx.status === 'confirmed' && tx.value > 0n && (sent || same(tx.to, address));
  if (!sent && moves.length === 0 && !nativeMoves) return undefined;

  const direction = (from: string, to: string | null): HistoryTransfer['direction'] =>
    same(from, address) && same(to, address) ? 'self' : same(from, address) ? 'out' : 'in';
  const transfers: HistoryTransfer[] = [];
  if (nativeMoves) transfers.push(transferOf({ ...NATIVE, raw: tx.value, direction: direction(tx.from, tx.to) }, origin));
  for (const move of moves) transfers.push(transferOf({ ...move.token, raw: move.raw, direction: direction(move.from, move.to) }, origin));

  // The parties of the operation: for a single token transfer, its sender and recipient (not the token contract).
  let sentFrom = tx.from;
  let sentTo = tx.to ?? tx.contract ?? ZERO;
  let operationType: HistoryTransaction['metadata']['operationType'];
  const ins = transfers.filter((t) => t.direction === 'in').length;
  const outs = transfers.filter((t) => t.direction === 'out').length;
  const single = moves.length === 1 && !nativeMoves ? moves[0] : undefined;
  if (single && !(sent && !tx.to)) {
    sentFrom = single.from;
    sentTo = single.to;
  }
  // A plain transfer (native with no call data, or one token Transfer) is a send or receive; a call that
  // moved value both ways is a trade; any other call the account made is an execute.
  const plain = Boolean(single) || !tx.hasInput;
  if (!tx.to && sent) operationType = 'deploy';
  else if (single && same(single.from, ZERO)) operationType = 'mint';
  else if (single && same(single.to, ZERO)) operationType = 'burn';
  else if (ins > 0 && outs > 0) operationType = 'trade';
  else if (outs > 0 && plain) operationType = 'send';
  else if (ins > 0 && (plain || !sent)) operationType = 'receive';
  else if (sent && tx.status === 'failed' && tx.value > 0n && !tx.hasInput) operationType = 'send';
  else operationType = 'execute';

  return {
    id: `${caipOf(tx.chainId)}:${tx.hash}`,
    metadata: {
      operationType,
      hash: tx.hash,
      minedAt: new Date(tx.time * 1000).toISOString(),
      sentFrom: getAddress(sentFrom),
      sentTo: getAddress(sentTo),
      status: tx.status,
      nonce: tx.nonce,
      chain: caipOf(tx.chainId),
    },
    transfers,
  };
}

/** The block index of one chain: transactions by block number, scanned up to `scanned`. */
type ChainIndex = { client: PublicClient; blocks: Map<number, IndexedTx[]>; scanned: number; syncing?: Promise<void> };

export function createHistoryReader(info: LocalChainInfo): HistoryReader {
  const indexes = new Map<number, ChainIndex>();
  const indexFor = (chain: LocalChain) => {
    let index = indexes.get(chain.chainId);
    if (!index) {
      // No block-number cache: a read must see the block mined a moment ago.
      const client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000 }), cacheTime: 0 });
      index = { client, blocks: new Map(), scanned: -1 };
      indexes.set(chain.chainId, index);
    }
    return index;
  };

  async function readBlock(chain: LocalChain, client: PublicClient, number: number): Promise<IndexedTx[]> {
    const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: true });
    const tokens = info.tokens.filter((t) => t.chainId === chain.chainId);
    return Promise.all(
      block.transactions.map(async (tx, i) => {
        const receipt = await client.getTransactionReceipt({ hash: tx.hash });
        const moves: TokenMove[] = [];
        for (const log of parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true })) {
          const token = tokens.find((t) => same(t.address, log.address));
          if (token) moves.push({ token, from: log.args.from, to: log.args.to, raw: log.args.value });
        }
        const router = info.market?.chainId === chain.chainId ? info.market.router : undefined;
        const routerLogs = router ? receipt.logs.filter((log) => same(log.address, router)) : [];
        for (const log of parseEventLogs({ abi: routerAbi, eventName: 'Swap', logs: routerLogs, strict: true })) {
          if (!same(log.args.tokenOut, NATIVE_PLACEHOLDER)) continue;
          moves.push({
            token: { chainId: chain.chainId, address: NATIVE_PLACEHOLDER, ...NATIVE },
            from: log.address,
            to: log.args.to,
            raw: log.args.amountOut,
          });
        }
        return {
          chainId: chain.chainId,
          hash: tx.hash,
          block: number,
          index: tx.transactionIndex ?? i,
          time: Number(block.timestamp),
          from: tx.from,
          to: tx.to ?? null,
          contract: receipt.contractAddress ?? null,
          nonce: tx.nonce,
          value: tx.value,
          hasInput: tx.input !== '0x',
          status: receipt.status === 'success' ? 'confirmed' : 'failed',
          moves,
        } satisfies IndexedTx;
      }),
    );
  }

  /** Reads the blocks mined since the last scan (once at a time per chain). */
  async function sync(chain: LocalChain): Promise<ChainIndex> {
    const index = indexFor(chain);
    while (index.syncing) await index.syncing;
    const run = (async () => {
      const head = Number(await index.client.getBlockNumber());
      if (head < index.scanned) {
        // The chain was reset (anvil_reset or a restart on the same port): start over.
        index.blocks.clear();
        index.scanned = -1;
      }
      const todo: number[] = [];
      for (let n = index.scanned + 1; n <= head; n++) todo.push(n);
      for (let start = 0; start < todo.length; start += SCAN_CONCURRENCY) {
        const batch = todo.slice(start, start + SCAN_CONCURRENCY);
        const read = await Promise.all(batch.map((n) => readBlock(chain, index.client, n)));
        for (const [i, n] of batch.entries()) index.blocks.set(n, read[i] ?? []);
        index.scanned = batch[batch.length - 1] ?? index.scanned;
      }
    })();
    index.syncing = run;
    try {
      await run;
    } finally {
      index.syncing = undefined;
    }
    return index;
  }

  return {
    async read({ address, chains, cursor, origin, pageSize = HISTORY_PAGE_SIZE }) {
      const synced = await Promise.all(chains.map((chain) => sync(chain)));
      const items: Array<{ key: SortKey; item: HistoryTransaction }> = [];
      for (const index of synced) {
        for (const txs of index.blocks.values()) {
          for (const tx of txs) {
            const key = keyOf(tx);
            if (cursor && compareKeys(cursor, key) >= 0) continue;
            const item = toHistoryItem(tx, address, origin);
            if (item) items.push({ key, item });
          }
        }
      }
      items.sort((a, b) => compareKeys(a.key, b.key));
      const page = items.slice(0, pageSize);
      const last = page[page.length - 1];
      return { data: page.map((p) => p.item), next: items.length > pageSize && last ? encodeCursor(last.key) : null };
    },
  };
}

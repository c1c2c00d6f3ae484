import type { HistoryPage, HistoryTransaction } from '../../core/api/history.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { EsploraError, fetchTransactions, type EsploraTransaction } from './esplora.ts';
import { esploraUrlOf } from './network.ts';
import { formatSats } from './units.ts';

/** Esplora lists an address's confirmed transactions 25 at a time: a full page means there may be more. */
const CONFIRMED_PER_PAGE = 25;

/** The first address among `addresses` that is not `own`. */
const other = (addresses: Array<string | undefined>, own: string) => addresses.find((a) => a !== undefined && a !== own);

/**
 * One Esplora transaction as an Activity row of `address`: sent when it took more from the address's outputs than it
 * paid back to it (the amount is what the address lost, the fee included), received when it paid the address more.
 * Pending until mined; a mempool transaction has no block time, so it is dated `now`.
 */
export function bitcoinHistoryItem(
  tx: EsploraTransaction,
  address: string,
  currency: { name: string; symbol: string },
  now: Date = new Date(),
): HistoryTransaction {
  let spent = 0n;
  let received = 0n;
  for (const input of tx.vin) if (input.prevout?.scriptpubkey_address === address) spent += input.prevout.value;
  for (const output of tx.vout) if (output.scriptpubkey_address === address) received += output.value;
  const net = received - spent;
  const direction = net < 0n ? 'out' : net > 0n ? 'in' : 'self';
  const payee = other(
    tx.vout.map((o) => o.scriptpubkey_address),
    address,
  );
  // A coinbase has no previous output to name.
  const payer = other(
    tx.vin.map((i) => i.prevout?.scriptpubkey_address),
    address,
  );
  const confirmedAt = tx.status.confirmed && tx.status.block_time !== undefined ? new Date(tx.status.block_time * 1000) : undefined;
  return {
    id: tx.txid,
    metadata: {
      operationType: direction === 'out' ? 'send' : direction === 'in' ? 'receive' : '',
      hash: tx.txid,
      minedAt: (confirmedAt ?? now).toISOString(),
      sentFrom: direction === 'in' ? (payer ?? 'coinbase') : address,
      sentTo: direction === 'in' ? address : (payee ?? address),
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      // Bitcoin transactions have no nonce.
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: currency,
        direction,
        quantity: { numeric: formatSats(net < 0n ? -net : net), decimals: 8 },
      },
    ],
  };
}

/**
 * A page of the address's Activity from the network's Esplora API: the mempool transactions and the newest confirmed
 * ones; `cursor` (the last confirmed txid shown) asks for the confirmed ones after it. Throws EsploraError.
 */
export async function fetchBitcoinHistory(network: CaipNetwork, address: string, cursor?: string): Promise<HistoryPage> {
  const base = esploraUrlOf(network);
  if (!base) throw new EsploraError({ details: `${network.caipNetworkId} has no Esplora URL` });
  const list = await fetchTransactions(base, address, cursor);
  const now = new Date();
  const confirmed = list.filter((tx) => tx.status.confirmed);
  const last = confirmed[confirmed.length - 1];
  return {
    transactions: list.map((tx) => bitcoinHistoryItem(tx, address, network.nativeCurrency, now)),
    next: confirmed.length >= CONFIRMED_PER_PAGE && last ? last.txid : null,
  };
}

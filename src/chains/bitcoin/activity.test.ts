import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetwork } from '../../core/caip.ts';
import { bitcoinHistoryItem, fetchBitcoinHistory } from './activity.ts';
import { EsploraError, type EsploraTransaction } from './esplora.ts';

const ME = 'bcrt1qme';
const OTHER = 'bcrt1qother';
const FUNDER = 'bcrt1qfunder';
const BTC = { name: 'Bitcoin', symbol: 'BTC' };
const NOW = new Date('2026-11-28T05:00:00.000Z');
const txid = (n: number) => n.toString(16).padStart(64, '0');
const regtest: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://esplora.test/api/'] } },
};

/** An Esplora transaction as the API answers it (values in satoshis, numbers). */
const raw = (n: number, inputs: Array<[string, number] | null>, outputs: Array<[string, number]>, blockTime?: number) => ({
  txid: txid(n),
  status: blockTime === undefined ? { confirmed: false } : { confirmed: true, block_height: 7, block_time: blockTime },
  vin: inputs.map((input) => ({ prevout: input && { scriptpubkey_address: input[0], value: input[1] } })),
  vout: outputs.map(([address, value]) => ({ scriptpubkey_address: address, value })),
});
const parsed = (tx: ReturnType<typeof raw>): EsploraTransaction => ({
  ...tx,
  vin: tx.vin.map((i) => ({ prevout: i.prevout && { ...i.prevout, value: BigInt(i.prevout.value) } })),
  vout: tx.vout.map((o) => ({ ...o, value: BigInt(o.value) })),
});

describe('Bitcoin activity rows', () => {
  it('a send: the address lost what it paid out and the fee; to the first other output; pending, dated now', () => {
    const tx = parsed(
      raw(
        1,
        [
          [ME, 300_000],
          [ME, 200_000],
        ],
        [
          [OTHER, 100_000],
          [ME, 399_350],
        ],
      ),
    );
    expect(bitcoinHistoryItem(tx, ME, BTC, NOW)).toEqual({
      id: txid(1),
      metadata: {
        operationType: 'send',
        hash: txid(1),
        minedAt: NOW.toISOString(),
        sentFrom: ME,
        sentTo: OTHER,
        status: 'pending',
        nonce: 0,
      },
      transfers: [{ fungible_info: BTC, direction: 'out', quantity: { numeric: '0.0010065', decimals: 8 } }],
    });
  });

  it('a receive: what the outputs paid the address, from the first other input; confirmed at the block time', () => {
    const blockTime = 1_764_300_000;
    const item = bitcoinHistoryItem(
      parsed(
        raw(
          2,
          [[FUNDER, 1_000_000]],
          [
            [ME, 250_000],
            [FUNDER, 749_000],
          ],
          blockTime,
        ),
      ),
      ME,
      BTC,
      NOW,
    );
    expect(item.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: FUNDER,
      sentTo: ME,
      status: 'confirmed',
      minedAt: new Date(blockTime * 1000).toISOString(),
    });
    expect(item.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.0025' } });
  });

  it('a coinbase names no address; a transaction that moved nothing of the address is neither sent nor received', () => {
    const coinbase = bitcoinHistoryItem(parsed(raw(3, [null], [[ME, 5_000_000_000]], 1)), ME, BTC, NOW);
    expect(coinbase.metadata).toMatchObject({ operationType: 'receive', sentFrom: 'coinbase' });
    expect(coinbase.transfers[0]?.quantity.numeric).toBe('50');
    const neutral = bitcoinHistoryItem(parsed(raw(4, [[ME, 1000]], [[ME, 1000]])), ME, BTC, NOW);
    expect(neutral.metadata.operationType).toBe('');
    expect(neutral.transfers[0]).toMatchObject({ direction: 'self', quantity: { numeric: '0' } });
  });
});

describe('fetchBitcoinHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(body: unknown) {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it("reads the address's transactions; a full page of confirmed ones gives the cursor the next page is asked with", async () => {
    const confirmed = Array.from({ length: 25 }, (_, i) => raw(100 + i, [[FUNDER, 2000]], [[ME, 1000]], 1000 - i));
    const fetch = answer([raw(1, [[ME, 5000]], [[OTHER, 4000]]), ...confirmed]);
    const page = await fetchBitcoinHistory(regtest, ME);
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://esplora.test/api/address/${ME}/txs`);
    expect(page.transactions).toHaveLength(26);
    expect(page.transactions[0]?.metadata).toMatchObject({ operationType: 'send', status: 'pending' });
    expect(page.next).toBe(txid(124));

    const more = answer([raw(200, [[FUNDER, 2000]], [[ME, 1000]], 10)]);
    expect((await fetchBitcoinHistory(regtest, ME, txid(124))).next).toBeNull();
    expect(more.mock.calls[0]?.[0]).toBe(`http://esplora.test/api/address/${ME}/txs/chain/${txid(124)}`);
  });

  it('rejects a malformed answer rather than showing a wrong amount', async () => {
    answer([raw(1, [[ME, -5]], [[OTHER, 4000]])]);
    await expect(fetchBitcoinHistory(regtest, ME)).rejects.toBeInstanceOf(EsploraError);
    answer([{ ...raw(1, [], [[OTHER, 1]]), txid: 'not a txid' }]);
    await expect(fetchBitcoinHistory(regtest, ME)).rejects.toBeInstanceOf(EsploraError);
  });
});

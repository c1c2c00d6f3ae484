import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityAtom } from '../../atoms/activity.ts';
import { supportedChainsAtom } from '../../atoms/caches.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { historyItem } from '../../core/api/history.fixture.ts';
import { queuedHttpClient } from '../../core/api/queuedHttp.fixture.ts';
import { ApiError } from '../../core/errors/api.ts';
import type { ResolvedOptions } from '../../core/options.ts';
import { ACTIVITY_ERROR, createActivityActions, mergeTransactions } from './actions.ts';

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const anvil = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

/** A data API that answers from a queue of bodies (or errors), parsing them like the real client. */
function setup(answers: Array<unknown | Error>) {
  const store = createInstanceStore();
  store.set(activeNamespaceAtom, 'eip155');
  store.set(activeNetworkAtom, anvil);
  store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'x', address: ADDRESS });
  store.set(supportedChainsAtom, ['eip155:31337']);
  const { api, queries: calls } = queuedHttpClient(answers);
  const actions = createActivityActions({ store, options: {} as ResolvedOptions, debug: vi.fn() }, api);
  return { store, actions, calls };
}

describe('activity actions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the first page, loads more with the cursor and de-duplicates by id', async () => {
    const { store, actions, calls } = setup([
      { data: [historyItem('a'), historyItem('b')], next: 'c1' },
      { data: [historyItem('b'), historyItem('c')], next: null },
    ]);
    await actions.load();
    expect(store.get(activityAtom)).toMatchObject({ status: 'ready', account: `eip155:31337:${ADDRESS}`, next: 'c1' });
    await actions.loadMore();
    expect(store.get(activityAtom).transactions.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(store.get(activityAtom).next).toBeNull();
    expect(calls.map((q) => q?.cursor)).toEqual([undefined, 'c1']);
    await actions.loadMore(); // nothing left: no request
    expect(calls).toHaveLength(2);
  });

  it('shows an error on a failed first page, and retry loads it', async () => {
    const { store, actions } = setup([
      new ApiError('Request failed with status 503', { status: 503 }),
      { data: [historyItem('a')], next: null },
    ]);
    await actions.load();
    expect(store.get(activityAtom)).toMatchObject({ status: 'error', error: ACTIVITY_ERROR, transactions: [] });
    await actions.retry();
    expect(store.get(activityAtom)).toMatchObject({ status: 'ready', error: null });
    expect(store.get(activityAtom).transactions).toHaveLength(1);
  });

  it('keeps the loaded items when the next page fails; retry asks for that page again', async () => {
    const { store, actions, calls } = setup([
      { data: [historyItem('a')], next: 'c1' },
      new Error('offline'),
      { data: [historyItem('b')], next: null },
    ]);
    await actions.load();
    await actions.loadMore();
    expect(store.get(activityAtom)).toMatchObject({ status: 'ready', error: ACTIVITY_ERROR, next: 'c1' });
    expect(store.get(activityAtom).transactions).toHaveLength(1);
    await actions.retry();
    expect(store.get(activityAtom).transactions.map((t) => t.id)).toEqual(['a', 'b']);
    expect(calls.map((q) => q?.cursor)).toEqual([undefined, 'c1', 'c1']);
  });

  it('drops an answer for an account no longer connected, and asks nothing for an unsupported network', async () => {
    const { store, actions, calls } = setup([{ data: [historyItem('a')], next: null }]);
    const pending = actions.load();
    store.set(connectionAtom('eip155'), { status: 'disconnected' });
    await actions.load();
    await pending;
    expect(store.get(activityAtom)).toMatchObject({ status: 'idle', transactions: [] });

    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'x', address: ADDRESS });
    store.set(activeNetworkAtom, { ...anvil, id: 10, caipNetworkId: 'eip155:10' });
    await actions.load();
    expect(store.get(activityAtom)).toMatchObject({ status: 'ready', transactions: [] });
    expect(calls).toHaveLength(1);
  });

  it("on a Bitcoin network lists the address's transactions from the network's Esplora API, not the data API", async () => {
    const { store, actions, calls } = setup([]);
    const address = 'bcrt1qpayment';
    store.set(activeNamespaceAtom, 'bip122');
    store.set(activeNetworkAtom, {
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://esplora.test/api'] } },
    });
    store.set(connectionAtom('bip122'), { status: 'connected', connectorId: 'x', address });
    const sent = {
      txid: 'ab'.repeat(32),
      status: { confirmed: false },
      vin: [{ prevout: { scriptpubkey_address: address, value: 300_000 } }],
      vout: [
        { scriptpubkey_address: 'bcrt1qother', value: 100_000 },
        { scriptpubkey_address: address, value: 199_000 },
      ],
    };
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify([sent])));
    vi.stubGlobal('fetch', fetch);
    await actions.load();
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://esplora.test/api/address/${address}/txs`);
    expect(calls).toHaveLength(0);
    const state = store.get(activityAtom);
    expect(state).toMatchObject({ status: 'ready', next: null, account: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${address}` });
    expect(state.transactions.map((t) => [t.metadata.operationType, t.metadata.status, t.transfers[0]?.quantity.numeric])).toEqual([
      ['send', 'pending', '0.00101'],
    ]);
  });

  it('merges without duplicates', () => {
    const a = historyItem('a') as never;
    expect(mergeTransactions([a], [a]).length).toBe(1);
  });
});

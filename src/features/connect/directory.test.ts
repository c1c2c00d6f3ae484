import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import * as z from 'zod/mini';
import { certifiedOnlyAtom, connectListsAtom, directoryPagesAtom, directorySearchAtom } from '../../atoms/directory.ts';
import type { HttpClient } from '../../core/api/http.ts';
import { ApiError } from '../../core/errors/api.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { LIMITS } from '../../core/constants.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { createDirectoryActions, SEARCH_TYPING_PAUSE_MS } from './directory.ts';

const TOTAL = 100;
/** Every tenth wallet carries WalletConnect's certified badge, as the Explorer marks them. */
const all = Array.from({ length: TOTAL }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_id: `i${i}`,
  badge_type: i % 10 === 0 ? 'certified' : 'none',
}));
const net = {
  id: 1,
  caipNetworkId: 'eip155:1' as const,
  chainNamespace: 'eip155' as const,
  name: 'E',
  nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};

type Call = Record<string, string | number | boolean | undefined>;
function directoryApi(fail?: () => ApiError | undefined) {
  const calls: Call[] = [];
  const api = {
    url: (path: string) => `http://api${path}`,
    post: vi.fn(),
    get: vi.fn(async (_path: string, schema: z.ZodMiniType, query: Call) => {
      calls.push(query);
      const error = fail?.();
      if (error) throw error;
      const include = typeof query.include === 'string' ? query.include.split(',') : undefined;
      const search = typeof query.search === 'string' ? query.search.toLowerCase() : undefined;
      const matches = all.filter(
        (w) =>
          (!include || include.includes(w.id)) &&
          (!search || w.name.toLowerCase().includes(search)) &&
          (!query.badge_type || w.badge_type === query.badge_type),
      );
      const page = Number(query.page);
      const entries = Number(query.entries);
      return z.parse(schema, { count: matches.length, data: matches.slice((page - 1) * entries, page * entries) });
    }),
  } as unknown as HttpClient;
  return { api, calls };
}

const setup = (opts: { fail?: () => ApiError | undefined; featured?: string[] } = {}) => {
  const store = createStore();
  const backing = new Map<string, string>();
  const storage = createStorage({
    getItem: (k) => backing.get(k) ?? null,
    setItem: (k, v) => void backing.set(k, v),
    removeItem: (k) => void backing.delete(k),
  });
  const { api, calls } = directoryApi(opts.fail);
  const track = vi.fn();
  const actions = createDirectoryActions({
    store,
    api,
    storage,
    options: { networks: [net], featuredWalletIds: opts.featured, excludeWalletIds: ['w99'] },
    track,
  });
  return { store, storage, actions, calls, track };
};

describe('directory actions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appends pages of 40 and stops at the count', async () => {
    const { store, actions, calls } = setup();
    await actions.loadNextPage();
    await actions.loadNextPage();
    await actions.loadNextPage();
    await actions.loadNextPage();
    const state = store.get(directoryPagesAtom);
    expect(state.wallets).toHaveLength(TOTAL);
    expect(new Set(state.wallets.map((w) => w.id)).size).toBe(TOTAL);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(calls[0]).toMatchObject({ entries: 40, chains: 'eip155:1', exclude: 'w99' });
  });

  it('does not start a second request for the same page', async () => {
    const { actions, calls } = setup();
    await Promise.all([actions.loadNextPage(), actions.loadNextPage()]);
    expect(calls).toHaveLength(1);
  });

  it('keeps loaded wallets on a 429 and retries the page', async () => {
    let failNext = false;
    const { store, actions } = setup({ fail: () => (failNext ? ((failNext = false), new ApiError('x', { status: 429 })) : undefined) });
    await actions.loadNextPage();
    failNext = true;
    await actions.loadNextPage();
    expect(store.get(directoryPagesAtom)).toMatchObject({ status: 'error', page: 1 });
    expect(store.get(directoryPagesAtom).wallets).toHaveLength(40);
    expect(store.get(directoryPagesAtom).error).toMatch(/Too many requests/);
    await actions.retry();
    expect(store.get(directoryPagesAtom)).toMatchObject({ status: 'ready', page: 2, error: null });
    expect(store.get(directoryPagesAtom).wallets).toHaveLength(80);
  });

  it('asks once typing pauses, for up to 100 results, and shows them 300 ms after the last keystroke', async () => {
    const { store, actions, calls } = setup();
    actions.setSearch('w');
    vi.advanceTimersByTime(SEARCH_TYPING_PAUSE_MS - 1);
    actions.setSearch('wallet 1');
    vi.advanceTimersByTime(SEARCH_TYPING_PAUSE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([expect.objectContaining({ search: 'wallet 1', entries: 100, page: 1 })]);
    // Answered, but the SPEC's minimum wait has not passed: still searching, the answer there to be rendered hidden.
    await vi.advanceTimersByTimeAsync(LIMITS.searchMinWait - SEARCH_TYPING_PAUSE_MS - 1);
    expect(store.get(directorySearchAtom)).toMatchObject({ status: 'loading', resultsFor: 'wallet 1' });
    const prepared = store.get(directorySearchAtom).results;
    expect(prepared.map((w) => w.id)).toContain('w10');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(directorySearchAtom)).toMatchObject({ status: 'ready', resultsFor: 'wallet 1' });
    // Revealed as rendered: the same list, so the view has nothing to render again.
    expect(store.get(directorySearchAtom).results).toBe(prepared);
    actions.setSearch('');
    expect(store.get(directorySearchAtom)).toMatchObject({ status: 'idle', results: [] });
  });

  it('neither prepares nor shows an answer a later keystroke made stale', async () => {
    const { store, actions, calls } = setup();
    actions.setSearch('wallet');
    vi.advanceTimersByTime(SEARCH_TYPING_PAUSE_MS);
    expect(calls).toHaveLength(1);
    // Typed on while the answer to 'wallet' is on its way (not yet read: no await since the request).
    actions.setSearch('wallet 2');
    await vi.advanceTimersByTimeAsync(SEARCH_TYPING_PAUSE_MS - 1);
    expect(store.get(directorySearchAtom)).toMatchObject({ status: 'loading', resultsFor: '', results: [] });
    await vi.advanceTimersByTimeAsync(LIMITS.searchMinWait);
    expect(store.get(directorySearchAtom)).toMatchObject({ status: 'ready', resultsFor: 'wallet 2' });
  });

  it('loads featured in the given order, and recommended with the directory count', async () => {
    const { store, storage, actions, calls } = setup({ featured: ['w5', 'w2'] });
    storage.set(STORAGE_KEYS.recentWallets, [{ id: 'w0', name: 'Wallet 0' }]);
    await actions.loadConnectLists();
    const lists = store.get(connectListsAtom);
    expect(lists.featured.map((w) => w.id)).toEqual(['w5', 'w2']);
    expect(lists.count).toBe(TOTAL);
    expect(lists.recommended.length).toBeGreaterThanOrEqual(4);
    expect(calls.find((c) => c.include === 'w5,w2')).toMatchObject({ entries: 2 });
    await actions.loadConnectLists();
    expect(calls).toHaveLength(2);
  });

  it('certified only starts the pages over with badge_type=certified, drops a page asked for the old list, and asks the search again', async () => {
    const { store, actions, calls } = setup();
    await actions.loadNextPage();
    const stalePage = actions.loadNextPage();
    actions.setCertifiedOnly(true);
    await stalePage;
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(certifiedOnlyAtom)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ page: 1, entries: 40, badge_type: 'certified' });
    const certified = store.get(directoryPagesAtom);
    expect(certified).toMatchObject({ status: 'ready', page: 1, count: 10 });
    expect(certified.wallets.map((w) => w.id)).toEqual(['w0', 'w10', 'w20', 'w30', 'w40', 'w50', 'w60', 'w70', 'w80', 'w90']);

    actions.setSearch('wallet 1');
    await vi.advanceTimersByTimeAsync(LIMITS.searchMinWait);
    expect(calls.at(-1)).toMatchObject({ search: 'wallet 1', badge_type: 'certified' });
    expect(store.get(directorySearchAtom).results.map((w) => w.id)).toEqual(['w10']);

    // Off again: the whole directory comes back, and the search is asked again without the badge.
    const before = calls.length;
    actions.setCertifiedOnly(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(before)).toEqual([
      expect.objectContaining({ page: 1, badge_type: undefined }),
      expect.objectContaining({ search: 'wallet 1', badge_type: undefined }),
    ]);
    expect(store.get(directoryPagesAtom)).toMatchObject({ status: 'ready', page: 1, count: TOTAL });
    expect(store.get(directoryPagesAtom).wallets).toHaveLength(40);
    expect(store.get(directorySearchAtom).results.length).toBeGreaterThan(1);
    // Turning it to what it already is asks nothing.
    actions.setCertifiedOnly(false);
    expect(calls).toHaveLength(before + 2);
  });

  it("tracks AppKit's SEARCH_WALLET with the badge and the text once a search's answer is in", async () => {
    const { actions, track } = setup();
    await actions.loadConnectLists();
    await actions.loadNextPage();
    await actions.loadNextPage();
    actions.setSearch('  wallet 1 ');
    await vi.advanceTimersByTimeAsync(SEARCH_TYPING_PAUSE_MS - 1);
    // Neither the Connect lists, the pages, nor a search still waiting for typing to pause.
    expect(track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(track.mock.calls).toEqual([['SEARCH_WALLET', { badge: '', search: 'wallet 1' }]]);
    // Certified only asks the open search again, with the badge: one event, as AppKit's one search.
    actions.setCertifiedOnly(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(track.mock.calls.slice(1)).toEqual([['SEARCH_WALLET', { badge: 'certified', search: 'wallet 1' }]]);
    // Without a search, the certified list is AppKit's search with the badge and no text: its first page is the event.
    actions.setSearch('');
    actions.setCertifiedOnly(false);
    await vi.advanceTimersByTimeAsync(0);
    actions.setCertifiedOnly(true);
    await vi.advanceTimersByTimeAsync(0);
    await actions.loadNextPage();
    expect(track.mock.calls.slice(2)).toEqual([['SEARCH_WALLET', { badge: 'certified', search: '' }]]);
  });

  it("the Connect view's lists never carry the badge", async () => {
    const { actions, calls } = setup();
    actions.setCertifiedOnly(true);
    await actions.loadConnectLists();
    expect(calls.filter((c) => c.page === 1 && c.entries !== 40).every((c) => c.badge_type === undefined)).toBe(true);
  });
});

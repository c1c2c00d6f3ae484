import {
  certifiedOnlyAtom,
  connectListsAtom,
  directoryPagesAtom,
  directorySearchAtom,
  isMobileAtom,
  knownWalletsAtom,
  type DirectoryActions,
  type DirectoryWallet,
} from '../../atoms/directory.ts';
import type { Store } from '../../atoms/store.ts';
import { appendUnique, fetchWallets, walletImageUrl, type WalletsQuery } from '../../core/api/directory.ts';
import type { HttpClient } from '../../core/api/http.ts';
import { LIMITS } from '../../core/constants.ts';
import { ApiError } from '../../core/errors/api.ts';
import type { ResolvedOptions } from '../../core/options.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { TypedStorage } from '../../core/storage/storage.ts';

export type DirectoryDeps = {
  store: Store;
  api: HttpClient;
  options: Pick<ResolvedOptions, 'networks' | 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>;
  storage: TypedStorage;
  mobile?: boolean;
  timers?: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void };
  debug?: (message: string, detail?: unknown) => void;
  /** Renders a state change at once (the modal's flushSync): search results are what a visitor waits on. */
  commit?: (change: () => void) => void;
  /** Analytics (the instance's `track`). */
  track?: (event: string, properties: Record<string, unknown>) => void;
};

/** What the visitor reads when a directory call fails (the loaded wallets stay). */
export function directoryErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 429) return 'Too many requests for the wallet list. Wait a moment and try again.';
  if (status !== undefined && status >= 500) return 'The wallet list is unavailable right now.';
  if (error instanceof ApiError && error.shortMessage === 'Malformed response') return 'The wallet list could not be read.';
  return "Couldn't load the wallet list. Check your connection.";
}

/** How long typing pauses before the search request goes (a newer keystroke makes its answer stale). */
export const SEARCH_TYPING_PAUSE_MS = 150;

/**
 * The wallet directory's actions (SPEC sections 4, 7 and 9): featured and recommended wallets for the
 * Connect view, AllWallets' pages of 40 (appended, de-duplicated), and search (100 results, asked once typing
 * pauses and shown no sooner than the SPEC's 300 ms after the last keystroke, stale answers ignored).
 * Framework-free: they only write atoms.
 */
export function createDirectoryActions(deps: DirectoryDeps): DirectoryActions {
  const { store, api, options, storage } = deps;
  const timers = deps.timers ?? {
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  const commit = deps.commit ?? ((change: () => void) => change());
  const mobile = deps.mobile ?? false;
  store.set(isMobileAtom, mobile);
  const chains = [...new Set(options.networks.map((n) => n.caipNetworkId))];
  const base: Pick<WalletsQuery, 'include' | 'exclude' | 'chains'> = {
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains,
  };

  const remember = (wallets: readonly DirectoryWallet[]) => {
    const known = store.get(knownWalletsAtom);
    // Search results are mostly wallets already listed: copying a map of thousands for nothing would
    // only feed the garbage collector while the results are being painted.
    if (wallets.every((w) => known.has(w.id))) return;
    const next = new Map(known);
    for (const w of wallets) next.set(w.id, w);
    store.set(knownWalletsAtom, next);
  };
  const get = async (query: WalletsQuery) => {
    const page = await fetchWallets(api, query, { mobile });
    if (page.dropped > 0) deps.debug?.(`getWallets: dropped ${page.dropped} malformed wallet entries`);
    // AppKit's SEARCH_WALLET once a search's answer is in. Certified only without a search counts as one (its first
    // page): AppKit asks for that list as a search with the badge and no text.
    if (query.search || (query.page === 1 && query.badge_type && !store.get(directorySearchAtom).query.trim()))
      deps.track?.('SEARCH_WALLET', { badge: query.badge_type ?? '', search: query.search ?? '' });
    remember(page.data);
    return page;
  };

  let connectLists: Promise<void> | undefined;
  async function loadConnectLists() {
    const state = store.get(connectListsAtom);
    if (state.status === 'ready') return;
    if (connectLists) return connectLists;
    store.set(connectListsAtom, { ...state, status: 'loading' });
    const featuredIds = options.featuredWalletIds ?? [];
    const recent = storage.get(STORAGE_KEYS.recentWallets) ?? [];
    // Ask for enough that, after removing recent, featured and installed wallets, 4 remain.
    const entries = LIMITS.recommendedWallets + recent.length + featuredIds.length + LIMITS.recommendedWallets;
    connectLists = (async () => {
      try {
        const [featured, recommended] = await Promise.all([
          featuredIds.length > 0
            ? get({ page: 1, entries: featuredIds.length || LIMITS.featuredWalletsDefault, include: featuredIds })
            : Promise.resolve({ count: 0, data: [] as DirectoryWallet[] }),
          get({ page: 1, entries, ...base }),
        ]);
        const order = (w: DirectoryWallet) => featuredIds.indexOf(w.id);
        store.set(connectListsAtom, {
          status: 'ready',
          featured: [...featured.data].sort((a, b) => order(a) - order(b)),
          recommended: recommended.data,
          count: recommended.count,
        });
      } catch (error) {
        deps.debug?.('directory unavailable for the Connect view', error);
        store.set(connectListsAtom, { ...store.get(connectListsAtom), status: 'error' });
      } finally {
        connectLists = undefined;
      }
    })();
    return connectLists;
  }

  // All Wallets' pages and search ask for certified wallets only while the switch is on (as AppKit's list and search).
  const listQuery = () => (store.get(certifiedOnlyAtom) ? { ...base, badge_type: 'certified' as const } : base);

  let paging: Promise<void> | undefined;
  /** Bumped when the pages start over: a page asked for the old list is dropped. */
  let listSeq = 0;
  function loadNextPage(): Promise<void> {
    if (paging) return paging;
    const state = store.get(directoryPagesAtom);
    if (state.count !== null && state.page * LIMITS.walletsPerPage >= state.count) return Promise.resolve();
    store.set(directoryPagesAtom, { ...state, status: 'loading', error: null });
    const page = state.page + 1;
    const seq = listSeq;
    paging = (async () => {
      try {
        const result = await get({ page, entries: LIMITS.walletsPerPage, ...listQuery() });
        if (seq !== listSeq) return;
        const current = store.get(directoryPagesAtom);
        store.set(directoryPagesAtom, {
          status: 'ready',
          wallets: appendUnique(current.wallets, result.data),
          page,
          count: result.count,
          error: null,
        });
      } catch (error) {
        deps.debug?.(`getWallets page ${page} failed`, error);
        if (seq === listSeq)
          store.set(directoryPagesAtom, { ...store.get(directoryPagesAtom), status: 'error', error: directoryErrorMessage(error) });
      } finally {
        if (seq === listSeq) paging = undefined;
      }
    })();
    return paging;
  }

  const imageUrls = new Map<string, string>();
  let searchTimer: unknown;
  let revealTimer: unknown;
  let searchSeq = 0;
  /** `shown` settles once the answer may be shown: the SPEC's minimum wait runs beside the request, as AppKit's. */
  async function runSearch(query: string, shown: Promise<void> = Promise.resolve()) {
    const seq = ++searchSeq;
    store.set(directorySearchAtom, { ...store.get(directorySearchAtom), status: 'loading', error: null });
    try {
      const result = await get({ page: 1, entries: LIMITS.searchResults, search: query, ...listQuery() });
      if (seq !== searchSeq) return;
      // Rendered now, still 'loading' (the view keeps them hidden), while the SPEC's wait runs: at 300 ms the reveal
      // is one frame, not the render of up to 100 results.
      commit(() => store.set(directorySearchAtom, { ...store.get(directorySearchAtom), resultsFor: query, results: result.data }));
      await shown;
      if (seq !== searchSeq) return;
      commit(() => store.set(directorySearchAtom, { ...store.get(directorySearchAtom), status: 'ready' }));
    } catch (error) {
      await shown;
      if (seq !== searchSeq) return;
      store.set(directorySearchAtom, { ...store.get(directorySearchAtom), status: 'error', error: directoryErrorMessage(error) });
    }
  }

  function setSearch(query: string) {
    timers.clearTimeout(searchTimer);
    timers.clearTimeout(revealTimer);
    // A keystroke makes any answer still on its way stale: it is neither prepared nor shown.
    searchSeq++;
    const trimmed = query.trim();
    if (!trimmed) {
      store.set(directorySearchAtom, { query, status: 'idle', resultsFor: '', results: [], error: null });
      return;
    }
    // Pending from the keystroke on, so the view can say it is searching. The request goes once typing pauses, so
    // its time is spent inside the 300 ms the answer waits anyway, not after it.
    store.set(directorySearchAtom, { ...store.get(directorySearchAtom), query, status: 'loading', error: null });
    const shown = new Promise<void>((resolve) => {
      revealTimer = timers.setTimeout(resolve, LIMITS.searchMinWait);
    });
    searchTimer = timers.setTimeout(() => void runSearch(trimmed, shown), SEARCH_TYPING_PAUSE_MS);
  }

  function setCertifiedOnly(on: boolean) {
    if (store.get(certifiedOnlyAtom) === on) return;
    store.set(certifiedOnlyAtom, on);
    listSeq++;
    paging = undefined;
    store.set(directoryPagesAtom, { status: 'idle', wallets: [], page: 0, count: null, error: null });
    void loadNextPage();
    const query = store.get(directorySearchAtom).query.trim();
    if (query) void runSearch(query);
  }

  async function retry() {
    const search = store.get(directorySearchAtom);
    if (search.query.trim() && search.status === 'error') return runSearch(search.query.trim());
    const pages = store.get(directoryPagesAtom);
    if (pages.status === 'error') return loadNextPage();
    if (store.get(connectListsAtom).status === 'error') return loadConnectLists();
  }

  return {
    loadConnectLists,
    loadNextPage,
    retry,
    setSearch,
    setCertifiedOnly,
    imageUrl: (wallet) => {
      // Rows ask on every render of the list; the URL of an image never changes.
      const key = wallet.image_id ?? wallet.image_url ?? '';
      let url = imageUrls.get(key);
      if (url === undefined) imageUrls.set(key, (url = walletImageUrl(api, wallet) ?? ''));
      return url || undefined;
    },
  };
}

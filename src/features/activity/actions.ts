import { activityAtom, initialActivityState, type ActivityServices, type ActivityState } from '../../atoms/activity.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { isSupportedByDataApi } from '../../atoms/supportedChains.ts';
import { apiClientFor } from '../../core/api/apiClient.ts';
import { fetchHistory, type HistoryPage, type HistoryTransaction } from '../../core/api/history.ts';
import type { HttpClient } from '../../core/api/http.ts';
import type { InstanceContext } from '../../atoms/context.ts';

/** The message the list shows when a page could not be loaded. */
export const ACTIVITY_ERROR = "Couldn't load activity";

/** Appends `next` to `current`, keeping the first of any id seen twice. */
export function mergeTransactions(current: readonly HistoryTransaction[], next: readonly HistoryTransaction[]): HistoryTransaction[] {
  const seen = new Set(current.map((t) => t.id));
  const out = [...current];
  for (const tx of next) {
    if (seen.has(tx.id)) continue;
    seen.add(tx.id);
    out.push(tx);
  }
  return out;
}

/**
 * The Activity tab's actions: framework-free, they fetch the history of the connected account on the
 * active network (eip155 from the data API, SPEC section 9, only when it supports the network, section 7;
 * bip122 from the network's Esplora API, read by the Bitcoin chunk) and write the activity atom. Answers for an
 * account or network no longer shown are dropped. `api`: the data API on ofetch, every call bounded by the 10 s
 * time-out (its lazy chunk is not on the pre-open path).
 */
export function createActivityActions(
  ctx: Pick<InstanceContext, 'store' | 'options' | 'debug'>,
  api: HttpClient = apiClientFor(ctx.options, 'blockchainApiUrl'),
): ActivityServices {
  const { store } = ctx;
  let generation = 0;
  const set = (patch: Partial<ActivityState>) => store.set(activityAtom, (state) => ({ ...state, ...patch }));

  /** The connected account and network the list is about, or undefined when there is none to ask about. */
  function target() {
    const connection = store.get(activeConnectionAtom);
    const network = store.get(activeNetworkAtom);
    if (connection.status !== 'connected' || !connection.address || !network) return undefined;
    return {
      address: connection.address,
      network,
      caipNetworkId: network.caipNetworkId,
      namespace: network.chainNamespace,
      account: `${network.caipNetworkId}:${connection.address}`,
    };
  }
  type Target = NonNullable<ReturnType<typeof target>>;

  /** One page of the target's history: Bitcoin's from its Esplora API, in the Bitcoin chunk; the others' from the data API. */
  function fetchPage(current: Target, cursor?: string): Promise<HistoryPage> {
    if (current.namespace === 'bip122')
      return import(/* webpackChunkName: "airlock-feature-bitcoin" */ '../../chains/bitcoin/activity.ts').then((bitcoin) =>
        bitcoin.fetchBitcoinHistory(current.network, current.address, cursor),
      );
    return fetchHistory(api, { address: current.address, caipNetworkId: current.caipNetworkId, cursor });
  }

  /** Unknown: ask the history API anyway; its own answer decides. */
  const supported = (caipNetworkId: string) => isSupportedByDataApi(ctx, api, caipNetworkId);

  async function load(): Promise<void> {
    const id = ++generation;
    const current = target();
    if (!current) {
      store.set(activityAtom, initialActivityState);
      return;
    }
    const state = store.get(activityAtom);
    // Another account or network: start from an empty list. The same one: keep what is shown while refreshing.
    if (state.account !== current.account)
      store.set(activityAtom, { ...initialActivityState, account: current.account, status: 'loading' });
    else set({ status: 'loading', error: null, loadingMore: false });
    const listed = current.namespace === 'bip122' || (current.namespace === 'eip155' && (await supported(current.caipNetworkId)));
    if (!listed) {
      if (id === generation) set({ status: 'ready', transactions: [], next: null });
      return;
    }
    try {
      const page = await fetchPage(current);
      if (id !== generation) return;
      set({ status: 'ready', transactions: mergeTransactions([], page.transactions), next: page.next, error: null });
    } catch (error) {
      if (id !== generation) return;
      ctx.debug('activity unavailable', error);
      set({ status: 'error', error: ACTIVITY_ERROR });
    }
  }

  async function loadMore(): Promise<void> {
    const state = store.get(activityAtom);
    const current = target();
    if (state.status !== 'ready' || state.loadingMore || !state.next || !current || current.account !== state.account) return;
    const id = generation;
    set({ loadingMore: true, error: null });
    try {
      const page = await fetchPage(current, state.next);
      if (id !== generation) return;
      store.set(activityAtom, (s) => ({
        ...s,
        transactions: mergeTransactions(s.transactions, page.transactions),
        next: page.next,
        loadingMore: false,
      }));
    } catch (error) {
      if (id !== generation) return;
      ctx.debug('more activity unavailable', error);
      set({ loadingMore: false, error: ACTIVITY_ERROR });
    }
  }

  function retry(): Promise<void> {
    const state = store.get(activityAtom);
    return state.status === 'ready' && state.error ? loadMore() : load();
  }

  return { load, loadMore, retry };
}

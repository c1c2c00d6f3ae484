import { atom } from 'jotai/vanilla';
import type { HistoryTransaction } from '../core/api/history.ts';

/** The Activity tab's list for one account on one network (`account` is its CAIP address). */
export type ActivityState = {
  /** idle before the first load; loading while the first page is on its way (older items may stay shown). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  account: string | null;
  transactions: HistoryTransaction[];
  /** The cursor of the next page; null when every page is loaded. */
  next: string | null;
  loadingMore: boolean;
  /** The message shown when the first page (status 'error') or the next page failed. */
  error: string | null;
};

export const initialActivityState: ActivityState = {
  status: 'idle',
  account: null,
  transactions: [],
  next: null,
  loadingMore: false,
  error: null,
};
export const activityAtom = atom<ActivityState>(initialActivityState);

/** What the Activity list may ask (src/remote/actions/activity.ts, loaded with the activity chunk). */
export type ActivityServices = {
  /** (Re)loads the first page for the connected account and active network. */
  load(): Promise<void>;
  /** Appends the next page (de-duplicated by id); no-op while loading or when none is left. */
  loadMore(): Promise<void>;
  /** Retries whatever failed: the first page, or the next one. */
  retry(): Promise<void>;
};

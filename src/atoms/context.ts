import type { HttpClient } from '../core/api/http.ts';
import type { ResolvedOptions } from '../core/options.ts';
import type { TypedStorage } from '../core/storage/storage.ts';
import type { RouteData, SwapArguments, View } from './router.ts';
import type { Store } from './store.ts';
import type { Toaster } from './toast.ts';

/** What `open()` takes: a view, a WalletConnect URI, or swap arguments. */
export type OpenOptions = {
  view?: View;
  /** A WalletConnect URI to pair with. */
  uri?: string;
  /** Swap arguments for the Swap view (a number amount is read as its decimal text; an unreadable field is left out). */
  arguments?: SwapArguments;
};

/**
 * What a feature's actions may ask of their instance. The remote's AppKit provides it; tests pass a fake.
 * Features talk to each other only through it (e.g. `refreshAccount` belongs to the account feature), so
 * no feature imports another feature's internals and no feature imports the remote.
 */
export type InstanceContext = {
  store: Store;
  storage: TypedStorage;
  options: ResolvedOptions;
  api: HttpClient;
  blockchainApi: HttpClient;
  toaster: Toaster;
  track(event: string, properties?: Record<string, unknown>): void;
  reportError(event: string, properties?: Record<string, unknown>): void;
  debug(message: string, detail?: unknown): void;
  open(options?: OpenOptions): Promise<void>;
  close(): void;
  push(view: View, data?: RouteData): void;
  replace(view: View, data?: RouteData): void;
  reset(view: View, data?: RouteData): void;
  goBack(): void;
  /** Balance (cached 30 s; `force` skips the cache) and identity of the connected account. */
  refreshAccount(options?: { force?: boolean }): Promise<void>;
  /** Signs the embedded wallet out (its namespace's disconnect); a no-op when it never loaded. */
  signOutEmbedded(): Promise<void>;
  /** The clock (tests pass a fake). */
  now?: () => number;
};

export const nowOf = (ctx: Pick<InstanceContext, 'now'>) => (ctx.now ?? Date.now)();

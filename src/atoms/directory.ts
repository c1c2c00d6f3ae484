import { atom } from 'jotai/vanilla';
import type { DirectoryWallet } from '../core/api/directory.ts';

export type { DirectoryWallet };

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The Connect view's directory rows: featured and recommended wallets, and the directory's size. */
export type ConnectListsState = {
  status: LoadStatus;
  featured: DirectoryWallet[];
  recommended: DirectoryWallet[];
  /** Wallets in the directory for this app's networks and include/exclude ids; null until known. */
  count: number | null;
};

/** AllWallets' pages: appended 40 at a time, de-duplicated. */
export type DirectoryPagesState = {
  status: LoadStatus;
  wallets: DirectoryWallet[];
  /** The last page loaded (0 before the first). */
  page: number;
  count: number | null;
  /** The message shown when the last page failed; loaded wallets stay. */
  error: string | null;
};

export type DirectorySearchState = {
  /** What the user typed (the request goes out at least 300 ms after the last keystroke). */
  query: string;
  status: LoadStatus;
  /** The query `results` belong to. */
  resultsFor: string;
  results: DirectoryWallet[];
  error: string | null;
};

export const connectListsAtom = atom<ConnectListsState>({ status: 'idle', featured: [], recommended: [], count: null });
export const directoryPagesAtom = atom<DirectoryPagesState>({ status: 'idle', wallets: [], page: 0, count: null, error: null });
export const directorySearchAtom = atom<DirectorySearchState>({ query: '', status: 'idle', resultsFor: '', results: [], error: null });

/** All Wallets lists only wallets with WalletConnect's certified badge (its switch; off until the visitor turns it on). */
export const certifiedOnlyAtom = atom(false);

/** Every directory wallet seen so far, by id (recent wallets and the WalletConnect view look names and links up here). */
export const knownWalletsAtom = atom<ReadonlyMap<string, DirectoryWallet>>(new Map());

/** Whether this device is treated as mobile (directory filter, deep links). */
export const isMobileAtom = atom(false);

/** A wallet the visitor picked, with what the modal knows to connect it. */
export type WalletChoice = { id: string; name: string; rdns?: string | null };

/** What views may ask of the directory (implemented in src/remote/actions/directory.ts). */
export type DirectoryActions = {
  /** Featured, recommended and the count for the Connect view; once per instance unless it failed. */
  loadConnectLists(): Promise<void>;
  /** The next page of 40 (the first when none is loaded); no-op while loading or when all are loaded. */
  loadNextPage(): Promise<void>;
  /** Retries whatever failed (the last page, the search). */
  retry(): Promise<void>;
  /** Sets the search text; the request goes out 300 ms after the last call. Empty text clears. */
  setSearch(query: string): void;
  /** Lists only certified wallets, or all again: the pages start over and a search is asked again, with the badge. */
  setCertifiedOnly(on: boolean): void;
  /** An image URL for the wallet (the image endpoint, cached by the browser). */
  imageUrl(wallet: Pick<DirectoryWallet, 'image_id' | 'image_url'>): string | undefined;
};

/** Why a pairing failed: the browser is offline, the relay did not answer, or the wallet declined or failed. */
export type WalletConnectErrorReason = 'offline' | 'relay' | 'wallet';

export type WalletConnectState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; uri: string }
  | { status: 'error'; message: string; reason: WalletConnectErrorReason }
  | { status: 'connected' };

/** The pairing the WalletConnect view shows. */
export const walletConnectAtom = atom<WalletConnectState>({ status: 'idle' });

/** What the WalletConnect view may ask (features/connect/walletConnectPairing.ts, wired in remote/registry/modalActions.ts). */
export type WalletConnectActions = {
  /** Starts a pairing (loads the provider on first use) unless one is under way or its code is still valid. */
  start(): Promise<void>;
  /** Drops any failed or pending pairing and starts again ("Connecting" shows for at least a second). */
  retry(): Promise<void>;
  /** Copies the pairing link; resolves false when the clipboard is unavailable. */
  copy(uri: string): Promise<boolean>;
};

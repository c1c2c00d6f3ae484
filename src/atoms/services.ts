import { atom } from 'jotai/vanilla';
import type { HttpClient } from '../core/api/http.ts';
import type { ActivityServices } from './activity.ts';
import type { NftServices } from './nfts.ts';
import type { DirectoryActions, WalletConnectActions } from './directory.ts';
import type { TypedStorage } from '../core/storage/storage.ts';
import type { CaipNetwork, ChainNamespace } from '../core/caip.ts';
import type { RouteData, View } from './router.ts';
import type { Toaster } from './toast.ts';
import type { InstanceContext } from './context.ts';
import type { MultiWalletServices } from './walletConnections.ts';

/**
 * What views may ask of their instance. The remote provides it when it creates the store, so features
 * reach navigation and services through state instead of importing the remote (imports only go down).
 */
export type Services = {
  /** The instance as a feature's actions see it: lazy feature chunks create their actions from it. */
  instance: InstanceContext;
  push(view: View, data?: RouteData): void;
  replace(view: View, data?: RouteData): void;
  reset(view: View, data?: RouteData): void;
  goBack(): void;
  close(): void;
  toaster: Toaster;
  storage: TypedStorage;
  api: HttpClient;
  blockchainApi: HttpClient;
  track(event: string, properties?: Record<string, unknown>): void;
  /** Fetches a view's chunk ahead of need (a wallet feature's button was hovered, or Account is idle). */
  prefetchView(view: View): void;
  debug(message: string, detail?: unknown): void;
  /** Directory actions; set when the modal chunk loads (src/remote/actions/directory.ts). */
  directory?: DirectoryActions;
  /** WalletConnect pairing; set when the modal chunk loads (src/remote/actions/walletconnect.ts). */
  walletConnect?: WalletConnectActions;
  /** The Activity tab's history; set when the modal chunk loads, its code loads with the activity chunk. */
  activity?: ActivityServices;
  /** The NFTs tab's grid; set when the modal chunk loads, its code loads with the nfts chunk. */
  nfts?: NftServices;
  /** Connecting browser wallets, networks and the account (src/remote/actions/index.ts, loaded lazily). */
  wallet: WalletServices;
  /** Multi-wallet: switching and deleting connections (the `./features/wallets` chunk, loaded on first use). */
  multiWallet: MultiWalletServices;
  /** The embedded (e-mail / social) wallet (src/remote/actions/embedded.ts, its own lazy chunk). */
  embedded: EmbeddedServices;
};

/** Wallet actions views call; each loads the actions chunk on first use. */
export type WalletServices = {
  /** Connects the browser wallet with this EIP-6963 uuid (shows ConnectingExternal while waiting). */
  connectInjected(uuid: string): Promise<void>;
  disconnect(options?: { namespace?: ChainNamespace; closeModal?: boolean }): Promise<void>;
  /** Switches network; failures are shown as a toast. Resolves true on success. */
  switchNetwork(network: CaipNetwork, options?: { confirmed?: boolean }): Promise<boolean>;
  /** Re-reads balance (cached 30 s, blocked 30 s after a failure) and identity; `force` skips the balance cache. */
  refreshAccount(options?: { force?: boolean }): Promise<void>;
};

export const servicesAtom = atom<Services | null>(null);

/** Embedded-wallet actions views call; each loads the embedded chunk (and creates the hidden frame) on first use. */
export type EmbeddedServices = {
  /** Loads the chunk and creates the frame ahead of need (e.g. the e-mail field got focus). */
  warm(): void;
  /** Starts (or resends) the e-mail login; resolves with an error message to show, or null. */
  connectEmail(email: string, options?: { resend?: boolean }): Promise<string | null>;
  /** Checks the one-time code; resolves with an error message, or null once connected. */
  connectOtp(otp: string): Promise<string | null>;
  /** Social login through the popup (opened synchronously, inside the click). */
  socialLogin(provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'): Promise<void>;
  /** Farcaster: fetches the QR URI and waits for approval until `signal` aborts. */
  farcasterLogin(signal: AbortSignal): Promise<void>;
  updateEmail(email: string): Promise<void>;
  updateEmailOtp(otp: string): Promise<void>;
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>;
  loadSmartAccountNetworks(): Promise<number[]>;
  /** Withdraws what waits for approval in the secure frame (it answers 4001): Reject or Escape in the modal. */
  reject(): void;
  /** Shows the secure frame over `rect` (the ApproveTransaction view's area), or hides it (null). */
  placeFrame(rect: { top: number; left: number; width: number; height: number } | null): void;
};

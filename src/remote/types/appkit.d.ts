/**
 * `airlock/appkit`: the public types a host compiles against. Self-contained on purpose (no import at all):
 * shipped as `@mf-types/appkit.d.ts` next to both manifests. `conformance.ts` proves the code matches them.
 */

export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';
export type CaipNetworkId = `${string}:${string}`;

/** A network in CAIP form, as the modal shows and switches it. */
export type CaipNetwork = {
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
  blockExplorers?: { default: { name: string; url: string } };
};

/** A network as a host passes it: a CAIP network, or a viem-style chain (`chainNamespace` defaults to `eip155`). */
export type NetworkInput = {
  id: number | string;
  name: string;
  chainNamespace?: ChainNamespace;
  caipNetworkId?: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
  blockExplorers?: { default: { name: string; url: string } };
};

export type SocialProvider = 'google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook';

/** Local feature settings; the remote ones (email … multiWallet) give way to the project's remote config. */
export type FeatureOptions = {
  email?: boolean;
  socials?: SocialProvider[] | false;
  swaps?: boolean | string[];
  onramp?: boolean | string[];
  activity?: boolean;
  history?: boolean;
  branding?: boolean;
  multiWallet?: boolean;
  send?: boolean;
  receive?: boolean;
  pay?: boolean;
  analytics?: boolean;
  allWallets?: boolean;
  emailShowWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
  collapseWallets?: boolean;
  connectMethodsOrder?: ('email' | 'social' | 'wallet')[];
  connectorTypeOrder?: string[];
  walletFeaturesOrder?: string[];
};

export type ThemeVariables = {
  '--airlock-accent'?: string;
  '--airlock-font-family'?: string;
  '--airlock-border-radius'?: string;
  '--airlock-z-index'?: string | number;
};

/** A wallet the app lists itself, connected through WalletConnect. */
export type CustomWallet = {
  id: string;
  name: string;
  homepage?: string;
  image_url?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
};

/** Every option `createAppKit` accepts (the README's table explains each). */
export type AppKitOptions = {
  projectId?: string;
  networks: NetworkInput[];
  defaultNetwork?: NetworkInput;
  metadata?: { name: string; description: string; url: string; icons: string[] };
  features?: FeatureOptions;
  basic?: boolean;
  themeMode?: 'light' | 'dark';
  themeVariables?: ThemeVariables;
  siweConfig?: unknown;
  siwx?: unknown;
  debug?: boolean;
  enableWalletConnect?: boolean;
  enableWalletGuide?: boolean;
  enableWallets?: boolean;
  enableEIP6963?: boolean;
  enableInjected?: boolean;
  enableNetworkSwitch?: boolean;
  enableReconnect?: boolean;
  enableAuthLogger?: boolean;
  allowUnsupportedChain?: boolean;
  /** Always confirm a network switch made in the modal (it is confirmed anyway with the embedded wallet). Default false. */
  forceNetworkSwitchConfirmation?: boolean;
  featuredWalletIds?: string[];
  includeWalletIds?: string[];
  excludeWalletIds?: string[];
  customWallets?: CustomWallet[];
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  disableAppend?: boolean;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  apiUrl?: string;
  blockchainApiUrl?: string;
  secureSiteUrl?: string;
  analyticsUrl?: string;
  rpcUrl?: string;
  relayUrl?: string;
  /** When the modal's chunks are fetched before the first open (default `'idle'`). */
  prefetch?: 'idle' | 'hover' | 'none';
};

export type View =
  | 'Connect'
  | 'Account'
  | 'EmailLogin'
  | 'ConnectingFarcaster'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'AllWallets'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'ConfirmSwitchNetwork'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap'
  | 'ApproveTransaction'
  | 'Send'
  | 'SendPreview'
  | 'Receive'
  | 'Buy'
  | 'SwapSelectToken';

export type OpenOptions = {
  view?: View;
  /** A WalletConnect URI to pair with. */
  uri?: string;
  /** Swap arguments for the Swap view. */
  arguments?: { fromToken?: string; toToken?: string; amount?: string };
};

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** What `getState()` returns and `subscribeState()` delivers. */
export type PublicState = {
  open: boolean;
  loading: boolean;
  initialized: boolean;
  view: View;
  themeMode: 'light' | 'dark';
  activeChain: ChainNamespace;
  selectedNetworkId: CaipNetworkId | undefined;
  status: ConnectionStatus;
  address: string | undefined;
};

export type AppKitEvent = {
  timestamp: number;
  data: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> };
};

export type PublicAccount = {
  address: string | undefined;
  caipAddress: string | undefined;
  isConnected: boolean;
  status: ConnectionStatus;
};

export type PublicNetwork = {
  caipNetwork: CaipNetwork | undefined;
  chainId: number | string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
};

export type WalletInfo = { name: string; icon?: string; rdns?: string; id?: string };

/** An Airlock instance. */
export interface AppKit {
  /** Settles once the remote config, origin check and analytics config have answered (or failed). */
  readonly ready: Promise<void>;
  open(options?: OpenOptions): Promise<void>;
  close(): void;
  /** Fetches the modal's chunks without opening. */
  prefetch(): Promise<void>;
  getState(): PublicState;
  subscribeState(callback: (state: PublicState) => void): () => void;
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void;
  setThemeMode(mode: 'light' | 'dark'): void;
  setThemeVariables(variables: Record<string, string | number>): void;
  getAccount(namespace?: ChainNamespace): PublicAccount;
  getNetwork(): PublicNetwork;
  getCaipNetwork(): CaipNetwork | undefined;
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined;
  getWalletProvider(namespace?: ChainNamespace): unknown;
  switchNetwork(network: { caipNetworkId: string } | string | number): Promise<void>;
  addNetwork(namespace: ChainNamespace, network: NetworkInput): void;
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  destroy(): void;
}

/** Creates an instance; throws an `InvalidOptionsError` naming every problem. */
export declare function createAppKit(options: AppKitOptions): AppKit;

/** The root of Airlock's errors: a stable `name`, the SPEC's text as `shortMessage`, the `cause` kept. */
export declare class BaseError extends Error {
  readonly shortMessage: string;
  readonly details: string | undefined;
  constructor(shortMessage: string, parameters?: { cause?: unknown; details?: string });
}

export declare class InvalidOptionsError extends BaseError {}

/** The tag of the element that holds the modal (place one yourself with `disableAppend`). */
export declare const AIRLOCK_MODAL_TAG: 'airlock-modal';

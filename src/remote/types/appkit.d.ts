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

/** What the modal asks a sign-in message for: the connected account on the active network. */
export type SiwxMessageInput = { accountAddress: string; chainId: CaipNetworkId };

/** The fields of a sign-in message (CAIP-122; EIP-4361 on eip155). Times are ISO 8601. */
export type SiwxMessageData = SiwxMessageInput & {
  domain: string;
  uri: string;
  version: '1';
  nonce: string;
  statement?: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
};

/** A message to sign: its fields and the text the wallet shows and signs. */
export type SiwxMessage = SiwxMessageData & { toString(): string };

/** A signed-in session: the message's fields, its text, and the signature (hex on eip155, base58 on solana). */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: string };

/**
 * The `siwx` option: your verifier. After a wallet connects the modal asks it for the account's sessions; with none,
 * it asks for a message, has the wallet sign it, and hands the session to `addSession`, which decides (it rejects
 * a signature it does not accept).
 */
export type SiwxConfig = {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Verifies the session's signature and keeps it; rejects when it is not valid. */
  addSession(session: SiwxSession): Promise<void>;
  /** The valid sessions of the account on the network (none when it has to sign in again). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Whether a visitor must sign in to stay connected (default true: cancelling the sign-in disconnects). */
  getRequired?(): boolean;
};

/** What the verifiers put in their messages. */
export type SiwxMessageSettings = {
  statement?: string;
  /** How long a session lasts (default 7 days). */
  expiresInMs?: number;
  /** Default: the page's host and origin. */
  domain?: string;
  uri?: string;
};

/** The ready verifier's options: sessions kept in the browser, signatures verified there. */
export type BrowserSiwxOptions = SiwxMessageSettings & {
  /** The networks given to createAppKit: their RPC lets smart-account signatures (ERC-1271, ERC-6492) verify. */
  networks: readonly NetworkInput[];
  /** Whether cancelling the sign-in disconnects (default true). */
  required?: boolean;
};

/** The server example's options: its server verifies and keeps the sessions (`/v1/sessions/*`). */
export type ServerSiwxOptions = SiwxMessageSettings & {
  url: string;
  projectId: string;
  required?: boolean;
  /**
   * Asks the wallet to sign a text for the account (personal_sign on eip155): revoking a session on the server takes
   * the account's fresh signature. Without it, `revokeSession` only forgets the session in this browser.
   */
  signMessage?(input: { chainId: CaipNetworkId; address: string; message: string }): Promise<string>;
};

/** `airlock/siwx`, as `loadRemote<SiwxModule>('airlock/siwx')` gives it. */
export type SiwxModule = {
  createBrowserSiwx(options: BrowserSiwxOptions): SiwxConfig;
  createServerSiwx(options: ServerSiwxOptions): SiwxConfig;
  /** The CAIP-122 text of a message's fields. */
  formatSiwxMessage(data: SiwxMessageData): string;
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
  /** The modal's language (a BCP 47 tag: `es`, `pt-BR`, `ar`); by default the page's `lang`, then the browser's. English, Spanish, French, German, Portuguese, Japanese, Chinese and Arabic (right to left). */
  locale?: string;
  siweConfig?: unknown;
  /** Sign in with X: the verifier (`createBrowserSiwx`, `createServerSiwx` from `airlock/siwx`, or your own). */
  siwx?: SiwxConfig;
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
  /** Don't append `<airlock-modal>` to the body: place one yourself (without one, `open()` rejects). */
  disableAppend?: boolean;
  /** The modal shows inline, in the `<airlock-modal>` you placed in your page, instead of over the page. */
  enableEmbedded?: boolean;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  apiUrl?: string;
  blockchainApiUrl?: string;
  secureSiteUrl?: string;
  analyticsUrl?: string;
  /**
   * `'after-consent'`: no analytics event and no error report leaves the page until you call
   * `setAnalyticsConsent(true)`, and none after `setAnalyticsConsent(false)`. Default: as the project's config says.
   */
  analytics?: 'after-consent';
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
  | 'SwapSelectToken'
  | 'Pay'
  | 'SIWXSignMessage'
  | 'SmartSessions';

export type OpenOptions = {
  view?: View;
  /** A WalletConnect URI to pair with. */
  uri?: string;
  /** Swap arguments for the Swap view (a number amount is read as its decimal text; an unreadable field is left out). */
  arguments?: { fromToken?: string; toToken?: string; amount?: string | number };
};

/** `reconnecting`: a stored connection is being restored after a reload. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

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

/** The account's user as the embedded wallet knows it (its e-mail, or the social login's user name). */
export type AccountUser = { email?: string; username?: string };

/** A token balance as the blockchain API gives it (SPEC section 3). */
export type TokenBalance = {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  /** In USD. */
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
};

/**
 * A namespace's account (SPEC section 3). The fields past `status` are present once that namespace is connected;
 * `profileName`, `profileImage`, `balance`, `balanceSymbol` and `tokenBalance` are those of the active namespace's
 * account; `user`, `socialProvider` and `embeddedWalletInfo` only with the embedded (e-mail or social) wallet.
 */
export type PublicAccount = {
  address: string | undefined;
  caipAddress: string | undefined;
  isConnected: boolean;
  status: ConnectionStatus;
  allAccounts?: { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' }[];
  user?: AccountUser;
  socialProvider?: string;
  smartAccountDeployed?: boolean;
  preferredAccountType?: 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
  profileName?: string;
  profileImage?: string;
  /** The native balance, in the currency's units (`'1.5'`). */
  balance?: string;
  balanceSymbol?: string;
  tokenBalance?: TokenBalance[];
  /** The connected wallet; with the embedded wallet also its `identifier` (e-mail or user name) and `social` provider. */
  connectedWalletInfo?: WalletInfo & { identifier?: string; social?: string };
  embeddedWalletInfo?: {
    user: AccountUser;
    /** The social provider of the login, or `'email'`. */
    authProvider: string;
    accountType: 'eoa' | 'smartAccount' | 'payment' | 'ordinal';
    isSmartAccountDeployed: boolean;
  };
};

export type PublicNetwork = {
  caipNetwork: CaipNetwork | undefined;
  chainId: number | string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
};

export type WalletInfo = { name: string; icon?: string; rdns?: string; id?: string };

/** A way to connect (SPEC section 3): its `id` is the `connectorId` a connection of it stores. */
export type Connector = {
  id: string;
  name: string;
  /** `AUTH`: e-mail and social; `ANNOUNCED`: EIP-6963 or Wallet Standard; `INJECTED`: `window.ethereum`; `MULTI_CHAIN`: one wallet on several namespaces. */
  type: 'AUTH' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN';
  chain: ChainNamespace;
  /** The CAIP ids of the app's networks it can serve. */
  chains: string[];
  imageId?: string;
  imageUrl?: string;
  /** The wallet directory's id. */
  explorerId?: string;
  info?: { rdns: string };
};

/** What `pay()` asks for. */
export type PayArguments = {
  /** The EVM address that receives the payment. */
  recipient: string;
  /** In the asset's units, as a decimal (`'0.5'`). */
  amount: string | number;
  /** `'native'` for the network's currency, or an ERC-20 contract address. */
  asset: string;
  /** One of the app's eip155 networks: its CAIP id (`'eip155:1'`) or chain id. */
  network: string | number;
};

/** Why `pay()` rejected. */
export type PayFailureReason =
  | 'disabled'
  | 'invalid_request'
  | 'unsupported_network'
  | 'busy'
  | 'rejected'
  | 'insufficient_balance'
  | 'modal_closed'
  | 'failed';

/** One wallet connection (SPEC section 3's wallet-connection form) and where it stands (SPEC section 4). */
export type WalletConnection = {
  namespace: ChainNamespace;
  connectorId: string;
  name: string;
  icon?: string;
  accounts: { address: string; type?: 'eoa' | 'smartAccount' }[];
  caipNetworkId?: string;
  /** The embedded wallet's login (e-mail or user name). */
  auth?: { name: string };
  /** `active`: the namespace's current one; `connected`: switching reconnects silently; `disconnected`: its login flow. */
  status: 'active' | 'connected' | 'disconnected';
};

/** A connection as `switchConnection` and `deleteConnection` take it (the namespace defaults to the active one). */
export type ConnectionInput = { connectorId: string; namespace?: ChainNamespace; status?: string };

/** An EIP-1193 request: `method` and its `params`. */
export type Eip1193RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

/** A provider error (EIP-1193): `code` 4001 when the visitor rejected, 4902 for an unknown chain. */
export type Eip1193ProviderRpcError = Error & { code: number; data?: unknown };

/** The events an EIP-1193 provider emits, with what each listener receives. */
export type Eip1193EventMap = {
  accountsChanged(accounts: `0x${string}`[]): void;
  chainChanged(chainId: `0x${string}`): void;
  connect(info: { chainId: `0x${string}` }): void;
  disconnect(error: Eip1193ProviderRpcError): void;
  message(message: { type: string; data: unknown }): void;
};

/**
 * The EVM wallet connected in the modal (browser, WalletConnect or embedded), as EIP-1193 has it: what viem's
 * `custom()` transport, ethers' `BrowserProvider` and wagmi take.
 */
export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on<event extends keyof Eip1193EventMap>(event: event, listener: Eip1193EventMap[event]): unknown;
  removeListener<event extends keyof Eip1193EventMap>(event: event, listener: Eip1193EventMap[event]): unknown;
};

/** A browser Solana wallet, as the Wallet Standard describes it (its `features` carry `solana:signMessage` and the rest). */
export type SolanaStandardWallet = {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly `${string}:${string}`[];
  readonly accounts: readonly {
    readonly address: string;
    readonly publicKey: Uint8Array;
    readonly chains: readonly string[];
    readonly features: readonly string[];
  }[];
  readonly features: Readonly<Record<`${string}:${string}`, unknown>>;
};

/** The embedded wallet's Solana provider: `solana_signMessage`, `solana_signTransaction`, `solana_signAllTransactions`, `solana_signAndSendTransaction`. */
export type SolanaRequestProvider = {
  request(args: { method: `solana_${string}`; params?: unknown }): Promise<unknown>;
  on(event: 'accountsChanged' | 'disconnect', listener: (...args: unknown[]) => void): unknown;
  removeListener(event: 'accountsChanged' | 'disconnect', listener: (...args: unknown[]) => void): unknown;
};

/** The Solana wallet connected in the modal: a browser wallet (Wallet Standard) or the embedded wallet's provider. */
export type SolanaProvider = SolanaStandardWallet | SolanaRequestProvider;

/** What `getWalletProvider(namespace)` gives for each namespace. */
export type WalletProviderOf<N extends ChainNamespace | undefined> = N extends 'eip155'
  ? Eip1193Provider
  : N extends 'solana'
    ? SolanaProvider
    : unknown;

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
  /** With `analytics: 'after-consent'`: the visitor's answer. Events are sent only while it is `true`. */
  setAnalyticsConsent(granted: boolean): void;
  /** The modal's language from now on: a BCP 47 tag (`es`, `pt-BR`); one Airlock does not speak falls back to English. */
  setLocale(locale: string): void;
  setThemeVariables(variables: Record<string, string | number>): void;
  getAccount(namespace?: ChainNamespace): PublicAccount;
  getNetwork(): PublicNetwork;
  getCaipNetwork(): CaipNetwork | undefined;
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined;
  /** The connected wallet's provider of `namespace` (default: the active one): EIP-1193 on eip155; undefined when none. */
  getWalletProvider<N extends ChainNamespace | undefined = undefined>(namespace?: N): WalletProviderOf<N> | undefined;
  switchNetwork(network: { caipNetworkId: string } | string | number): Promise<void>;
  /** The ways to connect it offers now: `AUTH`, `WALLET_CONNECT` and each browser wallet found. */
  getConnectors(): Promise<Connector[]>;
  addNetwork(namespace: ChainNamespace, network: NetworkInput): void;
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void;
  /** Disconnects `namespace` (default: every connected one); rejects with 'Failed to disconnect' ('Connector not connected.' when nothing is). */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * Opens the Pay view (`features.pay` on): the visitor pays from the connected wallet, or connects first. Resolves
   * with the transaction hash once mined; rejects with a `PayError` (`reason` says why).
   */
  pay(request: PayArguments): Promise<`0x${string}`>;
  /** Multi-wallet: every connection (of `namespace`); with the `multiWallet` feature off, an info alert and `[]`. */
  getConnections(namespace?: ChainNamespace): Promise<WalletConnection[]>;
  /** Multi-wallet: makes a connection active; rejects with 'Invalid connection status' for an unknown status. */
  switchConnection(connection: ConnectionInput): Promise<void>;
  /** Multi-wallet: disconnects that connection only. */
  deleteConnection(connection: ConnectionInput): Promise<void>;
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

/** What `pay()` rejects with: `reason` for code, `shortMessage` for people. */
export declare class PayError extends BaseError {
  readonly reason: PayFailureReason;
  constructor(reason: PayFailureReason, shortMessage: string, parameters?: { cause?: unknown; details?: string });
}

/** The tag of the element that holds the modal (place one yourself with `disableAppend`). */
export declare const AIRLOCK_MODAL_TAG: 'airlock-modal';

/** Business constants from SPEC section 9. One place, so views and logic never disagree. */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export const TIME = {
  emailLoginCooldown: 30 * SECOND,
  portfolioCache: 30 * SECOND,
  nativeBalanceCache: 30 * SECOND,
  ensCache: 5 * MINUTE,
  identityCache: 5 * MINUTE,
  iframeLoadTimeout: 20_000,
  iframeRequestTimeout: 120_000,
  disconnectWait: 3_000,
  postReadyDelay: 500,
  toastSwapDelay: 150,
  socialPopupPoll: 1 * SECOND,
  balanceRetryBlock: 30 * SECOND,
  unsupportedMethodMessageDelay: 300,
  httpRpcTimeout: 10_000,
} as const;

export const LIMITS = {
  recentWallets: 2,
  walletsPerPage: 40,
  recommendedWallets: 4,
  searchResults: 100,
  searchMinWait: 300,
  featuredWalletsDefault: 4,
  errorEventsPerWindow: 5,
  errorEventsWindow: 60 * SECOND,
} as const;

/**
 * The display figures code reads from here. The others of SPEC section 9 (the 360 px width, the modal's z-index
 * 999, the address truncation, the animation times) live where they are used: the theme's CSS and the views.
 */
export const DISPLAY = {
  iframeZIndex: 999999,
} as const;

export const DEFAULT_CHAIN_ID = 'eip155:1';
export const SDK_TYPE = 'appkit';
export const SDK_VERSION = 'airlock-0.1.0';

/** The provider's public endpoints; every one is an option of createAppKit, and the shell points them at devcloud. */
export const DEFAULT_ENDPOINTS = {
  apiUrl: 'https://api.web3modal.org',
  blockchainApiUrl: 'https://rpc.walletconnect.org',
  secureSiteUrl: 'https://secure.walletconnect.org',
  analyticsUrl: 'https://pulse.walletconnect.org',
  rpcUrl: 'https://rpc.walletconnect.org',
} as const;

export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const;
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;
export const DEFAULT_CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;
export const DEFAULT_WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;

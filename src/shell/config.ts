/** Shell settings; query parameters let tests and developers point it elsewhere without a rebuild. */
const params = new URLSearchParams(location.search);

export const DEVCLOUD_URL = params.get('devcloud') ?? AIRLOCK_LOCAL.devcloud;
export const SECURE_SITE_URL = params.get('secureSite') ?? AIRLOCK_LOCAL.secureSite;
export const MANIFEST_URL = params.get('remote') ?? `${AIRLOCK_LOCAL.remote}/lean/mf-manifest.json`;
/** devcloud's WalletConnect relay (ws://…/relay next to devcloud); `?relayUrl=` points elsewhere. */
export const RELAY_URL = params.get('relayUrl') || `${DEVCLOUD_URL.replace(/^http/, 'ws').replace(/\/+$/, '')}/relay`;
export const PROJECT_ID = params.has('projectId') ? (params.get('projectId') ?? '') : 'airlock-dev';
export const INITIAL_THEME = params.get('theme') === 'dark' ? 'dark' : 'light';
export const BASIC_MODE = params.get('basic') === '1';
/** `?locale=es`: the modal's language (default: this page's `lang`, then the browser's). */
export const LOCALE = params.get('locale') || undefined;
/** The languages the shell's picker offers (the modal's). */
export const LANGUAGES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ja: '日本語',
  zh: '中文',
  ar: 'العربية',
} as const;
/** `?prefetch=hover|none` (default idle): when the modal's chunks are fetched before the first open. */
export const PREFETCH = (['idle', 'hover', 'none'] as const).find((p) => p === params.get('prefetch')) ?? 'idle';

/** `?analytics=after-consent`: analytics and error reports wait for `setAnalyticsConsent(true)` (the `analytics` option). */
export const ANALYTICS_OPTIONS = params.get('analytics') === 'after-consent' ? { analytics: 'after-consent' as const } : {};

/** `?siwx=browser|server`: sign in with X after connecting, with the ready verifier or the server example. */
export const SIWX = (['browser', 'server'] as const).find((v) => v === params.get('siwx'));

/** Local feature settings as JSON (`?features={"email":false}`); createAppKit validates them. */
export const LOCAL_FEATURES: Record<string, unknown> | undefined = (() => {
  try {
    const raw = params.get('features');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
})();

/** `?connections=1`: the shell lists the wallet connections (`useAppKitConnections`) and the active one (`useAppKitConnection`). */
export const SHOW_CONNECTIONS = params.get('connections') === '1';
/** `?account=1`: the shell prints the account `useAppKitAccount` gives it, as a host would read it. */
export const SHOW_ACCOUNT = params.get('account') === '1';

/** `?terms=` and `?privacy=`: the host's legal documents (`termsConditionsUrl`, `privacyPolicyUrl`). */
export const LEGAL_OPTIONS = {
  ...(params.get('terms') ? { termsConditionsUrl: params.get('terms') ?? '' } : {}),
  ...(params.get('privacy') ? { privacyPolicyUrl: params.get('privacy') ?? '' } : {}),
};

export const NETWORKS = [
  {
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [AIRLOCK_LOCAL.anvil[0]] } },
    // The logo comes from the asset image API (devcloud serves one for any id).
    assets: { imageId: 'anvil-31337' },
    testnet: true,
  },
  {
    id: 31338,
    name: 'Anvil Two',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [AIRLOCK_LOCAL.anvil[1]] } },
    assets: { imageId: 'anvil-31338' },
    testnet: true,
  },
  // `?solana=1` adds devcloud's Solana stand-in (LiteSVM), so EVM-only journeys keep their two networks.
  ...(params.get('solana') === '1'
    ? [
        {
          id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          chainNamespace: 'solana' as const,
          caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          name: 'Solana Devnet (local)',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          rpcUrls: { default: { http: [`${DEVCLOUD_URL}/solana`] } },
          // Solana's image id in the asset image API, as the network catalogue names it.
          assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
          testnet: true,
        },
      ]
    : []),
  // `?bitcoin=1` adds devcloud's Bitcoin regtest stand-in: its RPC URL is the Esplora API, as mempool.space's is.
  ...(params.get('bitcoin') === '1'
    ? [
        {
          id: '0f9188f13cb7b2c71f2a335e3a4fc328',
          chainNamespace: 'bip122' as const,
          caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          name: 'Bitcoin Regtest (local)',
          nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
          rpcUrls: { default: { http: [`${DEVCLOUD_URL}/bitcoin/api`] } },
          // Bitcoin's image id in the asset image API, as the network catalogue names it.
          assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
          testnet: true,
        },
      ]
    : []),
];

const idList = (name: string) => params.get(name)?.split(',').filter(Boolean);
const allWallets = params.get('allWallets');
const ALL_WALLETS = ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const;
/** `?custom=1`: one app-listed wallet (the `customWallets` option), connected through WalletConnect. */
const CUSTOM_WALLETS =
  params.get('custom') === '1'
    ? [
        {
          id: 'airlock-custom-wallet',
          name: 'Airlock Custom Wallet',
          homepage: 'https://airlock.invalid',
          mobile_link: 'airlockcustom://',
          desktop_link: 'airlockcustom://',
        },
      ]
    : undefined;
/** Wallet directory and WalletConnect options, for tests: ?featured=, ?include=, ?exclude= (comma lists of ids), ?relayUrl=, ?allWallets=, ?custom=1; and ?debug=1. */
export const WALLET_OPTIONS = {
  ...(params.get('debug') === '1' ? { debug: true } : {}),
  ...(idList('featured') ? { featuredWalletIds: idList('featured') } : {}),
  ...(idList('include') ? { includeWalletIds: idList('include') } : {}),
  ...(idList('exclude') ? { excludeWalletIds: idList('exclude') } : {}),
  relayUrl: RELAY_URL,
  ...(ALL_WALLETS.find((v) => v === allWallets) ? { allWallets: ALL_WALLETS.find((v) => v === allWallets) } : {}),
  ...(CUSTOM_WALLETS ? { customWallets: CUSTOM_WALLETS } : {}),
};

/**
 * Where the modal goes (SPEC section 2): `?embedded=1` inline in the shell's own "Wallet panel" element
 * (`enableEmbedded`); `?disableAppend=1` the host places the element itself, and this page places none.
 */
export const EMBEDDED = params.get('embedded') === '1';
export const PLACEMENT_OPTIONS = {
  ...(EMBEDDED ? { enableEmbedded: true } : {}),
  ...(params.get('disableAppend') === '1' ? { disableAppend: true } : {}),
};

/** `?confirmSwitch=1`: every network switch made in the modal is confirmed first (SPEC section 2, forced confirmation). */
export const NETWORK_OPTIONS = params.get('confirmSwitch') === '1' ? { forceNetworkSwitchConfirmation: true } : {};

/**
 * Test-only: shorter time-outs, `?testTimeouts=<iframeLoadMs>,<iframeRequestMs>,<httpMs>` (any may be empty or 0:
 * the default), e.g. `?testTimeouts=,,1500` for API calls (and the wait for the WalletConnect relay) that give up after 1.5 s instead of 10 s.
 */
export const TEST_TIMEOUTS = (() => {
  const [load, request, http] = (params.get('testTimeouts') ?? '').split(',').map(Number);
  if (!load && !request && !http) return {};
  return {
    _testTimeouts: {
      ...(load ? { iframeLoad: load } : {}),
      ...(request ? { iframeRequest: request } : {}),
      ...(http ? { http } : {}),
    },
  };
})();

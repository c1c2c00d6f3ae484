/**
 * The size and speed budgets `npm run size` and `npm run bench` hold (docs/budgets.md explains each and how it
 * is measured). Bytes are brotli (quality 11) of JavaScript; times are medians in headless Chromium on 2 cores.
 */
export const SIZE_BUDGETS = {
  /**
   * What a host page downloads from the lean remote before it is interactive (its Connect button clickable: the remote
   * entry, ./appkit, ./react); the modal's chunks follow once the browser is idle (`prefetch: 'idle'`).
   */
  beforeFirstOpen: 35_000,
  /** In all, to the painted Connect view. */
  connectView: 90_000,
  /** Each feature chunk, fetched only when its flag is on and a visitor reaches it. Keyed by chunk name. */
  featureChunks: {
    'airlock-feature-send': 25_000,
    'airlock-feature-receive': 10_000,
    'airlock-feature-swap': 30_000,
    'airlock-feature-onramp': 15_000,
    'airlock-feature-names': 15_000,
    'airlock-feature-wallets': 15_000,
    'airlock-feature-pay': 15_000,
    'airlock-feature-siwx': 15_000,
    'airlock-feature-nfts': 15_000,
  } as Record<string, number>,
  /**
   * Each part of a locale pack: the modal's texts (`airlock-locale-<lang>`), fetched when the modal speaks that
   * language, and the feature views' (`airlock-locale-<lang>-2`), fetched when a feature view is reached in it.
   */
  localePack: 4_000,
  /** The host package's runtime (`@airlock/host`: plugin, loader, React hook), bundled into the host's own code. */
  hostPackageRuntime: 2_000,
} as const;

export const SPEED_BUDGETS = {
  /** Connect button clickable, added over the host's own first render. */
  clickableAddedMs: 40,
  /** Click → Connect view painted, first open: cold, after a hover prefetch, and from a plain host's own button. */
  firstOpenMs: 50,
  /** Click → Connect view painted on later opens: one frame. */
  laterOpenMs: 16,
  /** Click → All Wallets painted with ~3,000 wallets, warm. */
  allWalletsMs: 100,
  /** All Wallets scrolling (counted as met from 58). */
  scrollFps: 60,
  /** Search: last keystroke → results, beyond the request itself (the SPEC's 300 ms wait plus one frame). */
  searchMs: 300,
  /** JS heap added by the first open, after GC. */
  heapMiB: 3,
  /** DOM nodes in the modal with the Connect view open. */
  domNodes: 300,
  /** Click Send → form painted: once its chunk is cached, and cold. */
  sendWarmMs: 50,
  sendColdMs: 150,
  /** Click WalletConnect → QR code painted, first time and cached, with no internet (devcloud's relay). */
  walletConnectQrMs: 1000,
  /** Swap: last keystroke → quote painted, beyond the request itself (the search rule: 300 ms, the form's 200 ms typing pause inside it, plus one frame). */
  swapQuoteMs: 300,
  /** devcloud started (two anvil chains, tokens deployed, HTTP app listening), on an idle machine. */
  devcloudStartMs: 5000,
} as const;

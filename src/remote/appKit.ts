import { alertAtom } from '../atoms/alert.ts';
import { activeNamespaceAtom, connectionAtom, initialConnectionStatus, isConnectedAtom } from '../atoms/connection.ts';
import { remoteConfigSettledAtom } from '../atoms/remoteConfig.ts';
import { modalOpenAtom } from '../atoms/modal.ts';
import { activeNetworkAtom } from '../atoms/network.ts';
import { initialNetwork } from '../core/networks/initialNetwork.ts';
import { optionsAtom, themeModeAtom, themeVariablesAtom } from '../atoms/options.ts';
import { requestedLocaleAtom } from '../atoms/locale.ts';
import { goBack, initialRouterState, push, replace, reset, routerAtom, type RouteData, type View } from '../atoms/router.ts';
import { publicStateAtom, type PublicState } from '../atoms/publicState.ts';
import { createInstanceStore, type Store } from '../atoms/store.ts';
import { createToaster } from '../atoms/toast.ts';
import type { Analytics } from '../core/api/analytics.ts';
import { createHttpClient } from '../core/api/http.ts';
import type { ChainNamespace } from '../core/caip.ts';
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts';
import type { ResolvedOptions } from '../core/options.ts';
import { activeNamespaceKey, activeNetworkIdKey, connectorIdKey, emailLoginUsedKey } from '../core/storage/startupKeys.ts';
import { browserStorage, createStorage, type StorageBacking } from '../core/storage/storage.ts';
import { createEmitter, type AppKitEvent } from './events.ts';
import { nativeBalanceAtom, publicNetworkAtom, walletInfoAtom, walletProviderAtom } from '../atoms/account.ts';
import { publicAccountAtom } from '../atoms/publicAccount.ts';
import { networkInputSchema, toCaipNetwork, type NetworkInput } from '../core/caip.ts';
import { AdapterNotFoundError } from '../core/errors/adapter.ts';
import { wording } from '../core/errors/wording.ts';
import type { InstanceContext, OpenOptions } from '../atoms/context.ts';
import type { ConnectionInput } from '../atoms/walletConnections.ts';
import type { AppKit as PublicAppKit } from './publicAppKit.ts';
import type { WalletProviderOf } from './walletProviders.ts';
import {
  type EmbeddedActions,
  loadEmbeddedActions,
  loadMultiWalletActions,
  loadPay,
  loadWalletActions,
  type MultiWalletActions,
  type MultiWalletHook,
  type WalletActions,
} from './registry/actions.ts';
import { PayError } from '../core/errors/pay.ts';
import type { PayArguments } from '../core/payArguments.ts';
import { EMBEDDED_CONNECTOR_ID } from '../chains/connectors/embeddedId.ts';

export type { OpenOptions };

export type { PublicState };

export type AppKitDeps = { storage?: StorageBacking; origin?: string; mountModal?: (kit: AppKit) => Promise<void> };

/**
 * One Airlock instance: its own jotai store, services and modal. Framework-free; React hooks and
 * the custom element read the same store.
 */
export class AppKit implements InstanceContext, PublicAppKit {
  readonly store: Store = createInstanceStore();
  readonly options: ResolvedOptions;
  readonly storage;
  readonly toaster;
  readonly api;
  readonly blockchainApi;
  /** The analytics sender: created by the remote-config step (its lazy chunk), which decides whether it sends at all. */
  analytics: Analytics | undefined;
  /** False while a host that asks first (`analytics: 'after-consent'`) has no yes from its visitor. */
  private consented: boolean;
  private readonly sdk;
  /** Settles once the remote config, origin check and analytics config have answered (or failed). */
  readonly ready: Promise<void>;
  private readonly events = createEmitter<AppKitEvent>();
  private readonly deps: AppKitDeps;
  private destroyed = false;
  private mounting: Promise<void> | undefined;

  constructor(options: ResolvedOptions, deps: AppKitDeps = {}) {
    this.options = options;
    this.deps = deps;
    this.storage = createStorage(deps.storage ?? browserStorage());
    this.toaster = createToaster(this.store);
    const sdk = { projectId: options.projectId ?? '', st: SDK_TYPE, sv: SDK_VERSION };
    this.sdk = sdk;
    this.api = createHttpClient(options.apiUrl, sdk);
    this.blockchainApi = createHttpClient(options.blockchainApiUrl, sdk);
    this.consented = options.analytics !== 'after-consent';

    const { store, storage } = this;
    store.set(optionsAtom, options);
    store.set(themeModeAtom, options.themeMode ?? 'light');
    store.set(themeVariablesAtom, options.themeVariables ?? {});
    store.set(requestedLocaleAtom, options.locale);
    store.set(activeNetworkAtom, initialNetwork(options.networks, storage.get(activeNetworkIdKey), options.defaultNetwork));
    const namespaces = [...new Set(options.networks.map((n) => n.chainNamespace))];
    store.set(activeNamespaceAtom, storage.get(activeNamespaceKey) ?? namespaces[0] ?? 'eip155');
    for (const namespace of namespaces) {
      const connectorId = storage.get(connectorIdKey(namespace));
      const status = initialConnectionStatus({ hasPriorConnection: Boolean(connectorId), reconnect: options.enableReconnect });
      store.set(connectionAtom(namespace), status === 'connecting' ? { status, connectorId, restoring: true } : { status });
    }

    // Once the page is idle (at most 200 ms on): the three requests cost a few ms of main thread (fetch's
    // set-up on a cold page), which the host's first render of its Connect button should not wait on. Without
    // a project id the same step only raises its alert, and makes no cloud call.
    this.ready = new Promise<void>((resolve) => whenIdle(resolve, options.projectId ? 200 : 0))
      .then(() => (this.destroyed ? undefined : this.loadRemoteConfig()))
      .catch((error) => this.debug('remote config unavailable', error))
      .then(() => this.settle());
    // The modal's chunks arrive while the visitor reads the page, so the first open paints at once; after the
    // page's own start-up (idle), so they never compete with it.
    if (options.prefetch === 'idle') whenIdle(() => this.destroyed || void this.prefetch().catch(() => undefined), 3000);
    // A stored connection is restored silently (the status already says connecting; hosts see reconnecting).
    if (namespaces.some((ns) => store.get(connectionAtom(ns)).status === 'connecting')) {
      void this.walletActions().then(
        (a) => a.connect.reconnect(),
        (error) => this.debug('reconnect unavailable', error),
      );
    }
    // The embedded wallet's session is checked at start-up when e-mail login was used (SPEC section 4).
    if (storage.get(emailLoginUsedKey) || namespaces.some((ns) => storage.get(connectorIdKey(ns)) === EMBEDDED_CONNECTOR_ID)) {
      void this.embeddedActions().then(
        (e) => e.sync(),
        (error) => this.debug('embedded wallet unavailable', error),
      );
    }
  }

  private embeddedLoad: Promise<EmbeddedActions> | undefined;
  /** The embedded-wallet chunk (hidden frame, e-mail and social login): loaded only when needed. */
  embeddedActions(): Promise<EmbeddedActions> {
    this.embeddedLoad ??= loadEmbeddedActions(this).catch((error) => {
      this.embeddedLoad = undefined;
      throw error;
    });
    return this.embeddedLoad;
  }

  /** Signs the embedded wallet out (disconnect of its namespace); a no-op when it never loaded. */
  signOutEmbedded(): Promise<void> {
    return this.embeddedActions().then((e) => e.signOut());
  }

  private actionsLoad: Promise<WalletActions> | undefined;
  /** The wallet actions chunk (connectors, adapters, viem): loaded on first need, never before. */
  walletActions(): Promise<WalletActions> {
    this.actionsLoad ??= loadWalletActions(this).catch((error) => {
      this.actionsLoad = undefined;
      throw error;
    });
    return this.actionsLoad;
  }

  private multiWalletLoad: Promise<MultiWalletActions> | undefined;
  /** Multi-wallet (`./features/wallets`): loaded on first use; with its flag off each call shows the SPEC's alert. */
  multiWalletActions(): Promise<MultiWalletActions> {
    this.multiWalletLoad ??= loadMultiWalletActions(this).catch((error) => {
      this.multiWalletLoad = undefined;
      throw error;
    });
    return this.multiWalletLoad;
  }

  /** Runs `use` on the multi-wallet actions once the project's remote config (which decides the flag) has settled. */
  private async multiWallet<T>(use: (actions: MultiWalletActions) => T | Promise<T>): Promise<T> {
    const [actions] = await Promise.all([this.multiWalletActions(), this.ready]);
    return use(actions);
  }
  /**
   * Every wallet connection (of `namespace`, or all), each with its status; empty with multiWallet off. `hook`: the
   * React hook asking, named by the alert's variant (not part of the public type).
   */
  getConnections(namespace?: ChainNamespace, hook?: MultiWalletHook) {
    return this.multiWallet((m) => m.getConnections(namespace, hook));
  }
  /** Makes a connection the active one (SPEC section 4 switching); rejects with 'Invalid connection status'. */
  switchConnection(connection: ConnectionInput) {
    return this.multiWallet((m) => m.switchConnection(connection));
  }
  /** Disconnects one connection only. */
  deleteConnection(connection: ConnectionInput) {
    return this.multiWallet((m) => m.deleteConnection(connection));
  }

  /** Balance (cached 30 s; `force` skips the cache) and identity of the connected account. */
  refreshAccount(options?: { force?: boolean }): Promise<void> {
    return this.walletActions().then((a) => a.account.refreshAccount(options));
  }

  private settle() {
    this.store.set(remoteConfigSettledAtom, true);
  }

  /** The project's cloud configuration: its own chunk (remote/remoteConfig.ts), fetched once the page is idle. */
  private async loadRemoteConfig() {
    const { loadRemoteConfig, createAnalytics } = await import(/* webpackChunkName: "airlock-config" */ './remoteConfig.ts');
    const { store, options, api } = this;
    const analytics = createAnalytics(createHttpClient(options.analyticsUrl, this.sdk), Date.now, () => this.consented);
    this.analytics = analytics;
    const origin = this.deps.origin ?? (typeof location !== 'undefined' ? location.origin : '');
    await loadRemoteConfig({ store, options, api, analytics, origin, alive: () => !this.destroyed, debug: this.debug.bind(this) });
  }

  debug(message: string, detail?: unknown) {
    if (this.options.debug) console.debug(`[airlock] ${message}`, detail ?? '');
  }

  track(event: string, properties?: Record<string, unknown>) {
    const data = { type: 'track' as const, event, ...(properties ? { properties } : {}) };
    this.events.emit({ timestamp: Date.now(), data });
    // Sent after the frame: a fetch costs a few ms of main thread, which an open must not wait on.
    // An event from before the visitor's consent stays unsent even when the consent comes before the idle moment.
    if (this.consented) whenIdle(() => this.analytics?.send(data));
  }

  /** With `analytics: 'after-consent'`: the visitor's answer; analytics and error events are sent only while granted. */
  setAnalyticsConsent(granted: boolean) {
    this.consented = granted;
  }

  /** Reports an error event (e.g. an internal SDK error) to subscribers and to error analytics. */
  reportError(event: string, properties?: Record<string, unknown>) {
    const data = { type: 'error' as const, event, ...(properties ? { properties } : {}) };
    this.events.emit({ timestamp: Date.now(), data });
    this.analytics?.send(data);
  }

  // ---- account and network ----

  /**
   * The atoms the React entry (`./react`) reads from this instance's store. Handed over here so that
   * entry carries no atom code of its own (it would otherwise download a second copy of it).
   */
  readonly atoms = {
    activeNamespace: activeNamespaceAtom,
    account: publicAccountAtom,
    network: publicNetworkAtom,
    walletInfo: walletInfoAtom,
    walletProvider: walletProviderAtom,
    nativeBalance: nativeBalanceAtom,
  };

  /** The account of `namespace` (default: the active one). */
  getAccount(namespace?: ChainNamespace) {
    return this.store.get(publicAccountAtom(namespace ?? this.store.get(activeNamespaceAtom)));
  }
  getNetwork() {
    return this.store.get(publicNetworkAtom);
  }
  getCaipNetwork() {
    return this.store.get(activeNetworkAtom);
  }
  getWalletInfo(namespace?: ChainNamespace) {
    return this.store.get(walletInfoAtom(namespace ?? this.store.get(activeNamespaceAtom)));
  }
  /** The provider the connecting code stored for `namespace`: EIP-1193 on eip155 (typed in types/appkit.d.ts). */
  getWalletProvider<N extends ChainNamespace | undefined = undefined>(namespace?: N) {
    return this.store.get(walletProviderAtom(namespace ?? this.store.get(activeNamespaceAtom))) as WalletProviderOf<N> | undefined;
  }
  /** SPEC section 3's Connectors: embedded wallet, WalletConnect and the browser wallets found. */
  async getConnectors() {
    return (await this.walletActions()).connect.connectors();
  }
  /**
   * Switches to a configured network (object, CAIP id or chain id); an unknown one shows 'Network Not Found' and
   * rejects (ChainNotConfiguredError). With the embedded wallet (or forced confirmation) the modal asks the visitor
   * first, as for a switch made in it: resolves once switched, rejects (4001) if the visitor declines.
   */
  async switchNetwork(network: { caipNetworkId: string } | string | number) {
    const id = typeof network === 'object' ? network.caipNetworkId : String(network);
    return (await this.walletActions()).network.switchNetwork(id);
  }
  /**
   * Disconnects `namespace` (default: every connected one); rejects with 'Failed to disconnect', or with
   * ConnectorNotConnectedError when there is nothing to disconnect.
   */
  async disconnect(namespace?: ChainNamespace) {
    return (await this.walletActions()).connect.disconnect({ namespace, closeModal: true });
  }
  private requireAdapter(namespace: ChainNamespace) {
    const served = new Set(this.options.networks.map((n) => n.chainNamespace));
    if (!served.has(namespace)) throw new AdapterNotFoundError(namespace);
  }
  /** Adds a network to a namespace that has an adapter. */
  addNetwork(namespace: ChainNamespace, network: NetworkInput) {
    this.requireAdapter(namespace);
    const parsed = toCaipNetwork({ ...networkInputSchema.parse(network, { error: wording }), chainNamespace: namespace });
    const options = this.store.get(optionsAtom) ?? this.options;
    if (options.networks.some((n) => n.caipNetworkId === parsed.caipNetworkId)) return;
    this.store.set(optionsAtom, { ...options, networks: [...options.networks, parsed] });
  }
  /** Removes a network (by chain id or CAIP id) from a namespace that has an adapter. */
  removeNetwork(namespace: ChainNamespace, networkId: string | number) {
    this.requireAdapter(namespace);
    const options = this.store.get(optionsAtom) ?? this.options;
    const networks = options.networks.filter(
      (n) => !(n.chainNamespace === namespace && (n.caipNetworkId === networkId || String(n.id) === String(networkId))),
    );
    this.store.set(optionsAtom, { ...options, networks });
  }

  // ---- instance API ----

  /** Opens the modal on `view` (default: Account when connected, else Connect). */
  async open(openOptions: OpenOptions = {}) {
    if (this.destroyed) return;
    const connected = this.store.get(isConnectedAtom);
    const view = openOptions.view ?? (openOptions.uri ? 'ConnectingWalletConnect' : connected ? 'Account' : 'Connect');
    const data: RouteData | undefined = openOptions.uri
      ? { uri: openOptions.uri }
      : openOptions.arguments
        ? { swap: openOptions.arguments }
        : undefined;
    this.store.set(routerAtom, initialRouterState(view, data));
    if (!this.store.get(modalOpenAtom)) this.returnFocusTo = deepActiveElement();
    await this.mount();
    // Rendered in this task rather than a scheduled one: opening is the moment a visitor waits on.
    this.commitSync(() => this.store.set(modalOpenAtom, true));
    // Wallet discovery and the actions follow once the view is painted: on a cold first open they
    // would otherwise compete with the modal's own chunk for the network and the main thread.
    whenIdle(() => this.loadActionsSoon());
    this.track('MODAL_OPEN', { connected });
  }

  /**
   * Asks the visitor to pay (`features.pay`): resolves with the transaction hash once mined, rejects with a
   * `PayError`. With the flag off it rejects at once and the pay chunk is never fetched.
   */
  async pay(request: PayArguments) {
    // The effective features are worked out by the modal's code, not before the first open: fetched here on demand.
    const { featuresAtom } = await import(/* webpackChunkName: "airlock-features" */ '../atoms/features.ts');
    if (!this.store.get(featuresAtom).pay) throw new PayError('disabled', 'Pay is not enabled (features.pay is off)');
    return (await loadPay()).pay(this, request);
  }

  close() {
    if (!this.store.get(modalOpenAtom)) return;
    this.store.set(modalOpenAtom, false);
    this.store.set(alertAtom, null);
    this.track('MODAL_CLOSE', { connected: this.store.get(isConnectedAtom) });
  }

  /** Loads the modal's UI chunk without opening it (hosts may call this on hover). */
  prefetch(): Promise<void> {
    this.loadActionsSoon();
    return this.mount();
  }

  /** Browser-wallet discovery and the wallet actions live in a chunk of their own; fetched once. */
  private loadActionsSoon() {
    void this.walletActions().catch(() => undefined);
  }

  /** The modal's chunk, retried once (a dropped connection, a deploy in between); a second failure rejects open(). */
  private mount() {
    const mount = this.deps.mountModal ?? defaultMount;
    this.mounting ??= mount(this)
      .catch(() => mount(this))
      .catch((error) => {
        this.mounting = undefined;
        throw error;
      });
    return this.mounting;
  }

  push(view: View, data?: RouteData) {
    this.store.set(routerAtom, (s) => push(s, view, data));
  }
  replace(view: View, data?: RouteData) {
    this.store.set(routerAtom, (s) => replace(s, view, data));
  }
  reset(view: View, data?: RouteData) {
    this.store.set(routerAtom, (s) => reset(s, view, data));
  }
  goBack() {
    const result = goBack(this.store.get(routerAtom), this.store.get(isConnectedAtom));
    if (result.close) this.close();
    else this.store.set(routerAtom, result.state);
  }

  getState(): PublicState {
    return this.store.get(publicStateAtom);
  }

  /** Calls `callback` with the new state whenever a public field changes. */
  subscribeState(callback: (state: PublicState) => void): () => void {
    let last = JSON.stringify(this.getState());
    return this.store.sub(publicStateAtom, () => {
      const state = this.getState();
      const serialized = JSON.stringify(state);
      if (serialized === last) return;
      last = serialized;
      callback(state);
    });
  }

  subscribeEvents(callback: (event: AppKitEvent) => void): () => void {
    return this.events.subscribe(callback);
  }

  setThemeMode(mode: 'light' | 'dark') {
    this.store.set(themeModeAtom, mode);
  }

  /** The modal's language from now on (a BCP 47 tag; a language Airlock does not speak falls back to English). */
  setLocale(locale: string) {
    this.store.set(requestedLocaleAtom, locale);
  }

  setThemeVariables(variables: Record<string, string | number>) {
    this.store.set(themeVariablesAtom, variables);
  }

  /** Removes the modal and stops every listener; the instance can't be used afterwards. */
  destroy() {
    this.close();
    this.destroyed = true;
    this.events.clear();
    void this.actionsLoad?.then(
      (a) => a.connect.destroy(),
      () => undefined,
    );
    void this.embeddedLoad?.then(
      (e) => e.destroy(),
      () => undefined,
    );
    this.unmount?.();
  }

  /** The element focused when the modal opened; focus goes back to it on close. */
  returnFocusTo: HTMLElement | null = null;

  /** Runs a state change and renders it at once; the UI chunk sets it to React's flushSync. */
  commitSync: (change: () => void) => void = (change) => change();

  /** Set by the UI chunk when it mounts, so destroy can take the modal down. */
  unmount: (() => void) | undefined;
}

/**
 * Runs `task` once the browser is idle (after the tasks already queued and the current frame's paint),
 * at most `timeout` ms on; soon where idle callbacks are unknown.
 */
function whenIdle(task: () => void, timeout = 1000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 0);
}

/** The focused element, looking through open shadow roots (a host's own web components). */
function deepActiveElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const defaultMount = async (kit: AppKit) => (await import(/* webpackChunkName: "airlock-modal" */ './modal/start.ts')).startModal(kit);

import { alertAtom, showAlert } from '../atoms/alert.ts';
import { activeNamespaceAtom, connectionAtom, initialConnectionStatus, isConnectedAtom } from '../atoms/connection.ts';
import { featuresAtom, remoteConfigSettledAtom, remoteFeaturesAtom } from '../atoms/features.ts';
import { modalLoadingAtom, modalOpenAtom } from '../atoms/modal.ts';
import { activeNetworkAtom, initialNetwork } from '../atoms/network.ts';
import { optionsAtom, themeModeAtom, themeVariablesAtom } from '../atoms/options.ts';
import { currentRoute, goBack, initialRouterState, push, replace, reset, routerAtom, type RouteData, type View } from '../atoms/router.ts';
import { servicesAtom } from '../atoms/services.ts';
import { createInstanceStore, type Store } from '../atoms/store.ts';
import { createToaster } from '../atoms/toast.ts';
import { createAnalytics } from '../core/api/analytics.ts';
import { fetchAllowedOrigins, fetchAnalyticsEnabled, fetchRemoteFeatures, isOriginAllowed } from '../core/api/config.ts';
import { createHttpClient } from '../core/api/http.ts';
import type { CaipNetworkId, ChainNamespace } from '../core/caip.ts';
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts';
import { ALERTS, WARNINGS } from '../core/errors/alerts.ts';
import { RateLimitedError, ServerError } from '../core/errors/api.ts';
import { resolveFeatures } from '../core/features.ts';
import type { ResolvedOptions } from '../core/options.ts';
import { connectorIdKey, STORAGE_KEYS } from '../core/storage/keys.ts';
import { browserStorage, createStorage, type StorageBacking } from '../core/storage/storage.ts';
import { createEmitter, type AppKitEvent } from './events.ts';

export type OpenOptions = { view?: View; uri?: string; arguments?: RouteData['swap'] };

/** What getState() returns and subscribeState() delivers. */
export type PublicState = {
  open: boolean;
  loading: boolean;
  initialized: boolean;
  view: View;
  themeMode: 'light' | 'dark';
  activeChain: ChainNamespace;
  selectedNetworkId: CaipNetworkId | undefined;
  status: 'disconnected' | 'connecting' | 'connected';
  address: string | undefined;
};

export type AppKitDeps = { storage?: StorageBacking; origin?: string; mountModal?: (kit: AppKit) => Promise<void> };

/**
 * One Airlock instance: its own jotai store, services and modal. Framework-free; React hooks and
 * the custom element read the same store.
 */
export class AppKit {
  readonly store: Store = createInstanceStore();
  readonly options: ResolvedOptions;
  readonly storage;
  readonly toaster;
  readonly api;
  readonly blockchainApi;
  readonly analytics;
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
    this.api = createHttpClient(options.apiUrl, sdk);
    this.blockchainApi = createHttpClient(options.blockchainApiUrl, sdk);
    this.analytics = createAnalytics(createHttpClient(options.analyticsUrl, sdk));

    const { store, storage } = this;
    store.set(optionsAtom, options);
    store.set(themeModeAtom, options.themeMode ?? 'light');
    store.set(themeVariablesAtom, options.themeVariables ?? {});
    store.set(activeNetworkAtom, initialNetwork(options.networks, storage.get(STORAGE_KEYS.activeNetworkId), options.defaultNetwork));
    const namespaces = [...new Set(options.networks.map((n) => n.chainNamespace))];
    store.set(activeNamespaceAtom, storage.get(STORAGE_KEYS.activeNamespace) ?? namespaces[0] ?? 'eip155');
    for (const namespace of namespaces) {
      const connectorId = storage.get(connectorIdKey(namespace));
      const status = initialConnectionStatus({ hasPriorConnection: Boolean(connectorId), reconnect: options.enableReconnect });
      store.set(connectionAtom(namespace), status === 'connecting' ? { status, connectorId } : { status });
    }

    store.set(servicesAtom, {
      push: (view, data) => this.push(view, data),
      replace: (view, data) => this.replace(view, data),
      reset: (view, data) => this.reset(view, data),
      goBack: () => this.goBack(),
      close: () => this.close(),
      toaster: this.toaster,
      storage,
      api: this.api,
      blockchainApi: this.blockchainApi,
      track: (event, properties) => this.track(event, properties),
      debug: (message, detail) => this.debug(message, detail),
    });

    if (!options.projectId) showAlert(store, ALERTS.projectIdNotConfigured());
    this.ready = options.projectId ? this.loadRemoteConfig() : Promise.resolve(this.settle());
  }

  private settle() {
    this.store.set(remoteConfigSettledAtom, true);
  }

  /** Remote config, origin allowlist and analytics config, in parallel; none of them blocks opening. */
  private async loadRemoteConfig() {
    const { store, options } = this;
    const features = options.basic
      ? Promise.resolve()
      : fetchRemoteFeatures(this.api).then(
          (remote) => {
            if (this.destroyed) return;
            store.set(remoteFeaturesAtom, remote);
            if (resolveFeatures({ local: options.features, remote }).localRemoteIgnored) {
              // A message for the host's developers, not for visitors: the console, not the modal.
              console.warn(`[airlock] ${WARNINGS.localFeaturesIgnored()}`);
            }
          },
          (error) => this.debug('remote config unavailable; using local features', error),
        );
    const origins = fetchAllowedOrigins(this.api).then(
      (allowed) => {
        const origin = this.deps.origin ?? (typeof location !== 'undefined' ? location.origin : '');
        // An empty list means the call failed in a way the SPEC does not alert on: nothing to check against.
        if (allowed.length > 0 && !isOriginAllowed(origin, allowed)) {
          showAlert(store, ALERTS.invalidAppConfiguration(origin));
        }
      },
      (error) => {
        if (error instanceof RateLimitedError) showAlert(store, ALERTS.rateLimitedAppConfiguration());
        else if (error instanceof ServerError) showAlert(store, ALERTS.serverErrorAppConfiguration(error.details ?? ''));
      },
    );
    const analytics = fetchAnalyticsEnabled(this.api).then((enabled) => {
      this.analytics.setEnabled(enabled && this.store.get(featuresAtom).analytics);
    });
    await Promise.all([features, origins, analytics]);
    this.settle();
  }

  debug(message: string, detail?: unknown) {
    if (this.options.debug) console.debug(`[airlock] ${message}`, detail ?? '');
  }

  track(event: string, properties?: Record<string, unknown>) {
    const data = { type: 'track' as const, event, ...(properties ? { properties } : {}) };
    this.events.emit({ timestamp: Date.now(), data });
    this.analytics.send(data);
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
    this.store.set(modalOpenAtom, true);
    this.track('MODAL_OPEN', { connected });
  }

  close() {
    if (!this.store.get(modalOpenAtom)) return;
    this.store.set(modalOpenAtom, false);
    this.store.set(alertAtom, null);
    this.track('MODAL_CLOSE', { connected: this.store.get(isConnectedAtom) });
  }

  /** Loads the modal's UI chunk without opening it (hosts may call this on hover). */
  prefetch(): Promise<void> {
    return this.mount();
  }

  private mount() {
    this.mounting ??= (this.deps.mountModal ?? defaultMount)(this).catch((error) => {
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
    const { store } = this;
    const namespace = store.get(activeNamespaceAtom);
    const connection = store.get(connectionAtom(namespace));
    return {
      open: store.get(modalOpenAtom),
      loading: store.get(modalLoadingAtom),
      initialized: store.get(remoteConfigSettledAtom),
      view: currentRoute(store.get(routerAtom)).view,
      themeMode: store.get(themeModeAtom),
      activeChain: namespace,
      selectedNetworkId: store.get(activeNetworkAtom)?.caipNetworkId,
      status: connection.status,
      address: connection.address,
    };
  }

  /** Calls `callback` with the new state whenever a public field changes. */
  subscribeState(callback: (state: PublicState) => void): () => void {
    let last = JSON.stringify(this.getState());
    const check = () => {
      const state = this.getState();
      const serialized = JSON.stringify(state);
      if (serialized === last) return;
      last = serialized;
      callback(state);
    };
    const atoms = [modalOpenAtom, modalLoadingAtom, remoteConfigSettledAtom, routerAtom, themeModeAtom, activeNamespaceAtom, activeNetworkAtom, isConnectedAtom];
    const unsubscribes = atoms.map((a) => this.store.sub(a, check));
    for (const namespace of ['eip155', 'solana'] as const) unsubscribes.push(this.store.sub(connectionAtom(namespace), check));
    return () => unsubscribes.forEach((u) => u());
  }

  subscribeEvents(callback: (event: AppKitEvent) => void): () => void {
    return this.events.subscribe(callback);
  }

  setThemeMode(mode: 'light' | 'dark') {
    this.store.set(themeModeAtom, mode);
  }

  setThemeVariables(variables: Record<string, string | number>) {
    this.store.set(themeVariablesAtom, variables);
  }

  /** Removes the modal and stops every listener; the instance can't be used afterwards. */
  destroy() {
    this.close();
    this.destroyed = true;
    this.events.clear();
    this.unmount?.();
  }

  /** The element focused when the modal opened; focus goes back to it on close. */
  returnFocusTo: HTMLElement | null = null;

  /** Set by the UI chunk when it mounts, so destroy can take the modal down. */
  unmount: (() => void) | undefined;
}

/** The focused element, looking through open shadow roots (a host's own web components). */
function deepActiveElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const defaultMount = async (kit: AppKit) => {
  const { mountModal } = await import(/* webpackChunkName: "airlock-modal" */ './modal/mount.tsx');
  mountModal(kit);
};

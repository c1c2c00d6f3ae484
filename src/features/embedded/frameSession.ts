import { showAlert } from '../../atoms/alert.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { showDebugAlert } from '../../atoms/debugAlert.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { requestedLocaleAtom } from '../../atoms/locale.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { themeModeAtom, themeVariablesAtom } from '../../atoms/options.ts';
import { disallowedOriginAtom } from '../../atoms/originGate.ts';
import { createEmbeddedFrame, type EmbeddedFrame } from '../../chains/connectors/embedded.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { SDK_TYPE, SDK_VERSION, TIME } from '../../core/constants.ts';
import { extensionsOf, type FrameExtension } from '../../core/frame/messages.ts';
import { ALERTS, type Alert } from '../../core/errors/alerts.ts';
import { BaseError } from '../../core/errors/base.ts';
import { FrameError, IframeLoadFailedError, IframeRequestTimeoutError } from '../../core/frame/errors.ts';
import { resolveLocale } from '../../core/i18n/locales.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { EMBEDDED_ALERTS, EMBEDDED_MESSAGES } from './messages.ts';
import { themeSyncPayload } from './theme.ts';

/** A session token as the secure site issues it: token68 characters (RFC 7235), as a bearer token or a JWT. */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9._~+/-]+=*$/;

/** What the embedded actions need besides their instance; tests pass a fake frame. */
export type EmbeddedDeps = { createFrame?: typeof createEmbeddedFrame };

/**
 * The hidden secure frame of one instance (SPEC sections 2 and 4): created on first need, told the theme and
 * the dapp's data once initialised, its time-outs turned into the SPEC's alerts. Every embedded flow talks to
 * the secure site through `messenger()` and wraps its requests in `guard`.
 */
export function createFrameSession(ctx: InstanceContext, deps: EmbeddedDeps = {}) {
  const { store, storage, options } = ctx;
  const createFrame = deps.createFrame ?? createEmbeddedFrame;
  let frame: EmbeddedFrame | undefined;
  const createdListeners = new Set<(frame: EmbeddedFrame) => void>();
  /** The frame that is initialised (SYNC_THEME goes only to a ready frame). */
  let readyFrame: EmbeddedFrame | undefined;
  /** What the current frame offers beyond the real protocol (READY's `extensions`); the real site offers none. */
  let extensions = new Set<FrameExtension>();
  const timeouts = {
    load: options._testTimeouts?.iframeLoad ?? TIME.iframeLoadTimeout,
    request: options._testTimeouts?.iframeRequest ?? TIME.iframeRequestTimeout,
  };

  /**
   * The namespaces the embedded wallet serves among those the host configured (SPEC: eip155 and solana). Bitcoin
   * comes with the same login (the frame's `bitcoin` extension), so only beside one of those.
   */
  const namespacesServed = (): ChainNamespace[] => {
    const configured = [...new Set(store.get(networksAtom).map((n) => n.chainNamespace))];
    const served = configured.filter((ns) => ns === 'eip155' || ns === 'solana');
    return served.length > 0 && configured.includes('bip122') ? [...served, 'bip122'] : served;
  };

  const evmChainId = (): number | undefined => {
    const network = store.get(activeNetworkAtom);
    return network?.chainNamespace === 'eip155' ? Number(network.id) : undefined;
  };

  /**
   * Whether there is an auth connector (the embedded wallet) at all: e-mail or social login on, and a namespace
   * it serves among the host's networks.
   */
  const hasAuthConnector = () => {
    const { email, socials } = store.get(featuresAtom);
    return (email || (socials !== false && socials.length > 0)) && namespacesServed().length > 0;
  };

  /**
   * The modal's language as it resolves it (the `locale` option or setLocale(), then the page's, then the browser's),
   * not its loaded pack's: the frame is often made before the modal's pack is in (a page load restoring the session,
   * the modal never opened), and it fetches its own pack.
   */
  const frameLocale = () =>
    resolveLocale(store.get(requestedLocaleAtom), globalThis.document?.documentElement ?? {}, globalThis.navigator ?? {});

  /**
   * The hidden frame, created on first need (SPEC: only when e-mail login was used before or an action needs it).
   * Without an auth connector there is no frame to create: 'No auth connector found' (SPEC section 8).
   */
  function getFrame(): EmbeddedFrame {
    if (frame) return frame;
    if (!hasAuthConnector()) throw new BaseError(EMBEDDED_MESSAGES.noAuthConnector);
    const created = createFrame({
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId ?? '',
      chainId: evmChainId() ?? storage.get(STORAGE_KEYS.lastUsedChainId),
      enableLogger: options.enableAuthLogger,
      rpcUrl: options.rpcUrl,
      locale: frameLocale(),
      timeouts,
      onDebug: (message, data) => ctx.debug(`embedded wallet: ${message}`, data),
    });
    created.messenger.onEvent((event) => {
      if (event.type === '@w3m-frame/READY' && frame === created) extensions = extensionsOf(event.payload);
      if (event.type !== '@w3m-frame/SESSION_UPDATE') return;
      if (SESSION_TOKEN_PATTERN.test(event.payload.token)) storage.set(STORAGE_KEYS.embeddedSessionToken, event.payload.token);
      else expireSession(created);
    });
    created.messenger.whenReady().then(
      () => {
        if (frame !== created) return;
        readyFrame = created;
        // SPEC section 3: the frame learns the theme and the dapp's data once it is initialised.
        syncTheme();
        // Ours, where offered: and the modal's language, in case it changed since the frame's URL was made.
        syncLocale();
        const metadata = options.metadata;
        void created.messenger
          .request('@w3m-app/SYNC_DAPP_DATA', {
            ...(metadata ? { metadata } : {}),
            sdkVersion: SDK_VERSION,
            sdkType: SDK_TYPE,
            projectId: options.projectId ?? '',
          })
          .catch((error: unknown) => ctx.debug('embedded wallet: dapp data not synced', error));
      },
      (error: unknown) => onFrameError(error),
    );
    frame = created;
    for (const listener of createdListeners) listener(created);
    return created;
  }

  /**
   * A session update whose token is not a token (SPEC section 8, "Session Expired"): nothing is kept, the visitor is
   * told, and the frame reloads (RELOAD) so it starts again from what its own storage holds.
   */
  function expireSession(target: EmbeddedFrame) {
    storage.remove(STORAGE_KEYS.embeddedSessionToken);
    showAlert(store, ALERTS.sessionExpired());
    void target.messenger.request('@w3m-app/RELOAD').catch((error: unknown) => ctx.debug('embedded wallet: reload failed', error));
  }

  /** SYNC_THEME to the initialised frame (at init and on every theme change). */
  function syncTheme() {
    if (!readyFrame) return;
    void readyFrame.messenger
      .request('@w3m-app/SYNC_THEME', themeSyncPayload(store.get(themeModeAtom), store.get(themeVariablesAtom)))
      .catch((error: unknown) => ctx.debug('embedded wallet: theme not synced', error));
  }

  /**
   * SYNC_LOCALE to the initialised frame that offers it: its pages (the approval, the popups) speak the modal's
   * language. The real site does not answer it, so it is never sent there.
   */
  function syncLocale() {
    if (!extensions.has('syncLocale')) return;
    void readyFrame?.messenger
      .request('@w3m-app/SYNC_LOCALE', { locale: frameLocale() })
      .catch((error: unknown) => ctx.debug('embedded wallet: locale not synced', error));
  }

  /**
   * Alerts for the SPEC's time-outs (debug-mode alerts); a frame that never loaded is dropped so the next action
   * tries again. On a page the project's allowlist does not hold, a time-out is the unverified domain's.
   */
  function onFrameError(error: unknown) {
    const timedOut = (alert: Alert) =>
      showDebugAlert(ctx, store.get(disallowedOriginAtom) === null ? alert : EMBEDDED_ALERTS.unverifiedDomain());
    if (error instanceof IframeLoadFailedError) {
      timedOut(EMBEDDED_ALERTS.iframeLoadFailed());
      dropFrame();
    } else if (error instanceof IframeRequestTimeoutError) {
      timedOut(EMBEDDED_ALERTS.requestTimedOut());
    }
  }

  function dropFrame() {
    frame?.destroy();
    frame = undefined;
    readyFrame = undefined;
    extensions = new Set();
  }

  /** Awaits a frame request; a time-out or load failure shows its alert before the error goes on. */
  async function guard<T>(promise: Promise<T>): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      onFrameError(error);
      throw error;
    }
  }

  /** The text a view shows for a failed frame request. */
  const messageOf = (error: unknown, fallback: string) =>
    error instanceof IframeLoadFailedError
      ? EMBEDDED_ALERTS.iframeLoadFailed().longMessage
      : error instanceof FrameError || error instanceof Error
        ? error.message || fallback
        : fallback;

  // SYNC_THEME whenever the host changes the theme (SPEC section 3).
  const unsubscribeThemeMode = store.sub(themeModeAtom, syncTheme);
  const unsubscribeThemeVariables = store.sub(themeVariablesAtom, syncTheme);
  // setLocale() at run time: the frame switches with the wish (the modal once its own pack is here).
  const unsubscribeLocale = store.sub(requestedLocaleAtom, syncLocale);

  function destroy() {
    unsubscribeThemeMode();
    unsubscribeThemeVariables();
    unsubscribeLocale();
    dropFrame();
  }

  return {
    getFrame,
    messenger: () => getFrame().messenger,
    /** Whether the current frame offered one of our extensions in its READY. */
    offers: (extension: FrameExtension) => extensions.has(extension),
    /** The frame if it was created (requests that must not create one, e.g. RPC abort and sign-out). */
    existingFrame: () => frame,
    /** Calls `listener` with every frame created from now on (a frame that failed to load is replaced). */
    onFrameCreated(listener: (frame: EmbeddedFrame) => void) {
      createdListeners.add(listener);
    },
    guard,
    messageOf,
    evmChainId,
    namespacesServed,
    destroy,
  };
}

export type FrameSession = ReturnType<typeof createFrameSession>;

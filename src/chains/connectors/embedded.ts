import { createFrameMessenger, type FrameMessenger } from '../../core/frame/messenger.ts';
import { DEFAULT_CHAIN_ID, DISPLAY } from '../../core/constants.ts';

export { EMBEDDED_CONNECTOR_ID } from './embeddedId.ts';

export const FRAME_ELEMENT_ID = 'airlock-secure-frame';

export type EmbeddedFrameOptions = {
  /** The secure site's base URL; its exact origin is the only one posted to or accepted from. */
  secureSiteUrl: string;
  projectId: string;
  chainId: string | number | undefined;
  enableLogger: boolean;
  /** The blockchain RPC the frame reads through (the real SDK page's `rpcUrl`). */
  rpcUrl: string;
  /** The modal's language: the frame's pages speak it (SYNC_LOCALE follows a change). */
  locale?: string;
  timeouts?: { load?: number; request?: number };
  onDebug?: (message: string, data?: unknown) => void;
  document?: Document;
};

/** Where the frame is shown, in viewport pixels. */
export type FrameRect = { top: number; left: number; width: number; height: number };

export type EmbeddedFrame = {
  messenger: FrameMessenger;
  iframe: HTMLIFrameElement;
  /**
   * Shows the frame exactly over `rect` (viewport pixels), for the visitor to approve a request on the secure
   * origin's own page; null hides it again. Placed with top/left/width/height only: a transform, opacity or
   * anything drawn over it would make the browser report it as not visible, and the frame keeps Approve off.
   */
  place(rect: FrameRect | null): void;
  destroy(): void;
};

/** The frame protocol's version the real SDK page speaks (AppKit's SECURE_SITE_SDK_VERSION), not ours. */
export const FRAME_PROTOCOL_VERSION = '4';

/** A chain id as the SDK page takes it: a CAIP-2 id (`eip155:1`, also when none is known); a bare EVM id gets its namespace. */
export function caipChainId(chainId: string | number | undefined): string {
  if (chainId === undefined || chainId === '') return DEFAULT_CHAIN_ID;
  const text = String(chainId);
  return text.includes(':') ? text : `eip155:${text}`;
}

/**
 * The secure site's SDK page (`/sdk`) with the real client's query parameters (AppKit's W3mFrame.ts): project id,
 * CAIP chain id, the frame protocol's version, the logger flag and the RPC URL; and the modal's language (ours; a
 * site without languages ignores it).
 */
export function frameUrl(
  options: Pick<EmbeddedFrameOptions, 'secureSiteUrl' | 'projectId' | 'chainId' | 'enableLogger' | 'rpcUrl' | 'locale'>,
): string {
  const url = new URL('/sdk', options.secureSiteUrl);
  url.searchParams.set('projectId', options.projectId);
  url.searchParams.set('chainId', caipChainId(options.chainId));
  url.searchParams.set('version', FRAME_PROTOCOL_VERSION);
  url.searchParams.set('enableLogger', String(options.enableLogger));
  url.searchParams.set('rpcUrl', options.rpcUrl);
  if (options.locale) url.searchParams.set('locale', options.locale);
  return url.toString();
}

/**
 * The hidden secure iframe (SPEC section 2): one fixed-position element with id and name, z-index 999999,
 * not displayed until ready, appended to the page body; and the messenger that talks to it. The key stays on
 * the secure origin: the host page only ever exchanges validated messages with it.
 */
export function createEmbeddedFrame(options: EmbeddedFrameOptions): EmbeddedFrame {
  const doc = options.document ?? document;
  const secureOrigin = new URL(options.secureSiteUrl).origin;
  const existing = doc.getElementById(FRAME_ELEMENT_ID);
  existing?.remove();
  const iframe = doc.createElement('iframe');
  iframe.id = FRAME_ELEMENT_ID;
  iframe.name = FRAME_ELEMENT_ID;
  iframe.title = 'Secure wallet frame';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  // CSSOM assignments, not a style attribute string: allowed under a strict style-src CSP.
  const style = iframe.style;
  style.position = 'fixed';
  style.zIndex = String(DISPLAY.iframeZIndex);
  style.display = 'none';
  style.border = '0';
  style.width = '0';
  style.height = '0';
  style.top = '0';
  style.left = '0';
  iframe.src = frameUrl(options);

  const messenger = createFrameMessenger({
    targetWindow: () => iframe.contentWindow,
    secureOrigin,
    onDebug: options.onDebug,
    timeouts: options.timeouts,
  });
  let ready = false;
  /** Displayed once ready, but with no size, no pointer events and out of the tab order: never in the way. */
  const conceal = () => {
    style.pointerEvents = 'none';
    style.opacity = '0';
    style.width = '0';
    style.height = '0';
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
  };
  const unsubscribe = messenger.onEvent((event) => {
    if (event.type === '@w3m-frame/READY') {
      ready = true;
      style.display = 'block';
      conceal();
    }
  });
  doc.body.append(iframe);

  return {
    messenger,
    iframe,
    place(rect) {
      if (!ready) return;
      if (!rect) return conceal();
      style.top = `${Math.round(rect.top)}px`;
      style.left = `${Math.round(rect.left)}px`;
      style.width = `${Math.round(rect.width)}px`;
      style.height = `${Math.round(rect.height)}px`;
      style.opacity = '1';
      style.pointerEvents = 'auto';
      iframe.removeAttribute('aria-hidden');
      iframe.tabIndex = 0;
    },
    destroy() {
      unsubscribe();
      messenger.destroy();
      iframe.remove();
    },
  };
}

type Listener = (...args: unknown[]) => void;

/** The embedded wallet as an EIP-1193 provider: requests go to `handle`; events come from `emit`. */
export function createEmbeddedProvider(handle: (args: { method: string; params?: unknown }) => Promise<unknown>) {
  const listeners = new Map<string, Set<Listener>>();
  return {
    isAirlockEmbedded: true as const,
    request: (args: { method: string; params?: unknown }) => handle(args),
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch {
          // A host listener's failure is not ours to handle.
        }
      }
    },
  };
}
export type EmbeddedProvider = ReturnType<typeof createEmbeddedProvider>;

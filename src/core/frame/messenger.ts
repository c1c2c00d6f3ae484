import {
  FarcasterUriAbortedError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameUnavailableError,
  IframeLoadFailedError,
  IframeRequestTimeoutError,
  InvalidFrameRequestError,
  RpcRequestAbortedError,
} from './errors.ts';
import {
  appMessageSchemas,
  errorType,
  eventType,
  parseFrameMessage,
  requestNameOf,
  successType,
  type AppMessageType,
  type AppPayload,
  type EventMessage,
  type FrameMessage,
  type NameOf,
  type RequestName,
  type SuccessPayload,
} from './messages.ts';
import { isSafeMethod, isUnsafeMethod } from './rpc.ts';
import { TIME } from '../constants.ts';

/** What the messenger needs of a window: Window fits, and so does a test fake. */
export type PostTarget = { postMessage(message: unknown, targetOrigin: string): void };

/** Where `message` events arrive (the page's window by default). */
export type MessageSource = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

export type FrameMessengerOptions = {
  /** The secure iframe's window (its contentWindow), read at each post. */
  targetWindow: () => PostTarget | null;
  /** Exact origin of the secure site; the only origin posted to or accepted from. */
  secureOrigin: string;
  /** Called for every dropped message and time-out, for debug logging. */
  onDebug?: (message: string, data?: unknown) => void;
  timeouts?: { load?: number; request?: number };
  postReadyDelayMs?: number;
  listenTarget?: MessageSource;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
};

export type RequestOptions = { signal?: AbortSignal };

type RequestArgs<N extends RequestName> =
  undefined extends AppPayload<N>
    ? [payload?: AppPayload<N>, options?: RequestOptions]
    : [payload: AppPayload<N>, options?: RequestOptions];

export type FrameEvent = EventMessage;

export type FrameMessenger = {
  /** Send a request once the frame is initialised; resolves with the `_SUCCESS` payload. */
  request<T extends AppMessageType>(type: T, ...args: RequestArgs<NameOf<T>>): Promise<SuccessPayload<NameOf<T>>>;
  /**
   * Frame events that are not replies (READY, SESSION_UPDATE and, from a frame that offers them, the approval
   * events APPROVAL_REQUESTED, APPROVAL_RESIZED, APPROVAL_ENDED). Returns an unsubscribe.
   */
  onEvent(listener: (event: FrameEvent) => void): () => void;
  /** Resolves once the frame is initialised (postReadyDelayMs after READY). */
  whenReady(): Promise<void>;
  /** Abort pending requests; with keepSafeRpc, read-only RPC requests keep running. */
  abortAll(reason?: unknown, options?: { keepSafeRpc?: boolean }): void;
  destroy(): void;
};

/** SPEC section 9 defaults, from core/constants.ts. */
const { iframeLoadTimeout: LOAD_TIMEOUT_MS, iframeRequestTimeout: REQUEST_TIMEOUT_MS, postReadyDelay: POST_READY_DELAY_MS } = TIME;

/** SPEC: only these requests time out after the request time-out. */
const TIMED_REQUESTS: ReadonlySet<RequestName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]);

/**
 * Ours: an RPC request that needs no visitor (a read, a raw broadcast) also times out, so a frame that never answers
 * fails it instead of leaving it pending for ever. Unsafe ones wait for the visitor, who can always close the modal.
 */
const isTimedRequest = (name: RequestName, method: string | undefined) =>
  TIMED_REQUESTS.has(name) || (name === 'RPC_REQUEST' && method !== undefined && !isUnsafeMethod(method));

type Pending = {
  name: RequestName;
  method: string | undefined;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  cleanup: Array<() => void>;
};

type Phase = 'loading' | 'settling' | 'ready' | 'failed' | 'destroyed';

function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function abortErrorFor(name: RequestName, cause: unknown): Error {
  if (name === 'RPC_REQUEST') return new RpcRequestAbortedError({ cause });
  if (name === 'GET_FARCASTER_URI') return new FarcasterUriAbortedError({ cause });
  return new FrameRequestAbortedError({ cause });
}

/** Creates the app side of the app↔frame protocol over window.postMessage. */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const { secureOrigin } = options;
  const loadTimeout = options.timeouts?.load ?? LOAD_TIMEOUT_MS;
  const requestTimeout = options.timeouts?.request ?? REQUEST_TIMEOUT_MS;
  const postReadyDelay = options.postReadyDelayMs ?? POST_READY_DELAY_MS;
  const schedule = options.setTimeout ?? ((cb: () => void, ms: number) => globalThis.setTimeout(cb, ms));
  const unschedule = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listenTarget: MessageSource | undefined = options.listenTarget ?? (globalThis as unknown as { window?: MessageSource }).window;
  const debug = (message: string, data?: unknown) => options.onDebug?.(message, data);

  const pending = new Map<string, Pending>();
  const listeners = new Set<(event: FrameEvent) => void>();
  let readyWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let phase: Phase = 'loading';
  let settleTimer: unknown;
  let loadTimer: unknown = schedule(onLoadTimeout, loadTimeout);

  function onLoadTimeout() {
    loadTimer = undefined;
    if (phase !== 'loading') return;
    phase = 'failed';
    debug('iframe_load_failed', { timeoutMs: loadTimeout });
    // Requests waiting for the frame fail with the load error (then are gone).
    flushWaiters(new IframeLoadFailedError());
  }

  function flushWaiters(error?: Error) {
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const waiter of waiters) error ? waiter.reject(error) : waiter.resolve();
  }

  function onReady() {
    if (phase === 'destroyed' || phase === 'settling' || phase === 'ready') return;
    if (loadTimer !== undefined) unschedule(loadTimer);
    loadTimer = undefined;
    // A frame that was late still counts: later requests may use it.
    phase = 'settling';
    settleTimer = schedule(() => {
      settleTimer = undefined;
      if (phase !== 'settling') return;
      phase = 'ready';
      flushWaiters();
    }, postReadyDelay);
  }

  function whenReady(): Promise<void> {
    if (phase === 'ready') return Promise.resolve();
    if (phase === 'failed') return Promise.reject(new IframeLoadFailedError());
    if (phase === 'destroyed') return Promise.reject(new FrameUnavailableError());
    return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
  }

  function isTrustedSource(source: MessageEventSource | null): boolean {
    if (source === null) return false;
    // The frame alone speaks the protocol: the social popup's result ({ resultUri }) is read by the social login.
    const frame = options.targetWindow();
    return frame !== null && source === (frame as unknown);
  }

  function settle(id: string, outcome: { value: unknown } | { error: Error }) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    for (const fn of entry.cleanup) fn();
    if ('error' in outcome) entry.reject(outcome.error);
    else entry.resolve(outcome.value);
  }

  function onReply(message: FrameMessage): boolean {
    const id = message.id;
    if (id === undefined) return false;
    const entry = pending.get(id);
    if (!entry) return false;
    if (message.type === successType(entry.name)) {
      settle(id, { value: message.payload });
      return true;
    }
    if (message.type === errorType(entry.name)) {
      const payload = message.payload as { message?: string; code?: number } | undefined;
      settle(id, { error: new FrameReplyError(payload?.message, payload?.code) });
      return true;
    }
    debug('dropped reply whose type does not match its request', { id, type: message.type, expected: entry.name });
    return true;
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== secureOrigin) {
      // Other scripts on the page use postMessage too; only our frame's origin counts.
      debug('dropped message from unexpected origin', { origin: event.origin });
      return;
    }
    if (!isTrustedSource(event.source)) {
      debug('dropped message from unexpected source', { origin: event.origin });
      return;
    }
    const message = parseFrameMessage(event.data);
    if (!message) {
      debug('dropped invalid frame message', event.data);
      return;
    }
    if (message.type.endsWith('_SUCCESS') || message.type.endsWith('_ERROR')) {
      if (!onReply(message)) debug('dropped reply without a pending request', { id: message.id, type: message.type });
      return;
    }
    if (message.type === eventType('READY')) onReady();
    for (const listener of [...listeners]) {
      try {
        listener(message as FrameEvent);
      } catch (error) {
        debug('frame event listener threw', error);
      }
    }
  }

  listenTarget?.addEventListener('message', onMessage);

  function request<T extends AppMessageType>(type: T, ...args: RequestArgs<NameOf<T>>): Promise<SuccessPayload<NameOf<T>>> {
    const [payload, requestOptions] = args as [unknown, RequestOptions | undefined];
    const name = requestNameOf(type);
    if (!name) return Promise.reject(new InvalidFrameRequestError({ cause: `unknown request type ${type}` }));
    const id = randomId();
    const parsed = appMessageSchemas[name].safeParse({ id, type, payload });
    if (!parsed.success) return Promise.reject(new InvalidFrameRequestError({ cause: parsed.error }));
    // Post the parsed copy: unknown keys are stripped, nothing extra leaves the page.
    const message = parsed.data;
    const method = name === 'RPC_REQUEST' ? (message.payload as { method: string }).method : undefined;
    const signal = requestOptions?.signal;

    return new Promise<SuccessPayload<NameOf<T>>>((resolve, reject) => {
      if (phase === 'destroyed') return reject(new FrameUnavailableError());
      if (signal?.aborted) return reject(abortErrorFor(name, signal.reason));
      const entry: Pending = { name, method, resolve: resolve as (value: unknown) => void, reject, cleanup: [] };
      pending.set(id, entry);
      if (signal) {
        const onAbort = () => settle(id, { error: abortErrorFor(name, signal.reason) });
        signal.addEventListener('abort', onAbort, { once: true });
        entry.cleanup.push(() => signal.removeEventListener('abort', onAbort));
      }
      whenReady().then(
        () => {
          if (!pending.has(id)) return;
          const target = options.targetWindow();
          if (!target) return settle(id, { error: new FrameUnavailableError() });
          if (isTimedRequest(name, method)) {
            const timer = schedule(() => {
              debug('iframe_request_timeout', { type, timeoutMs: requestTimeout });
              settle(id, { error: new IframeRequestTimeoutError() });
            }, requestTimeout);
            entry.cleanup.push(() => unschedule(timer));
          }
          try {
            target.postMessage(message, secureOrigin);
          } catch (error) {
            settle(id, { error: new FrameUnavailableError({ cause: error }) });
          }
        },
        (error: Error) => settle(id, { error }),
      );
    });
  }

  function abortAll(reason?: unknown, abortOptions: { keepSafeRpc?: boolean } = {}) {
    for (const [id, entry] of [...pending]) {
      const isSafeRpc = entry.name === 'RPC_REQUEST' && entry.method !== undefined && isSafeMethod(entry.method);
      if (abortOptions.keepSafeRpc && isSafeRpc) continue;
      settle(id, { error: abortErrorFor(entry.name, reason) });
    }
  }

  function destroy() {
    if (phase === 'destroyed') return;
    abortAll('destroyed');
    phase = 'destroyed';
    if (loadTimer !== undefined) unschedule(loadTimer);
    if (settleTimer !== undefined) unschedule(settleTimer);
    loadTimer = settleTimer = undefined;
    flushWaiters(new FrameUnavailableError());
    listenTarget?.removeEventListener('message', onMessage);
    listeners.clear();
  }

  return {
    request,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenReady,
    abortAll,
    destroy,
  };
}

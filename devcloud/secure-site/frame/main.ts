/**
 * The secure frame page's script. It talks only to its parent window, and only when the
 * parent's origin is one of the project's allowed origins; every message both ways is parsed
 * with the shared schemas, and replies go to the origin that asked, never to '*'.
 */
import {
  errorType,
  eventType,
  parseAppMessage,
  parseFrameMessage,
  requestNameOf,
  successType,
  type FrameMessage,
  type RequestName,
} from '../../../src/core/frame/messages.ts';
import { isOriginAllowed } from '../originMatch.ts';
import { createBackend } from './backend.ts';
import { readConfig } from './config.ts';
import { createHandlers } from './handlers.ts';
import { createFrameStorage } from './storage.ts';

function start() {
  const config = readConfig(document);
  if (!config) {
    console.error('[secure-site] missing or invalid page configuration');
    return;
  }
  const log = (...args: unknown[]) => {
    if (config.enableLogger) console.debug('[secure-site]', ...args);
  };
  const parent = window.parent;
  if (parent === window) {
    log('not embedded: nothing to do');
    return;
  }

  const allowed = (origin: string) => isOriginAllowed(origin, config.allowedOrigins);

  /** Posts a parsed copy, so nothing malformed (or extra) ever leaves the frame. */
  function post(message: FrameMessage, origin: string) {
    const parsed = parseFrameMessage(message);
    if (!parsed) {
      log('refusing to post an invalid message', message);
      return false;
    }
    parent.postMessage(parsed, origin);
    return true;
  }

  const storage = createFrameStorage();
  const backend = createBackend(() => {
    storage.token = null;
  });
  const handlers = createHandlers({
    config,
    storage,
    backend,
    sessionUpdated: (token, origin) => post({ type: eventType('SESSION_UPDATE'), payload: { token } }, origin),
  });

  async function handle(name: RequestName, id: string | undefined, payload: unknown, origin: string) {
    const withId = id === undefined ? {} : { id };
    try {
      const handler = handlers[name] as (payload: unknown, origin: string) => Promise<unknown>;
      const result = await handler(payload, origin);
      const reply = { ...withId, type: successType(name), ...(result === undefined ? {} : { payload: result }) };
      if (post(reply as FrameMessage, origin)) return;
      post({ ...withId, type: errorType(name), payload: { message: 'An error occurred' } } as FrameMessage, origin);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'An error occurred';
      log(name, 'failed:', message);
      post({ ...withId, type: errorType(name), payload: { message } } as FrameMessage, origin);
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== parent) return log('dropped message from a window other than the parent');
    if (!allowed(event.origin)) return log('dropped message from an origin not allowed:', event.origin);
    const message = parseAppMessage(event.data);
    if (!message) return log('dropped invalid message', event.data);
    const name = requestNameOf(message.type);
    if (name) void handle(name, message.id, message.payload, event.origin);
  });

  // The query's chain wins when supported: the app knows which network is active.
  if (config.chainId !== null && config.chainIds.includes(config.chainId)) storage.chainId = config.chainId;

  // READY must reach only the embedding page. Chromium names it in ancestorOrigins; other
  // browsers give the referrer; failing both, post to every exact allowed origin (postMessage
  // drops the ones that do not match the parent).
  const known = window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined);
  const targets = known ? [known].filter(allowed) : config.allowedOrigins.filter((origin) => !origin.includes('*'));
  if (targets.length === 0) log('no allowed origin to announce READY to');
  for (const origin of targets) post({ type: eventType('READY'), payload: { version: config.version } }, origin);
}

start();

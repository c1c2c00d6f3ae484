/**
 * The secure frame page's script. It talks only to its parent window, and only when the
 * parent's origin is one of the project's allowed origins; every message both ways is parsed
 * with the shared schemas (after a size cap), and replies go to the origin that asked, never
 * to '*'. Unsafe RPC requests wait for the visitor on this page (approvalPage.ts).
 */
import {
  errorType,
  eventType,
  parseAppMessage,
  parseFrameMessage,
  requestNameOf,
  successType,
  type FrameExtension,
  type FrameMessage,
  type RequestName,
} from '../../../src/core/frame/messages.ts';
import { isOriginAllowed } from '../originMatch.ts';
import { previewSchema } from '../preview/schema.ts';
import { appInfo, type DappMetadata } from './appInfo.ts';
import { createApprovalPage } from './approvalPage.ts';
import { createApprovalQueue } from './approvals.ts';
import { createBackend } from './backend.ts';
import { readConfig } from './config.ts';
import { FrameRpcError } from './errors.ts';
import { createHandlers, type RequestContext } from './handlers.ts';
import { gateInbound } from './inbound.ts';
import { createFrameLocale, fetchPack } from './locale.ts';
import { createFrameStorage } from './storage.ts';
import { applyTheme } from './theme.ts';

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

  /** Our extensions, only where this project's mode offers them (none in `reown` mode, as on the real site). */
  const extensions = config.extensions;
  const offers = (extension: FrameExtension) => extensions.includes(extension);

  const storage = createFrameStorage();
  const backend = createBackend(() => {
    storage.token = null;
  }, config.projectId);

  let dapp: DappMetadata | undefined;
  const locale = createFrameLocale({ doc: document, fetchPack, changed: () => page.relocalize(), log });
  const approvals = createApprovalQueue({
    requested: (approval) => {
      if (!offers('approvalEvents')) return;
      const height = page.preferredHeight();
      post(
        { type: eventType('APPROVAL_REQUESTED'), payload: { id: approval.id, method: approval.request.method, height } },
        approval.origin,
      );
    },
    ended: (approval, outcome) => {
      if (offers('approvalEvents')) post({ type: eventType('APPROVAL_ENDED'), payload: { id: approval.id, outcome } }, approval.origin);
    },
    show: (current, waiting) => page.show(current, waiting),
  });
  const page = createApprovalPage({
    doc: document,
    win: window,
    queue: approvals,
    log,
    app: (origin) => appInfo(dapp, origin),
    t: locale.t,
    async loadPreview(approval, t) {
      const answer = await backend<unknown>(
        '/api/preview',
        { chainId: approval.chainId, request: approval.request, origin: approval.origin, locale: t.locale },
        { token: approval.session },
      );
      const parsed = previewSchema.safeParse(answer);
      if (!parsed.success) throw new Error('unexpected answer');
      return parsed.data;
    },
    onHeight: (id, height) => {
      const current = approvals.current();
      if (current?.id === id && offers('approvalEvents'))
        post({ type: eventType('APPROVAL_RESIZED'), payload: { id, height } }, current.origin);
    },
  });

  const handlers = createHandlers({
    config,
    storage,
    backend,
    approvals,
    sessionUpdated: (token, origin) => post({ type: eventType('SESSION_UPDATE'), payload: { token } }, origin),
    reload: () => location.reload(),
    ui: {
      theme: (mode) => applyTheme(document, mode),
      dapp: (metadata) => {
        dapp = metadata;
      },
      locale: () => locale.t().locale,
      setLocale: (next) => void locale.use(next),
    },
  });
  // The language of the frame's URL (the modal's when it made the frame); the page stays English until its pack is here.
  void locale.use(config.locale);

  let unnamed = 0;

  async function handle(name: RequestName, id: string | undefined, payload: unknown, origin: string) {
    const withId = id === undefined ? {} : { id };
    const after: Array<() => void> = [];
    const context: RequestContext = { id: id ?? `frame-${++unnamed}`, after: (task) => after.push(task) };
    try {
      const handler = handlers[name] as (payload: unknown, origin: string, context: RequestContext) => Promise<unknown>;
      const result = await handler(payload, origin, context);
      const reply = { ...withId, type: successType(name), ...(result === undefined ? {} : { payload: result }) };
      if (!post(reply as FrameMessage, origin)) {
        post({ ...withId, type: errorType(name), payload: { message: 'An error occurred' } } as FrameMessage, origin);
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'An error occurred';
      // The EIP-1193 code is ours; the real site's errors are `{ message }` alone.
      const code = error instanceof FrameRpcError && extensions.length > 0 ? { code: error.code } : {};
      log(name, 'failed:', message);
      post({ ...withId, type: errorType(name), payload: { message, ...code } } as FrameMessage, origin);
    }
    for (const task of after) task();
  }

  window.addEventListener('message', (event) => {
    if (event.source !== parent) return log('dropped message from a window other than the parent');
    if (!allowed(event.origin)) return log('dropped message from an origin not allowed:', event.origin);
    // The size cap comes before any parsing: an oversized message is logged and dropped unread.
    const gated = gateInbound(event.data, parseAppMessage);
    if ('dropped' in gated) {
      // Always reported: nothing the toolkit sends comes near the cap.
      if (gated.dropped === 'too-large') console.warn('[secure-site] dropped a message over the size cap, unread');
      return log('dropped message:', gated.dropped);
    }
    const message = gated.message;
    const name = requestNameOf(message.type);
    // The real site does not know SYNC_LOCALE: it stays unanswered where the extension is not offered.
    if (name === 'SYNC_LOCALE' && !offers('syncLocale')) return log('dropped SYNC_LOCALE: not offered');
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
  // Our extensions ride in READY's payload, which the real client's schema reads only `version` of.
  const ready = { version: config.version, ...(config.extensions.length > 0 ? { extensions: config.extensions } : {}) };
  for (const origin of targets) post({ type: eventType('READY'), payload: ready }, origin);
}

start();

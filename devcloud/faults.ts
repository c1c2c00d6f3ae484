/**
 * Faults on demand: a test asks for the next N requests to a route to fail (a status such as
 * 429 or 503, a body that is not JSON, a slow answer, or no answer at all), so every fallback,
 * retry and alert in the SPEC can be caused from outside. Control routes (`/__devcloud/...`)
 * are never faulted.
 * WebSocket paths are named with the method `WS` (`WS /relay`); there a fault applies to one
 * connection: `status` refuses the upgrade, `drop` cuts the socket, `delay` slows every answer.
 */
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseJsonBody } from './validate.ts';

export const CONTROL_PREFIX = '/__devcloud';

/** The method a fault names for a WebSocket path: `WS /relay`. */
export const WEBSOCKET_METHOD = 'WS';

const FAULT_KINDS = ['status', 'malformed', 'delay', 'hang', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const faultSpecSchema = z
  .object({
    /** `METHOD /path/with/:params`; METHOD may be `*` (or `WS` for a WebSocket path); a trailing `*` segment matches the rest. */
    route: z.string().regex(/^(\*|[A-Z]+) \/\S*$/, 'route must look like "GET /appkit/v1/config"'),
    kind: z.enum(FAULT_KINDS),
    status: z.number().int().min(200).max(599).optional(),
    /** `delay`: the wait before answering. `hang`: the longest a request is held (then 504). */
    delayMs: z.number().int().min(0).max(120_000).optional(),
    /** `drop` only: how many client messages the connection answers before it is cut (default 0: at once). */
    afterMessages: z.number().int().min(0).optional(),
    /** How many matching requests to fault; 0 means until cleared. */
    count: z.number().int().min(0).default(1),
    headers: z.record(z.string(), z.string()).optional(),
    /** `malformed` only: JSON served instead of the truncated body, an answer that parses but has the wrong shape. */
    body: z.unknown().optional(),
    /** Only requests carrying this `projectId` query parameter; lets parallel tests fault in isolation. */
    projectId: z.string().min(1).optional(),
    /** Only requests carrying this `chainId` query parameter: faults one chain's RPC (`POST /v1/?chainId=…`). */
    chainId: z.string().min(1).optional(),
  })
  .refine((spec) => !spec.route.split(' ')[1]?.startsWith(CONTROL_PREFIX), {
    message: 'control routes cannot be faulted',
    path: ['route'],
  })
  // A WebSocket has no body to spoil, and an HTTP answer cannot be cut after N messages.
  .refine((spec) => !(spec.kind === 'malformed' && spec.route.startsWith(`${WEBSOCKET_METHOD} `)), {
    message: 'malformed does not apply to a WebSocket route',
    path: ['kind'],
  })
  .refine((spec) => spec.body === undefined || spec.kind === 'malformed', {
    message: 'body applies to malformed faults only',
    path: ['body'],
  })
  .refine((spec) => spec.kind !== 'drop' || spec.route.startsWith(`${WEBSOCKET_METHOD} `), {
    message: 'drop applies to WebSocket routes only (WS /path)',
    path: ['kind'],
  });

export type FaultSpec = z.input<typeof faultSpecSchema>;

export type Fault = {
  id: number;
  route: string;
  kind: FaultKind;
  status: number;
  delayMs: number;
  /** `drop`: client messages answered before the socket is cut (0 for other kinds). */
  afterMessages: number;
  /** Requests still to fault; null until cleared. */
  remaining: number | null;
  headers: Record<string, string>;
  /** `malformed`: the body served (truncated JSON unless the fault gave one). */
  body: string;
  projectId: string | undefined;
  chainId: string | undefined;
};

/** How long a `hang` holds a request whose client stays connected, unless the fault says otherwise. */
export const HANG_LIMIT_MS = 60_000;

/** Why a held request ended. */
export type HoldOutcome = 'disconnected' | 'expired' | 'released';

/** The body of a `malformed` fault: truncated JSON, as from a proxy cutting a response. */
export const MALFORMED_BODY = '{"features": [';

export type FaultStore = {
  add(spec: FaultSpec): Fault;
  list(): Fault[];
  clear(): void;
  /** The first fault matching the request, consuming one use of it; undefined if none. */
  take(method: string, path: string, projectId?: string, chainId?: string): Fault | undefined;
  /**
   * Holds a request for a `hang`: resolves when the client disconnects (`signal`), after `ms`, or when
   * the faults are cleared, so a hung request never outlives its client or the test that made it.
   */
  hold(ms: number, signal?: AbortSignal): Promise<HoldOutcome>;
  /** Requests held by `hang` faults right now. */
  hanging(): number;
};

export function createFaultStore(): FaultStore {
  let faults: Fault[] = [];
  let nextId = 1;
  const holds = new Set<() => void>();

  return {
    add(input) {
      const spec = faultSpecSchema.parse(input);
      const fault: Fault = {
        id: nextId++,
        route: spec.route,
        kind: spec.kind,
        status: spec.status ?? (spec.kind === 'malformed' ? 200 : 500),
        delayMs: spec.delayMs ?? (spec.kind === 'delay' ? 1000 : spec.kind === 'hang' ? HANG_LIMIT_MS : 0),
        afterMessages: spec.afterMessages ?? 0,
        remaining: spec.count === 0 ? null : spec.count,
        headers: spec.headers ?? {},
        body: spec.body === undefined ? MALFORMED_BODY : JSON.stringify(spec.body),
        projectId: spec.projectId,
        chainId: spec.chainId,
      };
      faults.push(fault);
      return fault;
    },
    list: () => faults.map((fault) => ({ ...fault, headers: { ...fault.headers } })),
    clear() {
      faults = [];
      for (const release of [...holds]) release();
    },
    take(method, path, projectId, chainId) {
      // Earlier faults go first, so "429 once, then 500 once" queues up as written.
      const fault = faults.find(
        (f) =>
          routeMatches(f.route, method, path) &&
          (f.projectId === undefined || f.projectId === projectId) &&
          (f.chainId === undefined || f.chainId === chainId),
      );
      if (!fault) return undefined;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining === 0) faults = faults.filter((f) => f !== fault);
      }
      return { ...fault };
    },
    hold(ms, signal) {
      return new Promise<HoldOutcome>((resolve) => {
        const finish = (outcome: HoldOutcome) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', disconnected);
          holds.delete(release);
          resolve(outcome);
        };
        const disconnected = () => finish('disconnected');
        const release = () => finish('released');
        const timer = setTimeout(() => finish('expired'), ms);
        if (signal?.aborted) {
          finish('disconnected');
          return;
        }
        signal?.addEventListener('abort', disconnected, { once: true });
        holds.add(release);
      });
    },
    hanging: () => holds.size,
  };
}

/** Matches `GET /v1/account/:address/balance` against a method and a path (query ignored). */
export function routeMatches(route: string, method: string, path: string): boolean {
  const space = route.indexOf(' ');
  const routeMethod = route.slice(0, space);
  if (routeMethod !== '*' && routeMethod !== method.toUpperCase()) return false;
  const want = segments(route.slice(space + 1));
  const got = segments(path.split('?')[0] ?? '');
  for (const [i, part] of want.entries()) {
    if (part === '*' && i === want.length - 1) return got.length >= want.length - 1;
    const actual = got[i];
    if (actual === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part !== actual) return false;
  }
  return got.length === want.length;
}

/** Trailing slashes do not matter: `POST /v1/` and `POST /v1` name the same route. */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies faults to every route except the control routes. */
export function faultMiddleware(store: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === CONTROL_PREFIX || c.req.path.startsWith(`${CONTROL_PREFIX}/`)) return next();
    const fault = store.take(c.req.method, c.req.path, c.req.query('projectId'), c.req.query('chainId'));
    if (!fault) return next();

    const headers = { 'Content-Type': 'application/json', ...fault.headers };
    if (fault.kind === 'hang') {
      // The Node adapter aborts the request's signal when the client goes away (its time-out, a closed tab).
      const outcome = await store.hold(fault.delayMs, c.req.raw.signal);
      return new Response(JSON.stringify({ message: `devcloud fault: hang ${outcome}` }), { status: 504, headers });
    }

    if (fault.kind === 'delay') {
      await sleep(fault.delayMs);
      await next();
      if (Object.keys(fault.headers).length === 0) return;
      c.res = new Response(c.res.body, c.res); // a mutable copy
      for (const [name, value] of Object.entries(fault.headers)) c.res.headers.set(name, value);
      return;
    }
    if (fault.kind === 'malformed') return new Response(fault.body, { status: fault.status, headers });
    return new Response(JSON.stringify({ message: 'devcloud fault' }), { status: fault.status, headers });
  };
}

/** `/__devcloud/faults`: add (POST), list (GET), clear (DELETE). */
export function faultRoutes(store: FaultStore): Hono {
  const app = new Hono();
  app.get(`${CONTROL_PREFIX}/faults`, (c) => c.json({ faults: store.list(), hanging: store.hanging() }));
  app.post(`${CONTROL_PREFIX}/faults`, async (c) => {
    const spec = await parseJsonBody(c, faultSpecSchema);
    return c.json({ fault: store.add(spec) }, 201);
  });
  app.delete(`${CONTROL_PREFIX}/faults`, (c) => {
    store.clear();
    return c.json({ ok: true });
  });
  return app;
}

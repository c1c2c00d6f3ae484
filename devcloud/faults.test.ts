import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { cors } from './cors.ts';
import { createFaultStore, faultMiddleware, faultRoutes, HANG_LIMIT_MS, MALFORMED_BODY, routeMatches } from './faults.ts';

describe('routeMatches', () => {
  it('matches method and literal path, ignoring the query and a trailing slash', () => {
    expect(routeMatches('GET /appkit/v1/config', 'GET', '/appkit/v1/config?projectId=x')).toBe(true);
    expect(routeMatches('GET /appkit/v1/config', 'POST', '/appkit/v1/config')).toBe(false);
    expect(routeMatches('POST /v1/', 'POST', '/v1')).toBe(true);
    expect(routeMatches('POST /v1/', 'POST', '/v1/')).toBe(true);
    expect(routeMatches('GET /appkit/v1/config', 'GET', '/appkit/v1')).toBe(false);
    expect(routeMatches('GET /appkit/v1', 'GET', '/appkit/v1/config')).toBe(false);
  });

  it('matches :params as one non-empty segment', () => {
    const route = 'GET /v1/account/:address/balance';
    expect(routeMatches(route, 'GET', '/v1/account/0xabc/balance')).toBe(true);
    expect(routeMatches(route, 'GET', '/v1/account/balance')).toBe(false);
    expect(routeMatches(route, 'GET', '/v1/account/0xabc/history')).toBe(false);
  });

  it('accepts * for any method and a trailing * for the rest of the path', () => {
    expect(routeMatches('* /getWallets', 'POST', '/getWallets')).toBe(true);
    expect(routeMatches('GET /public/*', 'GET', '/public/getTokenImage/ETH')).toBe(true);
    expect(routeMatches('GET /public/*', 'GET', '/getWallets')).toBe(false);
  });
});

describe('fault store', () => {
  it('consumes one use per matching request, then forgets the fault', () => {
    const store = createFaultStore();
    store.add({ route: 'GET /getWallets', kind: 'status', status: 429, count: 2 });
    expect(store.take('GET', '/getWallets')?.status).toBe(429);
    expect(store.list()[0]?.remaining).toBe(1);
    expect(store.take('GET', '/other')).toBeUndefined();
    expect(store.take('GET', '/getWallets')?.status).toBe(429);
    expect(store.take('GET', '/getWallets')).toBeUndefined();
    expect(store.list()).toEqual([]);
  });

  it('defaults to one use; count 0 lasts until cleared', () => {
    const store = createFaultStore();
    store.add({ route: 'GET /a', kind: 'status', status: 503 });
    store.add({ route: 'GET /b', kind: 'malformed', count: 0 });
    expect(store.take('GET', '/a')).toBeDefined();
    expect(store.take('GET', '/a')).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(store.take('GET', '/b')?.kind).toBe('malformed');
    expect(store.list()[0]?.remaining).toBeNull();
    store.clear();
    expect(store.take('GET', '/b')).toBeUndefined();
  });

  it('queues faults on the same route in the order they were added', () => {
    const store = createFaultStore();
    store.add({ route: 'GET /x', kind: 'status', status: 429 });
    store.add({ route: 'GET /x', kind: 'status', status: 500 });
    expect(store.take('GET', '/x')?.status).toBe(429);
    expect(store.take('GET', '/x')?.status).toBe(500);
    expect(store.take('GET', '/x')).toBeUndefined();
  });

  it('rejects faults on control routes and malformed routes', () => {
    const store = createFaultStore();
    expect(() => store.add({ route: 'GET /__devcloud/health', kind: 'status', status: 500 })).toThrow();
    expect(() => store.add({ route: 'getWallets', kind: 'status' })).toThrow();
  });

  it('names WebSocket paths with the method WS: drop (after N messages) there only, malformed never', () => {
    const store = createFaultStore();
    expect(store.add({ route: 'WS /relay', kind: 'drop' })).toMatchObject({ afterMessages: 0, status: 500 });
    store.add({ route: 'WS /relay', kind: 'drop', afterMessages: 3 });
    expect(store.take('GET', '/relay')).toBeUndefined();
    expect(store.take('WS', '/relay')?.afterMessages).toBe(0);
    expect(store.take('WS', '/relay?auth=x')?.afterMessages).toBe(3);
    expect(() => store.add({ route: 'GET /getWallets', kind: 'drop' })).toThrow(/WebSocket/);
    expect(() => store.add({ route: 'WS /relay', kind: 'malformed' })).toThrow(/WebSocket/);
  });
});

function appWithFaults() {
  const store = createFaultStore();
  const app = new Hono();
  app.use('*', cors());
  app.use('*', faultMiddleware(store));
  app.route('/', faultRoutes(store));
  app.get('/appkit/v1/config', (c) => c.json({ features: [] }));
  app.get('/__devcloud/health', (c) => c.json({ ok: true }));
  app.onError((e, c) => c.json({ message: e.message }, 400));
  const addFault = (body: unknown) => app.request('/__devcloud/faults', { method: 'POST', body: JSON.stringify(body) });
  return { app, store, addFault };
}

describe('fault middleware', () => {
  it('answers a status fault once, with its headers and CORS, then the route again', async () => {
    const { app, addFault } = appWithFaults();
    const added = await addFault({
      route: 'GET /appkit/v1/config',
      kind: 'status',
      status: 429,
      headers: { 'Retry-After': '2' },
    });
    expect(added.status).toBe(201);

    const faulted = await app.request('/appkit/v1/config', { headers: { origin: 'http://localhost:3000' } });
    expect(faulted.status).toBe(429);
    expect(faulted.headers.get('retry-after')).toBe('2');
    expect(faulted.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(faulted.headers.get('access-control-expose-headers')).toContain('retry-after');
    expect(await faulted.json()).toEqual({ message: 'devcloud fault' });

    const normal = await app.request('/appkit/v1/config');
    expect(normal.status).toBe(200);
    expect(await normal.json()).toEqual({ features: [] });
  });

  it('serves a body that is not JSON for a malformed fault', async () => {
    const { app, addFault } = appWithFaults();
    await addFault({ route: 'GET /appkit/v1/config', kind: 'malformed' });
    const response = await app.request('/appkit/v1/config');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('serves the JSON a malformed fault gives: well formed, wrong shape', async () => {
    const { app, addFault } = appWithFaults();
    await addFault({ route: 'GET /appkit/v1/config', kind: 'malformed', body: { features: 'none' } });
    const response = await app.request('/appkit/v1/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ features: 'none' });
    expect(() => createFaultStore().add({ route: 'GET /x', kind: 'status', body: {} })).toThrow(/malformed/);
  });

  it('delays a request and then answers normally', async () => {
    const { app, addFault } = appWithFaults();
    await addFault({ route: 'GET /appkit/v1/config', kind: 'delay', delayMs: 120 });
    const started = performance.now();
    const response = await app.request('/appkit/v1/config');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(await response.json()).toEqual({ features: [] });
  });

  it('never faults control routes, and lists and clears faults', async () => {
    const { app, addFault } = appWithFaults();
    await addFault({ route: '* /*', kind: 'status', status: 500, count: 0 });
    expect((await app.request('/__devcloud/health')).status).toBe(200);
    const listed = (await (await app.request('/__devcloud/faults')).json()) as { faults: unknown[] };
    expect(listed.faults).toHaveLength(1);
    expect((await app.request('/appkit/v1/config')).status).toBe(500);
    await app.request('/__devcloud/faults', { method: 'DELETE' });
    expect((await app.request('/appkit/v1/config')).status).toBe(200);
  });

  it('rejects an invalid fault request', async () => {
    const { addFault } = appWithFaults();
    expect((await addFault({ route: 'GET /x', kind: 'explode' })).status).toBe(400);
    expect((await addFault({ route: 'GET /x', kind: 'status', status: 42 })).status).toBe(400);
  });
});

describe('faults scoped to a project', () => {
  it('only fault requests carrying that project id', () => {
    const store = createFaultStore();
    store.add({ route: 'GET /projects/v1/origins', kind: 'status', status: 429, projectId: 'a' });
    expect(store.take('GET', '/projects/v1/origins', 'b')).toBeUndefined();
    expect(store.take('GET', '/projects/v1/origins')).toBeUndefined();
    expect(store.take('GET', '/projects/v1/origins', 'a')?.status).toBe(429);
    expect(store.take('GET', '/projects/v1/origins', 'a')).toBeUndefined();
  });
});

describe('hang faults', () => {
  it('hold ends when the client disconnects, when its time is up, or when the faults are cleared', async () => {
    const store = createFaultStore();
    const client = new AbortController();
    const disconnected = store.hold(60_000, client.signal);
    const expired = store.hold(20);
    const released = store.hold(60_000);
    expect(store.hanging()).toBe(3);
    client.abort();
    expect(await disconnected).toBe('disconnected');
    expect(await expired).toBe('expired');
    expect(store.hanging()).toBe(1);
    store.clear();
    expect(await released).toBe('released');
    expect(store.hanging()).toBe(0);
    expect(await store.hold(60_000, AbortSignal.abort())).toBe('disconnected');
  });

  it('holds a request without answering, then gives up with a 504 after delayMs (default 60 s)', async () => {
    const { app, store, addFault } = appWithFaults();
    expect((await (await addFault({ route: 'GET /appkit/v1/config', kind: 'hang' })).json()) as unknown).toMatchObject({
      fault: { kind: 'hang', delayMs: HANG_LIMIT_MS },
    });
    store.clear();
    await addFault({ route: 'GET /appkit/v1/config', kind: 'hang', delayMs: 50 });
    const pending = app.request('/appkit/v1/config');
    await vi.waitFor(async () => expect(await (await app.request('/__devcloud/faults')).json()).toMatchObject({ hanging: 1 }));
    const response = await pending;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: 'devcloud fault: hang expired' });
    expect(store.hanging()).toBe(0);
  });

  it('scopes a fault to one chain with chainId (the RPC route serves every chain)', () => {
    const store = createFaultStore();
    store.add({ route: 'POST /v1', kind: 'status', status: 503, chainId: 'eip155:31338' });
    expect(store.take('POST', '/v1/', 'p', 'eip155:31337')).toBeUndefined();
    expect(store.take('POST', '/v1/', 'p', 'eip155:31338')?.status).toBe(503);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import { apiClientFor, apiTimeoutOf, createApiClient } from './apiClient.ts';

const sdk = { projectId: 'p', st: 'appkit', sv: 'test' };
type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A loopback server answering attempt n with `handler`; resolves to its base URL. */
async function serve(handler: Handler): Promise<{ url: string; attempts: () => number }> {
  let attempts = 0;
  server = createServer((req, res) => handler(req, res, ++attempts));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, attempts: () => attempts };
}

const json = (res: ServerResponse, status: number, body: string) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('api client (ofetch)', () => {
  it('adds the SDK parameters and parses the answer with its schema', async () => {
    let query: Record<string, string> = {};
    const { url } = await serve((req, res) => {
      query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
      json(res, 200, '{"ok":true}');
    });
    await expect(createApiClient(url, sdk).get('/x', z.object({ ok: z.boolean() }), { page: 2 })).resolves.toEqual({ ok: true });
    expect(query).toEqual({ projectId: 'p', st: 'appkit', sv: 'test', page: '2' });
  });

  it('ends a request that never answers at its time-out, without a second try', async () => {
    const { url, attempts } = await serve(() => undefined);
    const started = performance.now();
    const error = await failure(createApiClient(url, sdk, 300).get('/x', z.unknown()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.shortMessage).toBe('Request timed out');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(attempts()).toBe(1);
  });

  it('retries a 503 once, and the retry that hangs still ends within the same time-out', async () => {
    const { url, attempts } = await serve((_req, res, attempt) => (attempt === 1 ? json(res, 503, '{}') : undefined));
    const started = performance.now();
    const error = await failure(createApiClient(url, sdk, 800).get('/x', z.unknown()));
    expect(error?.shortMessage).toBe('Request timed out');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(attempts()).toBe(2);
  });

  it('ends a body that stalls after the headers', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"balances": [');
    });
    const error = await failure(createApiClient(url, sdk, 300).get('/x', z.unknown()));
    expect(error?.shortMessage).toBe('Request timed out');
  });

  it('keeps the status and body of a failed call', async () => {
    const { url } = await serve((_req, res) => json(res, 404, '{"reasons":[{"description":"nope"}]}'));
    const error = await failure(createApiClient(url, sdk).get('/x', z.unknown()));
    expect(error?.status).toBe(404);
    expect(error?.body).toEqual({ reasons: [{ description: 'nope' }] });
  });

  it('rejects an answer of the wrong shape or not JSON as a malformed response', async () => {
    const { url } = await serve((_req, res, attempt) => json(res, 200, attempt === 1 ? '{"balances": 1}' : '{"balances": ['));
    const client = createApiClient(url, sdk);
    const schema = z.object({ balances: z.array(z.unknown()) });
    expect((await failure(client.get('/x', schema)))?.shortMessage).toBe('Malformed response');
    expect((await failure(client.get('/x', schema)))?.shortMessage).toBe('Malformed response');
  });
});

describe('apiTimeoutOf / apiClientFor', () => {
  it("is the SPEC's 10 s unless a test asks for less", () => {
    expect(apiTimeoutOf({})).toBe(10_000);
    expect(apiTimeoutOf({ _testTimeouts: { http: 500 } })).toBe(500);
  });

  it('builds a client on the named service with the project id', async () => {
    let seen = '';
    const { url } = await serve((req, res) => {
      seen = req.url ?? '';
      json(res, 200, '{}');
    });
    const client = apiClientFor({ projectId: 'proj', apiUrl: 'http://unused.invalid', blockchainApiUrl: url }, 'blockchainApiUrl');
    await client.get('/v1/supported-chains', z.unknown());
    expect(seen).toMatch(/^\/v1\/supported-chains\?projectId=proj&st=appkit&sv=airlock-/);
  });
});

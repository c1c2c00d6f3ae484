import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import { createHttpClient } from './http.ts';

const sdk = { projectId: 'p', st: 'appkit', sv: 'test' };
const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('adds the SDK parameters and parses the answer with its schema', async () => {
    const fetch = answer('{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    const api = createHttpClient('http://api.test/', sdk);
    await expect(api.get('/x', z.object({ ok: z.boolean() }), { page: 2 })).resolves.toEqual({ ok: true });
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p', st: 'appkit', sv: 'test', page: '2' });
  });

  it('keeps the status of a failed call', async () => {
    vi.stubGlobal('fetch', answer('{"message":"slow down"}', 429));
    const error = (await createHttpClient('http://api.test', sdk)
      .get('/x', z.unknown())
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
  });

  it('rejects a body that is not JSON, and one that fails its schema', async () => {
    vi.stubGlobal('fetch', answer('{"features": ['));
    await expect(createHttpClient('http://api.test', sdk).get('/x', z.unknown())).rejects.toThrow('Malformed response');
    vi.stubGlobal('fetch', answer('{"features": 1}'));
    await expect(createHttpClient('http://api.test', sdk).get('/x', z.object({ features: z.array(z.unknown()) }))).rejects.toThrow(
      'Malformed response',
    );
  });

  it('reports a network failure without a status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await createHttpClient('http://api.test', sdk)
      .get('/x', z.unknown())
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeUndefined();
  });

  it('sends JSON bodies on POST', async () => {
    const fetch = answer('{}');
    vi.stubGlobal('fetch', fetch);
    await createHttpClient('http://api.test', sdk).post('/e', z.unknown(), { a: 1 });
    const init = (fetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import { createApiClient } from './apiClient.ts';

const sdk = { projectId: 'p', st: 'appkit', sv: 'test' };

afterEach(() => vi.unstubAllGlobals());

describe('api client: cancellation (the lazy chunks)', () => {
  it('retries a 503 once, then keeps the status and the error body', async () => {
    const fetch = vi.fn(
      async () => new Response('{"reasons":[{"description":"busy"}]}', { status: 503, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient('http://api.test', sdk);
    const error = (await api.get('/x', z.unknown()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ reasons: [{ description: 'busy' }] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a call cancelled by its signal fails at once and is not retried', async () => {
    const fetch = vi.fn(
      (_url: unknown, init: { signal: AbortSignal }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient('http://api.test', sdk);
    const controller = new AbortController();
    const pending = api.get('/quotes', z.unknown(), { amount: 1 }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a signal still leaves the time-out in force', async () => {
    const fetch = vi.fn(
      (_url: unknown, init: { signal: AbortSignal }) =>
        new Promise<Response>((_resolve, reject) => {
          // As fetch does: an aborted signal rejects at once, also on the retry.
          if (init.signal.aborted) reject(init.signal.reason);
          init.signal.addEventListener('abort', () => reject(init.signal.reason));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient('http://api.test', sdk, 20);
    const error = await api.get('/quotes', z.unknown(), {}, { signal: new AbortController().signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});

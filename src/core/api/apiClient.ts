import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import type { HttpClient, Query, SdkParams } from './http.ts';

/** SPEC section 9: the HTTP time-out; the blockchain and directory APIs get the same. */
const TIMEOUT_MS = 10_000;
/** One retry, on the statuses worth a second try, so a visitor waits at most about two time-outs. */
const RETRY = 1;
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

/**
 * The API client of the lazy chunks, on ofetch (the design card's HTTP client) for its `timeout` and `retry`.
 * Same surface as `createHttpClient` (which stays on plain `fetch` before the first open): SDK parameters on
 * every call, every answer parsed with its schema, failures as ApiError with the status and the error body.
 */
export function createApiClient(baseUrl: string, sdk: SdkParams, timeoutMs = TIMEOUT_MS): HttpClient {
  const base = baseUrl.replace(/\/+$/, '');
  const client = ofetch.create({ baseURL: base, timeout: timeoutMs, retry: RETRY, retryStatusCodes: RETRY_STATUSES, retryDelay: 300 });
  const url = (path: string, query: Query = {}) => {
    const target = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries({ ...sdk, ...query })) if (value !== undefined) target.searchParams.set(key, String(value));
    return target.toString();
  };
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodMiniType<T>, body?: unknown, query: Query = {}) {
    let data: unknown;
    try {
      data = await client(path, {
        method,
        query: { ...sdk, ...query },
        ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
      });
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        throw new ApiError(`Request failed with status ${error.response.status}`, {
          status: error.response.status,
          body: error.data,
          cause: error,
        });
      }
      throw new ApiError(
        error instanceof FetchError && /JSON|Unexpected token/i.test(error.message) ? 'Malformed response' : 'Request failed',
        {
          cause: error,
        },
      );
    }
    const parsed = z.safeParse(schema, data);
    if (!parsed.success) throw new ApiError('Malformed response', { details: `${method} ${path}`, cause: parsed.error });
    return parsed.data;
  }
  return {
    url,
    get: (path, schema, query) => call('GET', path, schema, undefined, query),
    post: (path, schema, body, query) => call('POST', path, schema, body, query),
  };
}

import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import type { HttpClient, Query, SdkParams } from './http.ts';

/** Per call: a signal that cancels it (a newer request replaced it); a cancelled call is never retried. */
export type CallOptions = { signal?: AbortSignal };

/** HttpClient, plus cancellation (the lazy chunks' calls that a newer input can replace, such as a swap quote). */
export type ApiClient = Omit<HttpClient, 'get' | 'post'> & {
  get<T>(path: string, schema: z.ZodMiniType<T>, query?: Query, options?: CallOptions): Promise<T>;
  post<T>(path: string, schema: z.ZodMiniType<T>, body: unknown, query?: Query, options?: CallOptions): Promise<T>;
};

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
export function createApiClient(baseUrl: string, sdk: SdkParams, timeoutMs = TIMEOUT_MS): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const client = ofetch.create({ baseURL: base, timeout: timeoutMs, retry: RETRY, retryStatusCodes: RETRY_STATUSES, retryDelay: 300 });
  const url = (path: string, query: Query = {}) => {
    const target = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries({ ...sdk, ...query })) if (value !== undefined) target.searchParams.set(key, String(value));
    return target.toString();
  };
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T>,
    body?: unknown,
    query: Query = {},
    options: CallOptions = {},
  ) {
    let data: unknown;
    try {
      data = await client(path, {
        method,
        query: { ...sdk, ...query },
        ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
        // ofetch drops its own time-out when given a signal, and retries an abort unless `timeout` is unset:
        // the caller's signal and the time-out are joined, and a cancelled call ends there.
        ...(options.signal ? { signal: AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]), timeout: 0 } : {}),
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
    get: (path, schema, query?, options?) => call('GET', path, schema, undefined, query, options),
    post: (path, schema, body, query?, options?) => call('POST', path, schema, body, query, options),
  };
}

import { FetchError, ofetch } from 'ofetch';
import * as z from 'zod/mini';
import { SDK_TYPE, SDK_VERSION, TIME } from '../constants.ts';
import { ApiError } from '../errors/api.ts';
import type { ResolvedOptions } from '../options.ts';
import { serviceUrl, type HttpClient, type Query, type SdkParams } from './http.ts';

/** Per call: a signal that cancels it (a newer request replaced it); a cancelled call is never retried. */
export type CallOptions = { signal?: AbortSignal };

/** HttpClient, plus cancellation (the lazy chunks' calls that a newer input can replace, such as a swap quote). */
export type ApiClient = Omit<HttpClient, 'get' | 'post'> & {
  get<T>(path: string, schema: z.ZodMiniType<T>, query?: Query, options?: CallOptions): Promise<T>;
  post<T>(path: string, schema: z.ZodMiniType<T>, body: unknown, query?: Query, options?: CallOptions): Promise<T>;
};

/** One retry, on the statuses worth a second try, inside the same deadline. */
const RETRY = 1;
/**
 * Not 500, which ofetch also reports for a time-out or a network failure (no response): a second try of those
 * would only add to the visitor's wait.
 */
const RETRY_STATUSES = [408, 429, 502, 503, 504];

/**
 * The API client of the lazy chunks, on ofetch (the design card's HTTP client) for its `retry`. Same surface as
 * `createHttpClient` (which stays on plain `fetch` before the first open): SDK parameters on every call, every
 * answer parsed with its schema, failures as ApiError with the status and the error body.
 * Every call ends within `timeoutMs` (SPEC section 9's 10 s; the blockchain and directory APIs get the same).
 */
export function createApiClient(baseUrl: string, sdk: SdkParams, timeoutMs: number = TIME.httpRpcTimeout): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const client = ofetch.create({ baseURL: base, retry: RETRY, retryStatusCodes: RETRY_STATUSES, retryDelay: 300 });
  const url = serviceUrl(base, sdk);
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
        // One deadline for the whole call rather than ofetch's `timeout`: that one arms only the first attempt
        // (the retry reuses its spent signal) and stops at the headers, so a retry or a stalled body never ended.
        // A caller's signal (a newer input replaced the request) joins it; an aborted call is not retried.
        signal: options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        throw new ApiError(`Request failed with status ${error.response.status}`, {
          status: error.response.status,
          body: error.data,
          cause: error,
        });
      }
      throw new ApiError(apiFailureMessage(error), { details: `${method} ${path}`, cause: error });
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

/** What failed without an answer: the deadline, a body that is not JSON, or the network. */
function apiFailureMessage(error: unknown): string {
  const cause = error instanceof FetchError ? error.cause : error;
  if (cause instanceof Error && cause.name === 'TimeoutError') return 'Request timed out';
  if (error instanceof FetchError && /JSON|Unexpected token/i.test(error.message)) return 'Malformed response';
  return 'Request failed';
}

/** The time-out of every API call: the SPEC's 10 s, or the tests' shorter `_testTimeouts.http`. */
export function apiTimeoutOf(options: Pick<ResolvedOptions, '_testTimeouts'>): number {
  return options._testTimeouts?.http ?? TIME.httpRpcTimeout;
}

/** A lazy chunk's client for one of the instance's services (`apiUrl`: directory; `blockchainApiUrl`: data API). */
export function apiClientFor(
  options: Pick<ResolvedOptions, 'projectId' | 'apiUrl' | 'blockchainApiUrl' | '_testTimeouts'>,
  service: 'apiUrl' | 'blockchainApiUrl',
): ApiClient {
  return createApiClient(options[service], { projectId: options.projectId ?? '', st: SDK_TYPE, sv: SDK_VERSION }, apiTimeoutOf(options));
}

import * as z from 'zod/mini';
import { TIME } from '../constants.ts';
import { ApiError } from '../errors/api.ts';

export type SdkParams = { projectId: string; st: string; sv: string };
export type Query = Record<string, string | number | boolean | undefined>;

export type HttpClient = {
  get<T>(path: string, schema: z.ZodMiniType<T>, query?: Query): Promise<T>;
  post<T>(path: string, schema: z.ZodMiniType<T>, body: unknown, query?: Query): Promise<T>;
  url(path: string, query?: Query): string;
};

/**
 * A JSON client for one service: adds the SDK parameters (projectId, st, sv) to every call, gives up
 * after `timeoutMs`, and parses every answer with its schema. Failures become ApiError carrying the
 * HTTP status so callers can map 429 and 5xx as the SPEC says.
 * Plain `fetch` rather than ofetch: this runs before the first open, where ofetch and destr cost
 * about 2 kB brotli of the 35 kB budget, and we use none of their extras (retries are ours).
 */
export function createHttpClient(baseUrl: string, sdk: SdkParams, timeoutMs: number = TIME.httpRpcTimeout): HttpClient {
  const url = serviceUrl(baseUrl, sdk);
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodMiniType<T>, body?: unknown, query?: Query) {
    let response: Response;
    try {
      response = await fetch(url(path, query), {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiError('Request failed', { cause: error });
    }
    if (!response.ok) {
      throw new ApiError(`Request failed with status ${response.status}`, { status: response.status });
    }
    let data: unknown;
    try {
      const text = await response.text();
      data = text ? JSON.parse(text) : undefined;
    } catch (error) {
      throw new ApiError('Malformed response', { details: `${method} ${path}: not JSON`, cause: error });
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

/** Builds a service's URLs: base URL, path, then the SDK parameters and the query (undefined values left out). */
export function serviceUrl(baseUrl: string, sdk: SdkParams): (path: string, query?: Query) => string {
  const base = baseUrl.replace(/\/+$/, '');
  return (path, query = {}) => {
    const target = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    // One update of the URL: each searchParams.set re-serialises it (image URLs are built per row).
    const params = new URLSearchParams(target.search);
    for (const [key, value] of Object.entries({ ...sdk, ...query })) {
      if (value !== undefined) params.set(key, String(value));
    }
    target.search = params.toString();
    return target.toString();
  };
}

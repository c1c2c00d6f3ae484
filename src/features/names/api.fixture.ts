import * as z from 'zod/mini';
import type { ApiClient } from '../../core/api/apiClient.ts';
import { ApiError } from '../../core/errors/api.ts';

export type FakeCall = { method: 'GET' | 'POST'; path: string; body?: unknown; query?: unknown };
/** What the fake API answers a call with: a body (parsed with the call's schema, as the real client does) or an error. */
export type FakeAnswer = { body: unknown } | { status: number; body?: unknown };

/** An ApiClient whose answers the test decides; every call is recorded. */
export function fakeApi(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const call = async <T>(request: FakeCall, schema: z.ZodMiniType<T>): Promise<T> => {
    calls.push(request);
    const answered = await answer(request);
    if ('status' in answered) throw new ApiError(`Request failed with status ${answered.status}`, answered);
    const parsed = z.safeParse(schema, answered.body);
    if (!parsed.success) throw new ApiError('Malformed response');
    return parsed.data;
  };
  const api: ApiClient = {
    url: (path) => path,
    get: (path, schema, query) => call({ method: 'GET', path, query }, schema),
    post: (path, schema, body, query) => call({ method: 'POST', path, body, query }, schema),
  };
  return { api, calls };
}

/** The names API's error body (devcloud answers the same shape). */
export const failure = (description: string) => ({ status: 'FAILED', reasons: [{ field: 'name', description }], message: description });

import * as z from 'zod/mini';
import type { ApiClient } from '../apiClient.ts';
import type { Contract } from './conformance.fixture.ts';

/**
 * Test helper: an ApiClient that answers each path with a contract fixture's golden payload, parsed by the schema the
 * caller passes (as the real client parses what the network gave it). Records each call's query or body.
 */
export function contractApi(answers: Record<string, Contract>) {
  const calls: Array<{ method: 'GET' | 'POST'; path: string; input: unknown }> = [];
  const answer = <T>(method: 'GET' | 'POST', path: string, schema: z.ZodMiniType<T>, input: unknown): Promise<T> => {
    calls.push({ method, path, input });
    const contract = answers[path] ?? Object.entries(answers).find(([pattern]) => new RegExp(`^${pattern}$`).test(path))?.[1];
    if (!contract) return Promise.reject(new Error(`no contract for ${method} ${path}`));
    return Promise.resolve(z.parse(schema, structuredClone(contract.payload)));
  };
  const api = {
    get: (path: string, schema: z.ZodMiniType<unknown>, query?: unknown) => answer('GET', path, schema, query),
    post: (path: string, schema: z.ZodMiniType<unknown>, body: unknown) => answer('POST', path, schema, body),
  } as unknown as ApiClient;
  return { api, calls };
}

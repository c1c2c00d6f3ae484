import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../core/api/apiClient.ts';
import { fetchSmartSessions, parseSmartSessions, revokeBodyOf, revokeSmartSession } from './api.ts';

const ACCOUNT = 'eip155:31337:0x000000000000000000000000000000000000bEEF';
const session = {
  context: `0x${'ab'.repeat(32)}`,
  chainId: '0x7a69',
  address: '0x000000000000000000000000000000000000bEEF',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { publicKey: '0x04' } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
};

/** An ApiClient answering `body` to every call, parsed with the call's schema as the real client does; calls recorded. */
function fakeApi(body: unknown) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const answer = <T>(schema: z.ZodMiniType<T>) => {
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) return Promise.reject(new Error('Malformed response'));
    return Promise.resolve(parsed.data);
  };
  const api: ApiClient = {
    url: (path) => path,
    get: (path, schema) => {
      calls.push({ method: 'GET', path });
      return answer(schema);
    },
    post: (path, schema, sent) => {
      calls.push({ method: 'POST', path, body: sent });
      return answer(schema);
    },
  };
  return { api, calls };
}

describe('the sessions answer', () => {
  it('keeps the well-formed smart sessions and drops the rest', () => {
    const malformed = [{ ...session, context: 'abc' }, { ...session, permissions: 'all' }, null, 'session', { ...session, expiry: '1' }];
    expect(parseSmartSessions({ permissions: [session, ...malformed] })).toEqual([session]);
  });

  it('is empty when the server lists only sign-in sessions', () => {
    expect(parseSmartSessions({})).toEqual([]);
  });

  it('is fetched from GET /v1/sessions/{account}', async () => {
    const { api, calls } = fakeApi({ sessions: [{ id: 'siwx_1' }], permissions: [session] });
    expect(await fetchSmartSessions(api, ACCOUNT)).toEqual([session]);
    expect(calls).toEqual([{ method: 'GET', path: `/v1/sessions/${encodeURIComponent(ACCOUNT)}` }]);
  });

  it('rejects an answer that is not a sessions list', async () => {
    await expect(fetchSmartSessions(fakeApi({ permissions: 'none' }).api, ACCOUNT)).rejects.toThrow('Malformed response');
  });
});

describe('the revoke', () => {
  it('posts pci and signature to /v1/sessions/{account}/revoke', async () => {
    const { api, calls } = fakeApi({ success: true });
    await revokeSmartSession(api, ACCOUNT, revokeBodyOf(session.context, '0xsig'));
    expect(calls).toEqual([
      { method: 'POST', path: `/v1/sessions/${encodeURIComponent(ACCOUNT)}/revoke`, body: { pci: session.context, signature: '0xsig' } },
    ]);
  });

  it('fails unless the server confirms it', async () => {
    await expect(revokeSmartSession(fakeApi({ success: false }).api, ACCOUNT, revokeBodyOf('0x01', '0xsig'))).rejects.toThrow();
  });
});

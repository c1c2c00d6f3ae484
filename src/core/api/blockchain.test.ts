import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fetchBalances, parseTokenBalances } from './blockchain.ts';
import { identitySchema, supportedChainsSchema } from './blockchainSchemas.ts';
import realBalance from './contracts/accountBalance.json' with { type: 'json' };
import realIdentity from './contracts/identity.json' with { type: 'json' };
import realChains from './contracts/supportedChains.json' with { type: 'json' };
import type { HttpClient } from './http.ts';

const token = (decimals: string, extra: Record<string, unknown> = {}) => ({
  name: 'Airlock Dollar',
  symbol: 'AUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5F',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: 'http://x/i.svg',
  ...extra,
});

describe('blockchain API parsing', () => {
  it('drops zero-decimal tokens and malformed entries, keeps the rest', () => {
    const parsed = parseTokenBalances([
      token('18'),
      token('0'),
      token('6', { value: 'lots' }),
      null,
      token('6', { address: undefined, symbol: 'ETH' }),
    ]);
    expect(parsed.map((t) => t.symbol)).toEqual(['AUSD', 'ETH']);
  });

  it('rejects a balance answer whose every entry has the wrong shape, keeps an empty one and a partly bad one', async () => {
    const answering = (body: unknown): HttpClient => ({
      url: (path) => path,
      post: () => Promise.reject(new Error('unused')),
      get: async (_path, schema) => z.parse(schema, body),
    });
    const input = { address: '0xf39F', caipNetworkId: 'eip155:31337' };
    await expect(fetchBalances(answering({ balances: [{ symbol: 'ETH', quantity: '1' }, null] }), input)).rejects.toThrow(
      'Malformed response',
    );
    await expect(fetchBalances(answering({ balances: [] }), input)).resolves.toEqual([]);
    const partly = await fetchBalances(answering({ balances: [token('18'), { symbol: 'ETH' }] }), input);
    expect(partly.map((t) => t.symbol)).toEqual(['AUSD']);
    // A zero-decimal token is well formed, only hidden (SPEC section 5): not a malformed answer.
    await expect(fetchBalances(answering({ balances: [token('0')] }), input)).resolves.toEqual([]);
  });
});

describe('the real balance, identity and supported-chains answers (contract fixtures)', () => {
  it('keeps a balance without value, worth its price times its quantity', () => {
    const balances = parseTokenBalances(realBalance.payload.balances);
    expect(balances.map((b) => [b.symbol, b.value])).toEqual([
      ['ETH', 30000],
      ['AUSD', 250],
    ]);
  });

  it('reads the identity and the supported chains', () => {
    expect(z.parse(identitySchema, realIdentity.payload)).toEqual({ avatar: null, name: null });
    expect(z.parse(supportedChainsSchema, realChains.payload).http).toContain('eip155:31337');
  });
});

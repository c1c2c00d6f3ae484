import { describe, expect, it, vi } from 'vitest';
import { fetchHistory, parseHistoryItems } from './history.ts';
import realHistory from './contracts/accountHistory.json' with { type: 'json' };
import { historyItem } from './history.fixture.ts';
import { createHttpClient } from './http.ts';

const client = (body: unknown, status = 200) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
  return createHttpClient('http://api.test', { projectId: 'p', st: 'appkit', sv: 'test' });
};

describe('history API parsing', () => {
  it('drops malformed items and keeps the rest', () => {
    const parsed = parseHistoryItems([
      historyItem('a'),
      historyItem('b', { transfers: [{ direction: 'sideways', quantity: { numeric: '1' } }] }),
      historyItem('c', { metadata: { ...historyItem('c').metadata, minedAt: 'yesterday' } }),
      null,
      historyItem('d', { transfers: [] }),
    ]);
    expect(parsed.map((t) => t.id)).toEqual(['a', 'd']);
  });

  it('asks for the page with chainId and cursor and returns items and the next cursor', async () => {
    const api = client({ data: [historyItem('a'), { nope: true }], next: 'abc' });
    const page = await fetchHistory(api, { address: '0xabc', caipNetworkId: 'eip155:31337', cursor: 'c1' });
    expect(page).toEqual({ transactions: [historyItem('a')], next: 'abc' });
    const url = new URL(vi.mocked(fetch).mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/v1/account/0xabc/history');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ chainId: 'eip155:31337', cursor: 'c1', projectId: 'p' });
    vi.unstubAllGlobals();
  });

  it('rejects a bad envelope and a failed request', async () => {
    await expect(fetchHistory(client({ items: [] }), { address: '0x1', caipNetworkId: 'eip155:1' })).rejects.toThrow(/Malformed response/);
    await expect(fetchHistory(client({ data: [], next: null }, 503), { address: '0x1', caipNetworkId: 'eip155:1' })).rejects.toThrow(/503/);
    expect(await fetchHistory(client({ data: [], next: null }), { address: '0x1', caipNetworkId: 'eip155:1' })).toEqual({
      transactions: [],
      next: null,
    });
    vi.unstubAllGlobals();
  });
});

describe('the real history answer (contract fixture)', () => {
  it('keeps a transaction whose transfers are null and a transfer whose fungible_info has no symbol', () => {
    const transactions = parseHistoryItems(realHistory.payload.data);
    expect(transactions.map((tx) => tx.metadata.operationType)).toEqual(['send', 'approve', 'receive']);
    expect(transactions[1]!.transfers).toEqual([]);
    expect(transactions[2]!.transfers[0]!.fungible_info).toEqual({ name: 'Unnamed token' });
  });
});

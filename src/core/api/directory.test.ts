import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  appendUnique,
  fetchWallets,
  filterForMobile,
  isMobileUserAgent,
  MOBILE_ALWAYS_WALLET_IDS,
  walletDeepLink,
  walletImageUrl,
  walletsQueryParams,
} from './directory.ts';
import { currencyImageUrl, tokenImageUrl } from './currencyImages.ts';
import { createHttpClient, type HttpClient } from './http.ts';

const wallet = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `W ${id}`, image_id: `img-${id}`, ...extra });

function fakeApi(answer: unknown): HttpClient & { get: ReturnType<typeof vi.fn> } {
  return {
    url: (path: string) => `http://api${path}`,
    post: vi.fn(),
    get: vi.fn(async (_path: string, schema: z.ZodMiniType, _query: unknown) => {
      const parsed = z.safeParse(schema, answer);
      if (!parsed.success) throw new Error('Malformed response');
      return parsed.data;
    }),
  } as unknown as HttpClient & { get: ReturnType<typeof vi.fn> };
}

describe('getWallets', () => {
  it('sends page, entries and comma lists, leaving empty ones out', () => {
    expect(walletsQueryParams({ page: 2, entries: 40, include: ['a', 'b'], exclude: [], chains: ['eip155:1'], search: '  ' })).toEqual({
      page: 2,
      entries: 40,
      include: 'a,b',
      exclude: undefined,
      chains: 'eip155:1',
      search: undefined,
      badge_type: undefined,
    });
  });

  it('passes the query to the client and keeps well-formed wallets', async () => {
    const api = fakeApi({ count: 3, data: [wallet('a'), { id: 'b' }, wallet('c', { rdns: null, mobile_link: 'c://' })] });
    const page = await fetchWallets(api, { page: 1, entries: 40, search: 'x' });
    expect(api.get).toHaveBeenCalledWith('/getWallets', expect.anything(), expect.objectContaining({ page: 1, entries: 40, search: 'x' }));
    expect(page.data.map((w) => w.id)).toEqual(['a', 'c']);
    expect(page.dropped).toBe(1);
    expect(page.count).toBe(3);
  });

  it('rejects a malformed envelope', async () => {
    await expect(fetchWallets(fakeApi({ data: 'nope' }), { page: 1, entries: 40 })).rejects.toThrow();
  });

  it('on mobile keeps wallets with a mobile link and the three known ones', async () => {
    const [coinbase] = MOBILE_ALWAYS_WALLET_IDS;
    const wallets = [wallet('a', { mobile_link: 'a://' }), wallet('b'), wallet(coinbase!)];
    expect(filterForMobile(wallets).map((w) => w.id)).toEqual(['a', coinbase]);
    const page = await fetchWallets(fakeApi({ count: 3, data: wallets }), { page: 1, entries: 40 }, { mobile: true });
    expect(page.data).toHaveLength(2);
  });
});

describe('helpers', () => {
  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });

  it('appends without duplicates, keeping order', () => {
    expect(appendUnique([wallet('a'), wallet('b')], [wallet('b'), wallet('c'), wallet('c')]).map((w) => w.id)).toEqual(['a', 'b', 'c']);
  });

  it('builds image URLs with the SDK parameters', () => {
    const api = createHttpClient('http://127.0.0.1:4000/', { projectId: 'p', st: 'appkit', sv: '1' });
    expect(walletImageUrl(api, { image_id: 'abc-1' })).toBe('http://127.0.0.1:4000/getWalletImage/abc-1?projectId=p&st=appkit&sv=1');
    expect(walletImageUrl(api, { image_id: null, image_url: 'http://x/y.svg' })).toBe('http://x/y.svg');
    expect(walletImageUrl(api, {})).toBeUndefined();
    expect(currencyImageUrl(api, 'USD')).toBe('http://127.0.0.1:4000/public/getCurrencyImage/USD?projectId=p&st=appkit&sv=1');
    expect(currencyImageUrl(api, 'a/b')).toBe('http://127.0.0.1:4000/public/getCurrencyImage/a%2Fb?projectId=p&st=appkit&sv=1');
    expect(tokenImageUrl(api, 'ETH')).toBe('http://127.0.0.1:4000/public/getTokenImage/ETH?projectId=p&st=appkit&sv=1');
    expect(tokenImageUrl(api, 'a b')).toBe('http://127.0.0.1:4000/public/getTokenImage/a%20b?projectId=p&st=appkit&sv=1');
  });

  it('builds deep links for custom schemes and universal links', () => {
    expect(walletDeepLink('metamask://', 'wc:1@2')).toBe('metamask://wc?uri=wc%3A1%402');
    expect(walletDeepLink('trust:', 'wc:x')).toBe('trust://wc?uri=wc%3Ax');
    expect(walletDeepLink('https://link.example/', 'wc:x')).toBe('https://link.example/wc?uri=wc%3Ax');
  });
});

import { describe, expect, it } from 'vitest';
import { generateDirectory } from './generate.ts';
import { queryWallets } from './query.ts';

const wallets = generateDirectory();
const all = { page: 1, entries: 40 };

describe('queryWallets', () => {
  it('pages 1-based, with count the size of the whole filtered set', () => {
    const first = queryWallets(wallets, all);
    expect(first.count).toBe(3000);
    expect(first.data).toHaveLength(40);
    expect(first.data[0]?.name).toBe('MetaMask');
    const second = queryWallets(wallets, { page: 2, entries: 40 });
    expect(second.data[0]).toEqual(wallets[40]);
    const last = queryWallets(wallets, { page: 75, entries: 40 });
    expect(last.data).toHaveLength(40);
    expect(queryWallets(wallets, { page: 76, entries: 40 }).data).toEqual([]);
    expect(queryWallets(wallets, { page: 3, entries: 1000 }).data).toHaveLength(1000);
  });

  it('searches names case-insensitively by substring', () => {
    const result = queryWallets(wallets, { ...all, search: 'METAm' });
    expect(result.data.map((w) => w.name)).toEqual(['MetaMask']);
    const aurora = queryWallets(wallets, { ...all, search: 'aurora wallet' });
    expect(aurora.count).toBeGreaterThan(0);
    expect(aurora.data.every((w) => w.name.toLowerCase().includes('aurora wallet'))).toBe(true);
    expect(queryWallets(wallets, { ...all, search: 'no such wallet anywhere' }).count).toBe(0);
  });

  it('includes only the listed ids and excludes the listed ids', () => {
    const ids = [wallets[10]!.id, wallets[3]!.id];
    const included = queryWallets(wallets, { ...all, include: ids });
    expect(included.count).toBe(2);
    expect(included.data.map((w) => w.id)).toEqual([wallets[3]!.id, wallets[10]!.id]);
    const excluded = queryWallets(wallets, { ...all, exclude: ids });
    expect(excluded.count).toBe(2998);
    expect(excluded.data.some((w) => ids.includes(w.id))).toBe(false);
    expect(queryWallets(wallets, { ...all, include: ids, exclude: [ids[0]!] }).count).toBe(1);
  });

  it('keeps wallets that support any of the listed chains', () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const solana = queryWallets(wallets, { ...all, entries: 3000, chains: [mainnet] });
    expect(solana.data.map((w) => w.name)).toContain('Phantom');
    expect(solana.data.every((w) => w.chains.includes(mainnet))).toBe(true);
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93';
    const either = queryWallets(wallets, { ...all, chains: [mainnet, bitcoin] });
    const solanaOnly = queryWallets(wallets, { ...all, chains: [mainnet] });
    expect(either.count).toBeGreaterThan(solanaOnly.count);
    expect(queryWallets(wallets, { ...all, chains: ['eip155:999999'] }).count).toBe(0);
  });

  it('filters by badge type', () => {
    const certified = queryWallets(wallets, { ...all, badge_type: 'certified' });
    expect(certified.count).toBe(10);
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true);
  });
});

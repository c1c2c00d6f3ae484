import { describe, expect, it } from 'vitest';
import { allWalletsList, connectWalletLists, formatWalletCount, showAllWalletsRow } from './walletLists.ts';

const w = (id: string, rdns: string | null = null) => ({ id, name: id, rdns });

describe('Connect view wallet lists', () => {
  it('shows each wallet once, installed ones only as injected', () => {
    const lists = connectWalletLists({
      recent: [w('a'), w('mm', 'io.metamask'), w('b'), w('c')],
      featured: [w('b'), w('f1'), w('f2', 'io.metamask')],
      recommended: [w('a'), w('f1'), w('r1'), w('r2'), w('r3'), w('r4'), w('r5')],
      installedRdns: new Set(['io.metamask']),
    });
    expect(lists.recent.map((x) => x.id)).toEqual(['a', 'b']);
    expect(lists.featured.map((x) => x.id)).toEqual(['f1']);
    expect(lists.recommended.map((x) => x.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('honours excluded ids in recent wallets too', () => {
    const lists = connectWalletLists({
      recent: [w('a'), w('b')],
      featured: [],
      recommended: [],
      installedRdns: new Set(),
      excludeIds: ['a'],
    });
    expect(lists.recent.map((x) => x.id)).toEqual(['b']);
  });

  it('puts featured first in AllWallets without duplicates', () => {
    expect(allWalletsList([w('f')], [w('a'), w('f'), w('b')]).map((x) => x.id)).toEqual(['f', 'a', 'b']);
  });

  it('formats the count and decides the All Wallets row', () => {
    expect(formatWalletCount(7)).toBe('7');
    expect(formatWalletCount(2994)).toBe('2,990+');
    expect(showAllWalletsRow(true, 'SHOW', false)).toBe(true);
    expect(showAllWalletsRow(true, 'HIDE', true)).toBe(false);
    expect(showAllWalletsRow(false, 'SHOW', true)).toBe(false);
    expect(showAllWalletsRow(true, 'ONLY_MOBILE', false)).toBe(false);
    expect(showAllWalletsRow(true, 'ONLY_MOBILE', true)).toBe(true);
  });
});

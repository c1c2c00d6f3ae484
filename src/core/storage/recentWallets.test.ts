import { describe, expect, it } from 'vitest';
import { createStorage } from './storage.ts';
import { addRecentWallet } from './recentWallets.ts';

describe('recent wallets', () => {
  it('keeps at most 2, newest first, without duplicates', () => {
    const map = new Map<string, string>();
    const storage = createStorage({
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    });
    addRecentWallet(storage, { id: 'a', name: 'A' });
    addRecentWallet(storage, { id: 'b', name: 'B' });
    addRecentWallet(storage, { id: 'a', name: 'A' });
    expect(addRecentWallet(storage, { id: 'c', name: 'C' }).map((w) => w.id)).toEqual(['c', 'a']);
  });
});

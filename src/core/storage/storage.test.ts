import { describe, expect, it } from 'vitest';
import { connectorIdKey, STORAGE_KEYS } from './keys.ts';
import { createStorage, type StorageBacking } from './storage.ts';

function memory(initial: Record<string, string> = {}): StorageBacking & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('typed storage', () => {
  it('round-trips a valid value', () => {
    const storage = createStorage(memory());
    expect(storage.set(STORAGE_KEYS.activeNetworkId, 'eip155:31337')).toBe(true);
    expect(storage.get(STORAGE_KEYS.activeNetworkId)).toBe('eip155:31337');
  });

  it('ignores values that are not JSON without throwing', () => {
    const storage = createStorage(memory({ '@airlock/active_caip_network_id': '{not json' }));
    expect(storage.get(STORAGE_KEYS.activeNetworkId)).toBeUndefined();
  });

  it('ignores values that fail the schema and leaves them in place', () => {
    const backing = memory({ '@airlock/recent_wallets': JSON.stringify([{ id: 1 }]) });
    const storage = createStorage(backing);
    expect(storage.get(STORAGE_KEYS.recentWallets)).toBeUndefined();
    expect(backing.data.get('@airlock/recent_wallets')).toBe(JSON.stringify([{ id: 1 }]));
  });

  it('reads the wallet connections entry by entry: a bad one is left out, the valid ones kept', () => {
    const valid = { namespace: 'eip155', connectorId: 'injected', name: 'Wallet', accounts: [{ address: '0xab' }] };
    const backing = memory({ '@airlock/connections': JSON.stringify([{ namespace: 'eip155', connectorId: 7 }, valid, 'junk']) });
    const storage = createStorage(backing);
    expect(storage.get(STORAGE_KEYS.connections)).toEqual([valid]);
    expect(storage.set(STORAGE_KEYS.connections, [valid])).toBe(true);
    expect(storage.get(STORAGE_KEYS.connections)).toEqual([valid]);
  });

  it('refuses to write a value that fails its schema, keeping the good one', () => {
    const backing = memory();
    const storage = createStorage(backing);
    storage.set(STORAGE_KEYS.connectedNamespaces, ['eip155']);
    expect(storage.set(STORAGE_KEYS.connectedNamespaces, ['nope' as 'eip155'])).toBe(false);
    expect(storage.get(STORAGE_KEYS.connectedNamespaces)).toEqual(['eip155']);
  });

  it('caps recent wallets at two', () => {
    const storage = createStorage(memory());
    const w = (id: string) => ({ id, name: id });
    expect(storage.set(STORAGE_KEYS.recentWallets, [w('a'), w('b'), w('c')])).toBe(false);
    expect(storage.set(STORAGE_KEYS.recentWallets, [w('a'), w('b')])).toBe(true);
  });

  it('keeps one connector id key per namespace', () => {
    const storage = createStorage(memory());
    storage.set(connectorIdKey('eip155'), 'io.metamask');
    storage.set(connectorIdKey('solana'), 'phantom');
    expect(storage.get(connectorIdKey('eip155'))).toBe('io.metamask');
    storage.remove(connectorIdKey('eip155'));
    expect(storage.get(connectorIdKey('eip155'))).toBeUndefined();
    expect(storage.get(connectorIdKey('solana'))).toBe('phantom');
  });

  it('survives a backing store that throws', () => {
    const throwing: StorageBacking = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = createStorage(throwing);
    expect(storage.get(STORAGE_KEYS.walletId)).toBeUndefined();
    expect(storage.set(STORAGE_KEYS.walletId, 'x')).toBe(false);
    expect(() => storage.remove(STORAGE_KEYS.walletId)).not.toThrow();
  });

  it('works with no backing store at all', () => {
    const storage = createStorage(undefined);
    expect(storage.set(STORAGE_KEYS.walletId, 'x')).toBe(false);
    expect(storage.get(STORAGE_KEYS.walletId)).toBeUndefined();
  });
});

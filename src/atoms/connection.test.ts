import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { activeNamespaceAtom, connectionAtom, initialConnectionStatus, isConnectedAtom } from './connection.ts';

describe('connection status', () => {
  it('starts connecting only with a prior connection and reconnect on', () => {
    expect(initialConnectionStatus({ hasPriorConnection: true, reconnect: true })).toBe('connecting');
    expect(initialConnectionStatus({ hasPriorConnection: true, reconnect: false })).toBe('disconnected');
    expect(initialConnectionStatus({ hasPriorConnection: false, reconnect: true })).toBe('disconnected');
  });

  it('tracks status per namespace', () => {
    const store = createStore();
    store.set(connectionAtom('eip155'), { status: 'connected', address: '0xabc' });
    expect(store.get(connectionAtom('solana')).status).toBe('disconnected');
    expect(store.get(isConnectedAtom)).toBe(true);
    store.set(activeNamespaceAtom, 'solana');
    expect(store.get(isConnectedAtom)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { activeNamespaceAtom, connectionAtom, initialConnectionStatus, isConnectedAtom, publicStatusOf } from './connection.ts';
import { publicAccountAtom } from './publicAccount.ts';
import { publicStateAtom } from './publicState.ts';

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

  it('shows hosts reconnecting while a stored connection is restored, connecting for a visitor connecting now', () => {
    expect(publicStatusOf({ status: 'connecting', connectorId: 'w', restoring: true })).toBe('reconnecting');
    expect(publicStatusOf({ status: 'connecting', connectorId: 'w' })).toBe('connecting');
    expect(publicStatusOf({ status: 'connected', address: '0xabc' })).toBe('connected');
    const store = createStore();
    store.set(connectionAtom('eip155'), { status: 'connecting', connectorId: 'w', restoring: true });
    expect(store.get(publicStateAtom).status).toBe('reconnecting');
    expect(store.get(publicAccountAtom('eip155')).status).toBe('reconnecting');
    // Restored: the connection is written anew, and the flag goes with the old one.
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'w', address: '0xabc' });
    expect(store.get(publicStateAtom).status).toBe('connected');
  });
});

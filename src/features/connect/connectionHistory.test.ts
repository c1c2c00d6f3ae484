import { describe, expect, it, vi } from 'vitest';
import { walletInfoAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { walletConnectionsAtom } from '../../atoms/walletConnections.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { memoryStorage } from '../../core/storage/memoryStorage.fixture.ts';
import { recordConnections } from './connectionHistory.ts';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function setup() {
  const store = createInstanceStore();
  const storage = memoryStorage();
  const ctx = { store, storage, debug: vi.fn() } as unknown as InstanceContext;
  store.set(
    activeNetworkAtom,
    toCaipNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }),
  );
  const stop = recordConnections(ctx, ['eip155']);
  return { store, storage, stop };
}

describe('recordConnections', () => {
  it('records the embedded wallet with its accounts, their types and its login, on the active network', () => {
    const { store, storage } = setup();
    store.set(embeddedUserAtom, {
      email: 'ada@example.com',
      address: SMART,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    });
    store.set(walletInfoAtom('eip155'), { name: 'Email Wallet', id: EMBEDDED_CONNECTOR_ID });
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: EMBEDDED_CONNECTOR_ID, address: SMART });
    const expected = {
      namespace: 'eip155',
      connectorId: EMBEDDED_CONNECTOR_ID,
      name: 'Email Wallet',
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      caipNetworkId: 'eip155:31337',
      auth: { name: 'ada@example.com' },
    };
    expect(store.get(walletConnectionsAtom)).toEqual([expected]);
    expect(storage.get(STORAGE_KEYS.connections)).toEqual([expected]);
  });

  it("never names a connection after another wallet's info, and stops recording once unsubscribed", () => {
    const { store, stop } = setup();
    store.set(walletInfoAtom('eip155'), { name: 'A', id: 'a.wallet' });
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'a.wallet', address: EOA });
    // B's info arrives a moment before B's connection does.
    store.set(walletInfoAtom('eip155'), { name: 'B', id: 'b.wallet' });
    expect(store.get(walletConnectionsAtom).map((c) => c.name)).toEqual(['A']);
    stop();
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'b.wallet', address: SMART });
    expect(store.get(walletConnectionsAtom).map((c) => c.connectorId)).toEqual(['a.wallet']);
  });
});

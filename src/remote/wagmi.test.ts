import { afterEach, describe, expect, it } from 'vitest';
import { connectionAtom } from '../atoms/connection.ts';
import { modalOpenAtom } from '../atoms/modal.ts';
import type { StorageBacking } from '../core/storage/storage.ts';
import type { AppKit } from './appKit.ts';
import { createAppKit } from './createAppKit.ts';
import { airlockConnector, ModalClosedError } from './wagmi.ts';

const anvil = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function memory(): StorageBacking {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

let kit: AppKit | undefined;
afterEach(() => kit?.destroy());

/** A real instance (no modal UI: mounting is a no-op) and the connector wagmi would build from it, with its events. */
async function setUp() {
  kit = createAppKit(
    { networks: [anvil], prefetch: 'none' },
    { storage: memory(), origin: 'http://localhost', mountModal: async () => {} },
  );
  await kit.ready;
  const events: [string, unknown][] = [];
  const emitter = { emit: (event: string, data?: unknown) => void events.push([event, data]) };
  const connector = airlockConnector({ kit })({ chains: [anvil], emitter });
  await connector.setup();
  return { kit, connector, events };
}

/** What the connecting code stores once a wallet connected on anvil. */
const connect = (instance: AppKit, address = ADDRESS) =>
  instance.store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'w', address, caipAddress: `eip155:31337:${address}` });

describe('airlockConnector', () => {
  it('connect() opens the modal and resolves with the account and chain once a wallet connected', async () => {
    const { kit, connector } = await setUp();
    const connecting = connector.connect();
    await expect.poll(() => kit.getState().open).toBe(true);
    connect(kit);
    await expect(connecting).resolves.toEqual({ accounts: [ADDRESS], chainId: 31337 });
  });

  it('connect() rejects with 4001 when the modal closes without a connection', async () => {
    const { kit, connector } = await setUp();
    const connecting = connector.connect();
    await expect.poll(() => kit.getState().open).toBe(true);
    kit.store.set(modalOpenAtom, false);
    const error = await connecting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModalClosedError);
    expect(error).toMatchObject({ code: 4001, message: 'Modal closed' });
  });

  it("tells wagmi of a connection made in the modal, of the account's change and of the disconnect", async () => {
    const { kit, events } = await setUp();
    connect(kit);
    connect(kit, OTHER);
    kit.store.set(connectionAtom('eip155'), { status: 'disconnected' });
    expect(events).toEqual([
      ['connect', { accounts: [ADDRESS], chainId: 31337 }],
      ['change', { accounts: [OTHER] }],
      ['disconnect', undefined],
    ]);
  });

  it("a restore after a reload is no disconnect, and isAuthorized waits for it (wagmi's reconnect)", async () => {
    const { kit, connector, events } = await setUp();
    kit.store.set(connectionAtom('eip155'), { status: 'connecting', restoring: true });
    const authorized = connector.isAuthorized();
    connect(kit);
    await expect(authorized).resolves.toBe(true);
    await expect(connector.connect({ isReconnecting: true })).resolves.toEqual({ accounts: [ADDRESS], chainId: 31337 });
    expect(kit.getState().open).toBe(false);
    expect(events.map(([event]) => event)).toEqual(['connect']);
  });

  it('isAuthorized is false when the restore ends without a connection', async () => {
    const { kit, connector } = await setUp();
    kit.store.set(connectionAtom('eip155'), { status: 'connecting', restoring: true });
    const authorized = connector.isAuthorized();
    kit.store.set(connectionAtom('eip155'), { status: 'disconnected' });
    await expect(authorized).resolves.toBe(false);
  });
});

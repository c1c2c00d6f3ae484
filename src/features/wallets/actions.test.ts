import { describe, expect, it, vi } from 'vitest';
import { alertAtom } from '../../atoms/alert.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { listedConnectionsAtom } from '../../atoms/walletConnections.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { memoryStorage } from '../../core/storage/memoryStorage.fixture.ts';
import { type ConnectedWallet, createConnections } from '../connect/connection.ts';
import { recordConnections } from '../connect/connectionHistory.ts';
import { createWalletsActions } from './actions.ts';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';
import { loadWholePack } from '../../core/i18n/packs.fixture.ts';
import { createTranslator } from '../../core/i18n/translator.ts';
import { stubContext } from '../../atoms/context.fixture.ts';

const ANVIL = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const;

/** A browser wallet that still grants its account (eth_accounts) unless told it no longer does. */
function wallet(connectorId: string, address: `0x${string}`) {
  let granted = true;
  const provider = {
    request: vi.fn(async ({ method }: { method: string }) => (method === 'eth_accounts' ? (granted ? [address] : []) : '0x7a69')),
    on: () => provider,
    removeListener: () => provider,
  };
  const end = vi.fn(async () => undefined);
  const connected: ConnectedWallet = {
    connectorId,
    name: connectorId.toUpperCase(),
    provider: provider as unknown as Eip1193Provider,
    end,
    goneWithoutAccounts: true,
  };
  return { connected, provider, end, revoke: () => void (granted = false), session: { address, chainId: 31337 } };
}

function setup({ multiWallet = true, stored, debug }: { multiWallet?: boolean; stored?: string; debug?: boolean } = {}) {
  const store = createInstanceStore();
  const storage = memoryStorage(stored ? [[STORAGE_KEYS.connections.key, stored]] : []);
  const options = parseOptions({ projectId: 'p', networks: [ANVIL], features: { multiWallet }, debug });
  store.set(optionsAtom, options);
  store.set(activeNamespaceAtom, 'eip155');
  const ctx = stubContext({ store, storage, options });
  const connections = createConnections(ctx, { applyWalletChain: vi.fn(), onGone: vi.fn() });
  recordConnections(ctx, ['eip155']);
  const connect = {
    resumeConnection: connections.resume,
    endConnection: connections.endParked,
    parkActive: connections.parkActive,
    loginAgain: vi.fn(async () => undefined),
    disconnect: vi.fn(async ({ namespace }: { namespace: ChainNamespace }) => connections.clear(namespace)),
  };
  const actions = createWalletsActions(ctx, {
    connect: async () => connect,
    syncEmbedded: vi.fn(async () => undefined),
    signOutEmbedded: vi.fn(async () => undefined),
  });
  const statuses = () => store.get(listedConnectionsAtom).map((c) => `${c.connectorId}:${c.status}`);
  return { ctx, store, storage, connections, connect, actions, statuses };
}

describe('multi-wallet', () => {
  it('lists every connection, the newest active and the one it replaced still connected, and persists them', () => {
    const { connections, actions, statuses, storage } = setup();
    const a = wallet('a.wallet', A);
    const b = wallet('b.wallet', B);
    connections.establish(a.connected, a.session);
    connections.establish(b.connected, b.session);
    expect(statuses()).toEqual(['b.wallet:active', 'a.wallet:connected']);
    expect(actions.getConnections('eip155').map((c) => c.accounts)).toEqual([[{ address: B }], [{ address: A }]]);
    // Each keeps its own wallet's name (the wallet info changes a moment before the connection does).
    expect(actions.getConnections().map((c) => c.name)).toEqual(['B.WALLET', 'A.WALLET']);
    expect(actions.getConnections('solana')).toEqual([]);
    expect(storage.get(STORAGE_KEYS.connections)?.map((c) => c.connectorId)).toEqual(['b.wallet', 'a.wallet']);
    // The replaced session was parked, not ended.
    expect(a.end).not.toHaveBeenCalled();
  });

  it('switching to a connected one reconnects it without a prompt; to a disconnected one runs its login flow', async () => {
    const { connections, actions, statuses, store, connect } = setup();
    const a = wallet('a.wallet', A);
    const b = wallet('b.wallet', B);
    connections.establish(a.connected, a.session);
    connections.establish(b.connected, b.session);

    await actions.switchConnection({ connectorId: 'a.wallet', namespace: 'eip155' });
    expect(store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', connectorId: 'a.wallet', address: A });
    expect(statuses()).toEqual(['a.wallet:active', 'b.wallet:connected']);
    expect(a.provider.request).toHaveBeenCalledWith({ method: 'eth_accounts' });
    expect(connect.loginAgain).not.toHaveBeenCalled();

    // The wallet no longer grants the session: its login flow instead, and it is no longer listed as connected.
    b.revoke();
    await actions.switchConnection({ connectorId: 'b.wallet' });
    expect(connect.loginAgain).toHaveBeenCalledWith('b.wallet');
    expect(statuses()).toEqual(['a.wallet:active', 'b.wallet:disconnected']);
    await actions.switchConnection({ connectorId: 'b.wallet' });
    expect(connect.loginAgain).toHaveBeenCalledTimes(2);

    // Switching to the active one changes nothing.
    await actions.switchConnection({ connectorId: 'a.wallet' });
    expect(statuses()).toEqual(['a.wallet:active', 'b.wallet:disconnected']);
  });

  it("changeConnection (useAppKitConnection's onSuccess) says what a switch and a deletion changed", async () => {
    const { connections, actions } = setup();
    const a = wallet('a.wallet', A);
    const b = wallet('b.wallet', B);
    connections.establish(a.connected, a.session);
    connections.establish(b.connected, b.session);

    expect(await actions.changeConnection({ connectorId: 'a.wallet', namespace: 'eip155' })).toEqual({
      namespace: 'eip155',
      connectorId: 'a.wallet',
      address: A,
      hasSwitchedWallet: true,
      hasSwitchedAccount: true,
      hasDeletedWallet: false,
    });
    // To the active one: nothing changed.
    expect(await actions.changeConnection({ connectorId: 'a.wallet', namespace: 'eip155' })).toMatchObject({
      hasSwitchedWallet: false,
      hasSwitchedAccount: false,
    });
    expect(await actions.changeConnection({ connectorId: 'a.wallet', namespace: 'eip155' }, true)).toEqual({
      namespace: 'eip155',
      connectorId: 'a.wallet',
      address: undefined,
      hasSwitchedWallet: false,
      hasSwitchedAccount: false,
      hasDeletedWallet: true,
    });
  });

  it("any other status throws 'Invalid connection status'; a malformed connection is rejected", async () => {
    const { actions } = setup();
    await expect(actions.switchConnection({ connectorId: 'unknown', status: 'pending' })).rejects.toThrow('Invalid connection status');
    await expect(actions.switchConnection({ connectorId: 'unknown' })).rejects.toThrow('Invalid connection status');
    await expect(actions.switchConnection({ connectorId: '' })).rejects.toThrow();
  });

  it('deleting disconnects that one only: another is ended on its side, the active one disconnects its namespace', async () => {
    const { connections, actions, statuses, storage, connect, store } = setup();
    const a = wallet('a.wallet', A);
    const b = wallet('b.wallet', B);
    connections.establish(a.connected, a.session);
    connections.establish(b.connected, b.session);

    await actions.deleteConnection({ connectorId: 'a.wallet' });
    expect(a.end).toHaveBeenCalledOnce();
    expect(statuses()).toEqual(['b.wallet:active']);
    expect(store.get(connectionAtom('eip155')).connectorId).toBe('b.wallet');
    expect(storage.get(STORAGE_KEYS.disconnectedConnectorIds)).toEqual(['a.wallet']);

    await actions.deleteConnection({ connectorId: 'b.wallet' });
    expect(connect.disconnect).toHaveBeenCalledWith({ namespace: 'eip155', closeModal: false });
    expect(statuses()).toEqual([]);
    expect(storage.get(STORAGE_KEYS.connections)).toEqual([]);
    expect(storage.get(STORAGE_KEYS.disconnectedConnectorIds)).toEqual(['a.wallet', 'b.wallet']);

    // Connecting a wallet again clears it from the disconnected ids.
    connections.establish(a.connected, a.session);
    expect(storage.get(STORAGE_KEYS.disconnectedConnectorIds)).toEqual(['b.wallet']);
  });

  it('a reconnect that fails keeps the connection listed; after a reload the stored list is back, malformed data ignored', () => {
    const stored = JSON.stringify([{ namespace: 'eip155', connectorId: 'a.wallet', name: 'A', accounts: [{ address: A }] }]);
    const { statuses, store, ctx } = setup({ stored });
    expect(statuses()).toEqual(['a.wallet:disconnected']);
    store.set(connectionAtom('eip155'), { status: 'connecting', connectorId: 'a.wallet' });
    store.set(connectionAtom('eip155'), { status: 'disconnected' });
    expect(statuses()).toEqual(['a.wallet:disconnected']);
    expect(ctx.storage.get(STORAGE_KEYS.connections)).toHaveLength(1);

    expect(setup({ stored: '[{"connectorId":5}]' }).statuses()).toEqual([]);
  });

  it("with multiWallet off: the info alert 'Multi-Wallet Not Enabled', an empty list, and no switch or delete", async () => {
    const { connections, actions, store, statuses } = setup({ multiWallet: false });
    const a = wallet('a.wallet', A);
    const b = wallet('b.wallet', B);
    connections.establish(a.connected, a.session);
    connections.establish(b.connected, b.session);
    expect(actions.getConnections()).toEqual([]);
    expect(store.get(alertAtom)).toMatchObject({ shortMessage: 'Multi-Wallet Not Enabled', variant: 'info' });
    expect(statuses()).toEqual([]);

    await actions.switchConnection({ connectorId: 'a.wallet' });
    await actions.deleteConnection({ connectorId: 'a.wallet' });
    expect(store.get(connectionAtom('eip155')).connectorId).toBe('b.wallet');
    expect(a.end).not.toHaveBeenCalled();
  });

  it('with debug off the alert is neither shown nor logged (a debug-mode alert); the list is still empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actions, store } = setup({ multiWallet: false, debug: false });
    expect(actions.getConnections()).toEqual([]);
    expect(store.get(alertAtom)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("the hooks' variants name the hook in the long message, in the catalogue like the default one", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadFeatureEnglish();
    const fr = createTranslator('fr', await loadWholePack('fr'));
    for (const hook of ['useAppKitConnection', 'useAppKitConnections'] as const) {
      const { actions, store } = setup({ multiWallet: false });
      expect(actions.getConnections(undefined, hook)).toEqual([]);
      const alert = store.get(alertAtom)!;
      expect(alert).toMatchObject({ shortMessage: 'Multi-Wallet Not Enabled', variant: 'info' });
      expect(alert.longMessage).toBe(
        `Multi-wallet support is not enabled. Enable it in your project's cloud configuration to use the ${hook} hook.`,
      );
      expect(fr.text(alert.longMessage)).toContain(hook);
      expect(fr.text(alert.longMessage)).not.toBe(alert.longMessage);
    }
    warn.mockRestore();
  });
});

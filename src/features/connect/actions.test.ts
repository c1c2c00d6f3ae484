import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { ConnectorNotConnectedError, ConnectorUnavailableReconnectingError } from '../../core/errors/connection.ts';
import { DisconnectError } from '../../core/errors/wallet.ts';
import { parseOptions } from '../../core/options.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { type ConnectDeps, createConnectActions } from './actions.ts';
import type { WalletConnectProvider, WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { stubContext } from '../../atoms/context.fixture.ts';
import { SOLANA_TEST_NETWORK as SOLANA } from '../../core/networks/solanaTestNetwork.fixture.ts';

const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

// A namespace no adapter serves here (Bitcoin has one since its Wallet Standard wallets).
const COSMOS = toCaipNetwork({
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: [] } },
});

function harness(
  signOutEmbedded: () => Promise<void> = async () => {},
  networks = [ANVIL],
  restoreWalletConnect?: ConnectDeps['restoreWalletConnect'],
) {
  const store = createStore();
  const map = new Map<string, string>();
  const storage = createStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
  const options = parseOptions({
    projectId: 'proj',
    networks,
    metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
  });
  store.set(optionsAtom, options);
  const showError = vi.fn();
  const debug = vi.fn();
  const close = vi.fn();
  const ctx = stubContext({
    store,
    storage,
    options,
    debug,
    close,
    signOutEmbedded,
    toaster: { showError, showSuccess: vi.fn(), showLoading: vi.fn(), hide: vi.fn() },
  });
  const applyWalletChain = vi.fn();
  const actions = createConnectActions(ctx, { applyWalletChain, ...(restoreWalletConnect ? { restoreWalletConnect } : {}) });
  return { store, actions, showError, debug, close, applyWalletChain };
}

const EMBEDDED = {
  status: 'connected',
  connectorId: EMBEDDED_CONNECTOR_ID,
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
} as const;

describe('connect actions: disconnect (SPEC sections 4 and 8)', () => {
  it('rejects with ConnectorNotConnectedError when nothing is connected', async () => {
    const { actions } = harness();
    await expect(actions.disconnect()).rejects.toBeInstanceOf(ConnectorNotConnectedError);
    await expect(actions.disconnect({ namespace: 'eip155' })).rejects.toMatchObject({ shortMessage: 'Connector not connected.' });
  });

  it("is 'Failed to disconnect', caused by 'Failed to disconnect chains: {reason}', when a namespace fails", async () => {
    const { store, actions, showError, close } = harness(async () => Promise.reject(new Error('secure site unreachable')));
    store.set(connectionAtom('eip155'), EMBEDDED);
    const error = await actions.disconnect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DisconnectError);
    expect(error).toMatchObject({ shortMessage: 'Failed to disconnect' });
    expect((error as DisconnectError).cause).toMatchObject({ message: 'Failed to disconnect chains: secure site unreachable' });
    expect(showError).toHaveBeenCalledWith('Failed to disconnect');
    expect(close).not.toHaveBeenCalled();
    // The namespace that failed keeps its connection.
    expect(store.get(connectionAtom('eip155')).status).toBe('connected');
  });

  it('disconnects every connected namespace when none is named, and closes the modal', async () => {
    const { store, actions, close } = harness();
    store.set(connectionAtom('eip155'), EMBEDDED);
    await actions.disconnect();
    expect(store.get(connectionAtom('eip155')).status).toBe('disconnected');
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('connect actions: reconnect (SPEC section 8, connection errors)', () => {
  it('gives up on a stored wallet that does not come back with ConnectorUnavailableReconnectingError', async () => {
    const { store, actions, debug } = harness();
    store.set(connectionAtom('eip155'), { status: 'connecting', connectorId: 'io.gone.wallet' });
    await actions.reconnect();
    const [, error] = debug.mock.calls.find(([message]) => message === 'reconnect failed') ?? [];
    expect(error).toBeInstanceOf(ConnectorUnavailableReconnectingError);
    expect(error).toMatchObject({ shortMessage: 'Connector "io.gone.wallet" unavailable while reconnecting.' });
    expect(store.get(connectionAtom('eip155')).status).toBe('disconnected');
  });

  it("gives up on a namespace no adapter serves with 'Adapter not found'", async () => {
    const { store, actions, debug } = harness(undefined, [ANVIL, COSMOS]);
    store.set(connectionAtom('cosmos'), { status: 'connecting', connectorId: 'xverse' });
    await actions.reconnect();
    const [, error] = debug.mock.calls.find(([message]) => message === 'reconnect failed') ?? [];
    expect(error).toMatchObject({ name: 'AdapterMissingError', shortMessage: 'Adapter not found' });
    expect(store.get(connectionAtom('cosmos')).status).toBe('disconnected');
  });
});

const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** A stored session on the wallet's chain 31337, granting eip155 and (unless told) solana. */
function storedSession({ solana = true } = {}): WalletConnectSession {
  const provider = {
    session: { topic: 't' },
    request: vi.fn(async ({ method }: { method: string }): Promise<unknown> => (method === 'eth_accounts' ? [evm] : '0x7a69')),
    on: vi.fn(),
    removeListener: vi.fn(),
    connect: vi.fn(),
    disconnect: vi.fn(async () => undefined),
  };
  return {
    provider: provider as unknown as WalletConnectProvider,
    topic: 't',
    peer: { name: 'Test Wallet' },
    granted: {
      eip155: { accounts: [`eip155:31337:${evm}`], methods: ['personal_sign'] },
      solana: solana ? { accounts: [`${SOLANA.caipNetworkId}:${sol}`], methods: ['solana_signMessage'] } : { accounts: [], methods: [] },
      bip122: { accounts: [], methods: [] },
    },
    end: vi.fn(async () => provider.disconnect()),
  };
}

describe('connect actions: a reload keeps the namespace the visitor was on (SPEC section 3, the active-namespace key)', () => {
  function reloadOnSolana(session: WalletConnectSession) {
    const h = harness(undefined, [ANVIL, SOLANA], async () => session);
    h.store.set(activeNamespaceAtom, 'solana');
    h.store.set(activeNetworkAtom, SOLANA);
    h.store.set(connectionAtom('eip155'), { status: 'connecting', connectorId: 'walletConnect' });
    h.store.set(connectionAtom('solana'), { status: 'connecting', connectorId: 'walletConnect' });
    // As the network feature does: the wallet's EVM chain becomes the active network.
    h.applyWalletChain.mockImplementation(() => h.store.set(activeNamespaceAtom, 'eip155'));
    return h;
  }

  it('on Solana, a session granting solana leaves Solana active; eip155 is connected on the wallet chain', async () => {
    const h = reloadOnSolana(storedSession());
    await h.actions.reconnect();
    expect(h.store.get(activeNamespaceAtom)).toBe('solana');
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe(SOLANA.caipNetworkId);
    expect(h.applyWalletChain).not.toHaveBeenCalled();
    expect(h.store.get(connectionAtom('solana'))).toMatchObject({ status: 'connected', address: sol });
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', address: evm, caipAddress: `eip155:31337:${evm}` });
  });

  it('on Solana, a session that no longer grants solana falls back to the wallet EVM chain', async () => {
    const h = reloadOnSolana(storedSession({ solana: false }));
    await h.actions.reconnect();
    expect(h.store.get(connectionAtom('solana')).status).toBe('disconnected');
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', address: evm });
    expect(h.applyWalletChain).toHaveBeenCalledWith('eip155', 31337);
    expect(h.store.get(activeNamespaceAtom)).toBe('eip155');
  });
});

describe('connect actions: one WalletConnect session on eip155 and solana', () => {
  it('a reload restores both namespaces from the stored session; disconnecting one ends the session and both', async () => {
    const session = storedSession();
    const { store, actions } = harness(undefined, [ANVIL, SOLANA], async () => session);
    store.set(connectionAtom('eip155'), { status: 'connecting', connectorId: 'walletConnect' });
    store.set(connectionAtom('solana'), { status: 'connecting', connectorId: 'walletConnect' });
    await actions.reconnect();
    expect(store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: evm });
    expect(store.get(connectionAtom('solana'))).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: sol });

    await actions.disconnect({ namespace: 'solana' });
    expect(session.end).toHaveBeenCalled();
    expect(store.get(connectionAtom('solana')).status).toBe('disconnected');
    expect(store.get(connectionAtom('eip155')).status).toBe('disconnected');
  });
});

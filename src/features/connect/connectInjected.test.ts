// @vitest-environment happy-dom
import { createStore } from 'jotai/vanilla';
import { getAddress } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectAttemptAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { WalletConnectProvider } from '../../chains/connectors/walletconnect.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { INJECTED_FALLBACK_ID } from '../../chains/connectors/eip6963.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { type ConnectDeps, createConnectActions } from './actions.ts';
import { stubContext } from '../../atoms/context.fixture.ts';
import { SOLANA_TEST_NETWORK as SOLANA } from '../../core/networks/solanaTestNetwork.fixture.ts';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

/** The connect actions with the page's `window.ethereum` as the only browser wallet (EIP-6963 off). */
function harness(networks = [ANVIL], deps: Partial<ConnectDeps> = {}) {
  const request = vi.fn(async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x7a69' : [ADDRESS]));
  (window as { ethereum?: unknown }).ethereum = { request, on: vi.fn(), removeListener: vi.fn() };
  const store = createStore();
  const map = new Map<string, string>();
  const storage = createStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
  const options = parseOptions({ projectId: 'proj', networks, enableEIP6963: false });
  store.set(optionsAtom, options);
  const showError = vi.fn();
  const ctx = stubContext({
    store,
    storage,
    options,
    toaster: { showError, showSuccess: vi.fn(), showLoading: vi.fn(), hide: vi.fn() },
  });
  return { store, map, request, showError, ctx, actions: createConnectActions(ctx, { applyWalletChain: vi.fn(), ...deps }) };
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('connect actions: a browser wallet already connected (SPEC section 8, connection errors)', () => {
  it("is not connected again: 'Failed to connect', caused by ConnectorAlreadyConnectedError, and the wallet is not prompted", async () => {
    const h = harness();
    h.store.set(connectionAtom('eip155'), { status: 'connected', connectorId: INJECTED_FALLBACK_ID, address: ADDRESS });
    await h.actions.connectInjected(INJECTED_FALLBACK_ID);
    expect(h.request).not.toHaveBeenCalled();
    expect(h.store.get(connectAttemptAtom)).toMatchObject({ status: 'error', error: 'Failed to connect' });
    expect(vi.mocked(h.ctx.debug).mock.calls[0]?.[1]).toMatchObject({
      name: 'ConnectorAlreadyConnectedError',
      shortMessage: 'Connector already connected.',
    });
    h.actions.destroy();
  });

  it('connects it when it is not the connected wallet', async () => {
    const h = harness();
    await h.actions.connectInjected(INJECTED_FALLBACK_ID);
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', connectorId: INJECTED_FALLBACK_ID });
    // SPEC section 3's "wallet id and name" keys, by their stored names.
    expect(h.map.get('@airlock/wallet_id')).toBe(JSON.stringify(INJECTED_FALLBACK_ID));
    expect(JSON.parse(h.map.get('@airlock/wallet_name') ?? 'null')).toEqual(expect.any(String));
    h.actions.destroy();
  });
});

describe('connect actions: a reload with a browser wallet on eip155 while the visitor was on Solana', () => {
  const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

  /** The page's injected wallet on eip155, and a stored WalletConnect session that grants (or no longer grants) solana. */
  function reloadOnSolana(grantsSolana: boolean) {
    const provider = { session: {}, request: vi.fn(), on: vi.fn(), removeListener: vi.fn() };
    const session = {
      provider: provider as unknown as WalletConnectProvider,
      topic: 't',
      peer: { name: 'Test Wallet' },
      granted: {
        eip155: { accounts: [], methods: [] },
        solana: { accounts: grantsSolana ? [`${SOLANA.caipNetworkId}:${SOL}`] : [], methods: [] },
        bip122: { accounts: [], methods: [] },
      },
      end: vi.fn(async () => undefined),
    };
    const applyWalletChain = vi.fn();
    const h = harness([ANVIL, SOLANA], { applyWalletChain, restoreWalletConnect: async () => session });
    // As the network feature does: the wallet's chain becomes the active network.
    applyWalletChain.mockImplementation(() => h.store.set(activeNamespaceAtom, 'eip155'));
    h.store.set(activeNamespaceAtom, 'solana');
    h.store.set(activeNetworkAtom, SOLANA);
    h.store.set(connectionAtom('eip155'), { status: 'connecting', connectorId: INJECTED_FALLBACK_ID });
    h.store.set(connectionAtom('solana'), { status: 'connecting', connectorId: 'walletConnect' });
    return { ...h, applyWalletChain };
  }

  it('Solana stays active when its connection comes back; the browser wallet is connected on its own chain', async () => {
    const h = reloadOnSolana(true);
    await h.actions.reconnect();
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({
      status: 'connected',
      connectorId: INJECTED_FALLBACK_ID,
      caipAddress: `eip155:31337:${getAddress(ADDRESS)}`,
    });
    expect(h.store.get(connectionAtom('solana'))).toMatchObject({ status: 'connected', address: SOL });
    expect(h.store.get(activeNamespaceAtom)).toBe('solana');
    expect(h.store.get(activeNetworkAtom)).toBe(SOLANA);
    h.actions.destroy();
  });

  it("then the browser wallet's own chain change moves only its eip155 account: Solana stays active", async () => {
    const h = reloadOnSolana(true);
    await h.actions.reconnect();
    h.applyWalletChain.mockClear();
    const on = (window as unknown as { ethereum: { on: ReturnType<typeof vi.fn> } }).ethereum.on;
    const chainChanged = on.mock.calls.find(([event]) => event === 'chainChanged')?.[1] as (chainId: string) => void;
    chainChanged('0x7a6a');
    expect(h.applyWalletChain).not.toHaveBeenCalled();
    expect(h.store.get(activeNamespaceAtom)).toBe('solana');
    expect(h.store.get(activeNetworkAtom)).toBe(SOLANA);
    expect(h.store.get(connectionAtom('eip155')).caipAddress).toBe(`eip155:31338:${getAddress(ADDRESS)}`);
    h.actions.destroy();
  });

  it('the browser wallet chain becomes active when the Solana connection does not come back', async () => {
    const h = reloadOnSolana(false);
    await h.actions.reconnect();
    expect(h.store.get(connectionAtom('solana')).status).toBe('disconnected');
    expect(h.applyWalletChain).toHaveBeenCalledWith('eip155', 31337);
    expect(h.store.get(activeNamespaceAtom)).toBe('eip155');
    h.actions.destroy();
  });
});

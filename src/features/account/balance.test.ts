import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { balanceStatusAtom, tokenBalancesAtom, walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import type { HttpClient } from '../../core/api/http.ts';
import { ApiError } from '../../core/errors/api.ts';
import { parseOptions } from '../../core/options.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { createStorage, type StorageBacking } from '../../core/storage/storage.ts';
import { createBalanceActions } from './balance.ts';
import type { InstanceContext } from '../../atoms/context.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const options = parseOptions({
  projectId: 'p',
  networks: [
    {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
});
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
};

function memory(): StorageBacking {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A connected account on anvil, a fake data API and a clock the test moves. */
function setup(backing: StorageBacking, answer: () => unknown) {
  const store = createStore();
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, options.networks[0]);
  store.set(connectionAtom('eip155'), { status: 'connected', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}` });
  const clock = { now: 1_000_000 };
  const get = vi.fn(async (path: string) => {
    if (path === '/v1/supported-chains') return { http: ['eip155:31337'], ws: [] };
    return answer();
  });
  const toaster = { showError: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hide: vi.fn() };
  const ctx = {
    store,
    storage: createStorage(backing),
    options,
    toaster,
    debug: () => undefined,
    now: () => clock.now,
  } as unknown as InstanceContext;
  const balanceCalls = () => get.mock.calls.filter(([p]) => String(p).endsWith('/balance')).length;
  return { store, ctx, clock, balanceCalls, toaster, actions: createBalanceActions(ctx, { get } as unknown as HttpClient) };
}

describe('balances', () => {
  it('persists the portfolio and native balance, and a reload within 30 s asks nothing', async () => {
    const backing = memory();
    const first = setup(backing, () => ({ balances: [eth] }));
    await first.actions.refreshBalance();
    expect(first.store.get(tokenBalancesAtom)).toEqual([eth]);
    expect(first.balanceCalls()).toBe(1);
    const storage = createStorage(backing);
    expect(storage.get(STORAGE_KEYS.nativeBalanceCache)?.[`eip155:31337:${ADDRESS}`]).toMatchObject({ balance: '1', symbol: 'ETH' });

    const reloaded = setup(backing, () => ({ balances: [eth] }));
    reloaded.clock.now = first.clock.now + 29_000;
    await reloaded.actions.refreshBalance();
    expect(reloaded.balanceCalls()).toBe(0);
    expect(reloaded.store.get(tokenBalancesAtom)).toEqual([eth]);

    reloaded.clock.now = first.clock.now + 31_000;
    await reloaded.actions.refreshBalance();
    expect(reloaded.balanceCalls()).toBe(1);
  });

  it('shows Token Balance Unavailable on failure and asks again only after 30 s', async () => {
    const { actions, clock, balanceCalls, toaster, store } = setup(memory(), () => {
      throw new ApiError('Request failed with status 503', { status: 503 });
    });
    await actions.refreshBalance();
    expect(toaster.showError).toHaveBeenCalledWith('Token Balance Unavailable');
    expect(store.get(balanceStatusAtom)).toBe('error');
    clock.now += 29_000;
    await actions.refreshBalance();
    expect(balanceCalls()).toBe(1);
    clock.now += 2_000;
    await actions.refreshBalance();
    expect(balanceCalls()).toBe(2);
  });

  it('treats an answer of the wrong shape like a failure: Token Balance Unavailable, no empty list, 30 s block', async () => {
    const { actions, clock, balanceCalls, toaster, store } = setup(memory(), () => ({
      balances: [{ symbol: 'ETH', quantity: 'lots' }],
    }));
    await actions.refreshBalance();
    expect(toaster.showError).toHaveBeenCalledWith('Token Balance Unavailable');
    expect(store.get(balanceStatusAtom)).toBe('error');
    expect(store.get(tokenBalancesAtom)).toBeUndefined();
    clock.now += 29_000;
    await actions.refreshBalance();
    expect(balanceCalls()).toBe(1);
  });

  it('on a network it was not asked for: Token Balance Unavailable, no request, no endless spinner', async () => {
    const { actions, balanceCalls, toaster, store } = setup(memory(), () => ({ balances: [eth] }));
    store.set(activeNetworkAtom, { ...options.networks[0]!, id: 10, caipNetworkId: 'eip155:10', name: 'OP Mainnet' });
    await actions.refreshBalance();
    expect(balanceCalls()).toBe(0);
    expect(store.get(balanceStatusAtom)).toBe('error');
    expect(store.get(tokenBalancesAtom)).toBeUndefined();
    expect(toaster.showError).toHaveBeenCalledWith('Token Balance Unavailable');
    await actions.refreshBalance();
    expect(toaster.showError).toHaveBeenCalledTimes(1);
  });

  it('ignores a corrupt persisted portfolio', async () => {
    const backing = memory();
    backing.setItem('@airlock/portfolio_cache', '{"eip155:31337:x": {"balances": "nope"}}');
    const { actions, balanceCalls } = setup(backing, () => ({ balances: [eth] }));
    await actions.refreshBalance();
    expect(balanceCalls()).toBe(1);
  });
});

describe('asset discovery (wallet_getAssets, EIP-7811)', () => {
  const discovered = {
    '0x7a69': [
      {
        address: '0x0000000000000000000000000000000000000000',
        balance: '0x1bc16d674ec80000',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', iconUrl: '', decimals: 18, price: 3000 },
      },
    ],
  };
  /** A wallet on the eip155 namespace: its capabilities answer, and what wallet_getAssets answers. */
  function withWallet(h: ReturnType<typeof setup>, capabilities: unknown, assets: unknown = discovered) {
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === 'wallet_getCapabilities') return capabilities;
      if (method === 'wallet_getAssets') return assets;
      throw Object.assign(new Error('Method not found'), { code: -32601 });
    });
    h.store.set(walletProviderAtom('eip155'), { request });
    return request;
  }

  it('a wallet that reports the capability gives the balances; the blockchain API is not asked', async () => {
    const h = setup(memory(), () => ({ balances: [eth] }));
    const request = withWallet(h, { '0x7a69': { assetDiscovery: { supported: true } } });
    await h.actions.refreshBalance();
    expect(h.store.get(tokenBalancesAtom)).toEqual([{ ...eth, value: 6000, quantity: { decimals: '18', numeric: '2' } }]);
    expect(h.balanceCalls()).toBe(0);
    expect(request).toHaveBeenCalledWith({ method: 'wallet_getAssets', params: [{ account: ADDRESS, chainFilter: ['0x7a69'] }] });
  });

  it('without the capability, on an error, or with an answer of another shape: the blockchain API', async () => {
    for (const [capabilities, assets] of [
      [{ '0x7a69': { atomic: { status: 'supported' } } }, discovered],
      [undefined, discovered],
      [{ '0x7a69': { assetDiscovery: { supported: true } } }, { '0x7a69': [{ type: 'ERC721' }] }],
    ] as const) {
      const h = setup(memory(), () => ({ balances: [eth] }));
      const request = withWallet(h, capabilities, assets);
      if (capabilities === undefined) request.mockRejectedValueOnce(new Error('Method not found'));
      await h.actions.refreshBalance();
      expect(h.store.get(tokenBalancesAtom)).toEqual([eth]);
      expect(h.balanceCalls()).toBe(1);
    }
  });
});

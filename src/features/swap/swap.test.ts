import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletProviderAtom } from '../../atoms/account.ts';
import { supportedChainsAtom } from '../../atoms/caches.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { initialRouterState, routerAtom } from '../../atoms/router.ts';
import { parseOptions } from '../../core/options.ts';
import { createSwapApi, type SwapApi } from './api.ts';
import { contractApi } from '../../core/api/contracts/contractApi.fixture.ts';
import prices from '../../core/api/contracts/fungiblePrice.json' with { type: 'json' };
import { SWAP_MESSAGES } from './errors.ts';
import { QUOTE_DEBOUNCE_MS } from './quoting.ts';
import { feeAtom, gasPriceAtom, quoteAtom, swapFormAtom, tokenListAtom } from './state.ts';
import { createSwapActions } from './swap.ts';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NET = 'eip155:31337';
const NATIVE = `${NET}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const AUSD = `${NET}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
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
const TOKENS = [
  { name: 'Ethereum', symbol: 'ETH', address: NATIVE, decimals: 18 },
  { name: 'Airlock Dollar', symbol: 'AUSD', address: AUSD, decimals: 18 },
];

/** A quote for `amount` of ETH at 3000 AUSD each. */
const quoteFor = (query: { amount: bigint; from: string; to: string }) => ({
  fromAmount: String(query.amount),
  fromAccount: query.from,
  toAmount: String(query.amount * 3000n),
  toAccount: query.to,
  priceImpact: 0.1,
});

function setup(realApi?: SwapApi) {
  const store = createStore();
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, options.networks[0]);
  store.set(connectionAtom('eip155'), { status: 'connected', address: USER, caipAddress: `${NET}:${USER}` });
  store.set(routerAtom, initialRouterState('Swap'));
  const api = {
    tokens: vi.fn(async () => TOKENS),
    gasPrice: vi.fn(async () => 1_000_000_000n),
    quote: vi.fn(async (query: { amount: bigint; from: string; to: string }, _signal: AbortSignal) => quoteFor(query)),
    allowance: vi.fn(async () => 0n),
    buildApprove: vi.fn(),
    buildSwap: vi.fn(async () => ({
      tx: { to: '0x1' as const, data: '0x' as const, value: 0n, gas: 150_000n },
      toAmount: undefined as bigint | undefined,
    })),
    prices: vi.fn(async () => new Map([[NATIVE.toLowerCase(), 3000]])),
  };
  const toaster = { showError: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hide: vi.fn() };
  const ctx = {
    store,
    options,
    toaster,
    debug: () => undefined,
    track: () => undefined,
    reportError: vi.fn(),
    replace: vi.fn(),
    close: vi.fn(),
    refreshAccount: vi.fn(async () => undefined),
  } as unknown as InstanceContext;
  const actions = createSwapActions(ctx, { api: realApi ?? (api as unknown as SwapApi) });
  return { store, api, actions, toaster, ctx };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('swap form', () => {
  it('loads the tokens and gas price once per network and pays with the native coin by default', async () => {
    const { store, api, actions } = setup();
    actions.start();
    await settle();
    expect(store.get(tokenListAtom)).toMatchObject({ status: 'ready', network: NET });
    expect(store.get(gasPriceAtom)).toMatchObject({ status: 'ready', wei: 1_000_000_000n });
    expect(actions.fromToken()?.symbol).toBe('ETH');
    expect(actions.toToken()).toBeUndefined();
    actions.start();
    await settle();
    expect(api.tokens).toHaveBeenCalledTimes(1);
  });

  it('applies open() arguments once the list is in, and quotes at once', async () => {
    const { store, api, actions } = setup();
    const args = { fromToken: 'eth', toToken: AUSD, amount: '0.5' };
    actions.start(args);
    await settle();
    expect(actions.toToken()?.symbol).toBe('AUSD');
    expect(store.get(swapFormAtom).amount).toBe('0.5');
    expect(api.quote).toHaveBeenCalledTimes(1);
    expect(store.get(quoteAtom)).toMatchObject({ status: 'ready', quote: { toAmount: 1500n * 10n ** 18n } });
    // The same arguments object (the route's) is not applied again when the view comes back.
    actions.setAmount('0.25');
    actions.start(args);
    await settle();
    expect(store.get(swapFormAtom).amount).toBe('0.25');
  });

  it('takes a number amount from open() arguments as its decimal text; a field of another type is left out with a note', async () => {
    const { store, actions, ctx } = setup();
    const notes: string[] = [];
    ctx.debug = (message: string) => void notes.push(message);
    actions.start({ toToken: 'AUSD', amount: 0.5 } as never);
    await settle();
    expect(store.get(swapFormAtom).amount).toBe('0.5');
    expect(actions.toToken()?.symbol).toBe('AUSD');

    const other = setup();
    const otherNotes: string[] = [];
    other.ctx.debug = (message: string) => void otherNotes.push(message);
    other.actions.start({ fromToken: 42, toToken: 'AUSD', amount: { value: 1 } } as never);
    await settle();
    expect(other.actions.toToken()?.symbol).toBe('AUSD');
    expect(other.actions.fromToken()?.symbol).toBe('ETH');
    expect(other.store.get(swapFormAtom).amount).toBe('');
    expect(otherNotes).toEqual(
      expect.arrayContaining([expect.stringContaining('arguments.fromToken'), expect.stringContaining('arguments.amount')]),
    );
    expect(notes).toEqual([]);
  });

  it('asks for a quote once typing pauses; a newer input cancels the one in flight and its answer is never shown', async () => {
    const { store, api, actions } = setup();
    actions.start({ toToken: 'AUSD' });
    await settle();
    api.quote.mockClear();
    actions.setAmount('1');
    actions.setAmount('1.5');
    expect(store.get(quoteAtom).status).toBe('loading');
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 1);
    expect(api.quote).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.quote).toHaveBeenCalledTimes(1);
    expect(api.quote.mock.calls[0]![0].amount).toBe(1_500_000_000_000_000_000n);

    // A slow answer for 2, overtaken by 3 while in flight.
    let release: (value: ReturnType<typeof quoteFor>) => void = () => undefined;
    api.quote.mockImplementationOnce((query) => new Promise((resolve) => (release = () => resolve(quoteFor(query)))));
    actions.setAmount('2');
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    const slowSignal = api.quote.mock.calls[1]![1];
    actions.setAmount('3');
    expect(slowSignal.aborted).toBe(true);
    release(quoteFor({ amount: 2n * 10n ** 18n, from: NATIVE, to: AUSD }));
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    expect(store.get(quoteAtom)).toMatchObject({ status: 'ready', quote: { fromAmount: 3n * 10n ** 18n } });
  });

  it('shows a failed quote with its text, and no quote for an amount it cannot read', async () => {
    const { store, api, actions, ctx } = setup();
    actions.start({ toToken: 'AUSD' });
    await settle();
    api.quote.mockRejectedValueOnce(new Error('503'));
    actions.setAmount('1');
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    expect(store.get(quoteAtom)).toMatchObject({ status: 'error', message: SWAP_MESSAGES.quote });
    // Shown in the form and reported to error analytics all the same (SPEC section 8).
    expect(ctx.reportError).toHaveBeenCalledWith('INTERNAL_SDK_ERROR', expect.objectContaining({ action: 'quote', errorMessage: '503' }));
    actions.setAmount('1.2.3');
    expect(store.get(quoteAtom).status).toBe('idle');
  });

  it("on a network the data API does not serve: the SPEC's two texts, and no call", async () => {
    const { store, api, actions } = setup();
    store.set(supportedChainsAtom, ['eip155:1']);
    actions.start();
    await settle();
    expect(store.get(tokenListAtom)).toMatchObject({ status: 'error', message: 'Network not supported for Swaps' });
    expect(store.get(gasPriceAtom)).toMatchObject({ status: 'error', message: 'Network not supported for Gas Price' });
    expect(api.tokens).not.toHaveBeenCalled();
    expect(api.gasPrice).not.toHaveBeenCalled();
  });

  it("outside the swap networks the quote and the swap are refused with 'Network not supported for Swaps', each reported once; the swap API is never called", async () => {
    const client = contractApi({ '/v1/fungible/price': prices });
    const { store, actions, ctx, toaster } = setup(createSwapApi(client.api));
    const SEPOLIA = 'eip155:11155111';
    store.set(activeNetworkAtom, { ...options.networks[0]!, id: 11155111, caipNetworkId: SEPOLIA });
    store.set(tokenListAtom, {
      network: SEPOLIA,
      status: 'ready',
      tokens: TOKENS.map((token) => ({ ...token, address: token.address.replace(NET, SEPOLIA) })),
    });
    store.set((await import('../../atoms/account.ts')).tokenBalancesAtom, [
      { name: 'Ether', symbol: 'ETH', chainId: SEPOLIA, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
    ]);
    const [eth, ausd] = actions.tokens();
    store.set(swapFormAtom, (form) => ({ ...form, fromKey: eth!.key, toKey: ausd!.key }));
    actions.setAmount('0.5');
    await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS);
    expect(store.get(quoteAtom)).toMatchObject({ status: 'error', message: 'Network not supported for Swaps' });
    expect(ctx.reportError).toHaveBeenCalledTimes(1);
    expect(ctx.reportError).toHaveBeenLastCalledWith(
      'INTERNAL_SDK_ERROR',
      expect.objectContaining({ action: 'quote', errorType: 'SwapNetworkError', errorMessage: 'Network not supported for Swaps' }),
    );

    // A quote the form still holds (the network changed under it): Swap is refused before the allowance is asked.
    const key = `${eth!.key}>${ausd!.key}:${5n * 10n ** 17n}`;
    store.set(quoteAtom, { status: 'ready', key, quote: { toAmount: 1n } as never });
    await actions.submit();
    expect(store.get(swapFormAtom)).toMatchObject({ step: undefined, error: 'Network not supported for Swaps' });
    expect(toaster.showError).toHaveBeenCalledWith('Network not supported for Swaps');
    expect(ctx.reportError).toHaveBeenCalledTimes(2);
    expect(ctx.reportError).toHaveBeenLastCalledWith('INTERNAL_SDK_ERROR', expect.objectContaining({ action: 'swap' }));
    // The failed swap asks for a fresh quote, refused in its turn: every refusal reported once.
    await settle();
    const reported = vi.mocked(ctx.reportError).mock.calls.map(([, report]) => (report as { action: string }).action);
    expect(reported).toEqual(['quote', 'swap', 'quote']);
    expect(client.calls.filter((call) => call.path.startsWith('/v1/convert/'))).toEqual([]);
  });

  it('quotes an amount above the balance known, and estimates its fee once the balances cover it', async () => {
    const { store, api, actions } = setup();
    actions.start({ toToken: 'AUSD', amount: '0.5' });
    await settle();
    expect(store.get(quoteAtom).status).toBe('ready');
    expect(store.get(feeAtom).status).toBe('idle');
    expect(api.buildSwap).not.toHaveBeenCalled();
    store.set((await import('../../atoms/account.ts')).tokenBalancesAtom, [
      { name: 'Ether', symbol: 'ETH', chainId: NET, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
    ]);
    actions.balancesChanged();
    await settle();
    expect(store.get(feeAtom)).toMatchObject({ status: 'ready', gas: 150_000n, needsApproval: false });
  });

  it('Max pays the whole native balance less room for the fee', async () => {
    const { store, actions } = setup();
    store.set((await import('../../atoms/account.ts')).tokenBalancesAtom, [
      { name: 'Ether', symbol: 'ETH', chainId: NET, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
    ]);
    actions.start();
    await settle();
    actions.setMax();
    expect(store.get(swapFormAtom).amount).toBe('0.9994');
  });

  it('a swap built for less than the shown quote allows for is not sent: the slippage text, the form kept', async () => {
    const { store, api, actions, toaster, ctx } = setup();
    const request = vi.fn();
    store.set(walletProviderAtom('eip155'), { request });
    store.set((await import('../../atoms/account.ts')).tokenBalancesAtom, [
      { name: 'Ether', symbol: 'ETH', chainId: NET, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
    ]);
    actions.start({ toToken: 'AUSD', amount: '0.5' });
    await settle();
    expect(store.get(quoteAtom).status).toBe('ready');
    // The pool moved: the build pays 2 % less than quoted.
    api.buildSwap.mockResolvedValueOnce({ tx: { to: '0x1', data: '0x', value: 0n, gas: 1n }, toAmount: (1500n * 10n ** 18n * 98n) / 100n });
    await actions.submit();
    expect(request).not.toHaveBeenCalled();
    expect(store.get(swapFormAtom)).toMatchObject({ amount: '0.5', step: undefined, error: SWAP_MESSAGES.slippage });
    expect(toaster.showError).toHaveBeenCalledWith(SWAP_MESSAGES.slippage);
    expect(store.get(routerAtom)).toEqual({ history: [{ view: 'Swap' }], transactionStack: [] });
    expect(ctx.close).not.toHaveBeenCalled();
  });

  describe('approve and swap', () => {
    const APPROVAL = { to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data: '0x095ea7b3', value: 0n, gas: 50_000n } as const;
    const SWAP = { to: '0x00000000000000000000000000000000000000a1', data: '0x7ff36ab5', value: 0n, gas: 160_000n } as const;

    /** 20 AUSD held, no allowance: swapping 10 AUSD for ETH needs the router's approval first. */
    async function approvalNeeded(wallet: (method: string, params: unknown) => unknown) {
      const parts = setup();
      const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }) => wallet(method, params));
      parts.store.set(walletProviderAtom('eip155'), { request });
      parts.store.set((await import('../../atoms/account.ts')).tokenBalancesAtom, [
        {
          name: 'Airlock Dollar',
          symbol: 'AUSD',
          chainId: NET,
          address: AUSD,
          value: 20,
          price: 1,
          quantity: { decimals: '18', numeric: '20' },
          iconUrl: '',
        },
      ]);
      parts.api.buildApprove.mockResolvedValue(APPROVAL);
      parts.api.buildSwap.mockResolvedValue({ tx: SWAP, toAmount: undefined } as never);
      parts.actions.start({ fromToken: 'AUSD', toToken: 'ETH', amount: '10' });
      await settle();
      expect(parts.store.get(quoteAtom).status).toBe('ready');
      return { ...parts, request };
    }

    const atomicWallet = (status: Record<string, unknown>) => (method: string) => {
      if (method === 'wallet_getCapabilities') return { '0x7a69': { atomic: { status: 'supported' } } };
      if (method === 'wallet_sendCalls') return { id: '0xb47c4' };
      if (method === 'wallet_getCallsStatus') return status;
      throw new Error(`unexpected ${method}`);
    };

    it('one atomic wallet_sendCalls where the wallet supports it: the approval and the swap (built unestimated), settled together', async () => {
      const receipt = { status: '0x1', transactionHash: `0x${'ab'.repeat(32)}` };
      const { request, api, toaster, ctx, actions } = await approvalNeeded(atomicWallet({ status: 200, receipts: [receipt] }));
      const submitted = actions.submit();
      await vi.advanceTimersByTimeAsync(1_000);
      await submitted;
      expect(request.mock.calls.map(([call]) => call.method)).toEqual([
        'wallet_getCapabilities',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
      ]);
      expect(request.mock.calls[0]![0].params).toEqual([USER, ['0x7a69']]);
      expect(request.mock.calls[1]![0].params).toEqual([
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: USER,
          atomicRequired: true,
          calls: [
            { to: APPROVAL.to, data: APPROVAL.data },
            { to: SWAP.to, data: SWAP.data },
          ],
        },
      ]);
      // The API cannot estimate a swap whose approval is not mined yet.
      expect(api.buildSwap).toHaveBeenCalledWith(expect.objectContaining({ disableEstimate: true }));
      expect(toaster.showSuccess).toHaveBeenCalledWith('Swapped 10 AUSD for ETH');
      expect(ctx.replace).toHaveBeenCalledWith('Account');
    });

    it("a batch that settles reverted: 'Swap failed', the form kept", async () => {
      const receipt = { status: '0x0', transactionHash: `0x${'cd'.repeat(32)}` };
      const { store, toaster, actions, ctx } = await approvalNeeded(atomicWallet({ status: 500, receipts: [receipt] }));
      const submitted = actions.submit();
      await vi.advanceTimersByTimeAsync(1_000);
      await submitted;
      expect(store.get(swapFormAtom)).toMatchObject({ amount: '10', step: undefined, error: SWAP_MESSAGES.failed });
      expect(toaster.showError).toHaveBeenCalledWith(SWAP_MESSAGES.failed);
      expect(ctx.reportError).toHaveBeenCalledWith(
        'INTERNAL_SDK_ERROR',
        expect.objectContaining({ action: 'swap', errorType: 'SwapError', errorMessage: SWAP_MESSAGES.failed }),
      );
    });

    it('a rejected batch (4001) is not sent again one by one', async () => {
      const { request, store, actions } = await approvalNeeded((method) => {
        if (method === 'wallet_getCapabilities') return { '0x7a69': { atomic: { status: 'ready' } } };
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      });
      await actions.submit();
      expect(request.mock.calls.map(([call]) => call.method)).toEqual(['wallet_getCapabilities', 'wallet_sendCalls']);
      expect(store.get(swapFormAtom)).toMatchObject({ amount: '10', step: undefined, error: 'Transaction rejected' });
    });
  });
});

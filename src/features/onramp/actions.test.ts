import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { localePackAtom } from '../../atoms/locale.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { loadWholePack } from '../../core/i18n/packs.fixture.ts';
import { parseOptions } from '../../core/options.ts';
import { createOnrampActions } from './actions.ts';
import type { OnrampApi, QuoteRequest } from './api.ts';
import { placeholderQuote, SAMPLE_OPTIONS } from './fallback.ts';
import type { OnrampOptions, OnrampPurchase } from './schemas.ts';
import { onrampAtom } from './state.ts';
import type { OnrampUrlBody } from './urlBody.ts';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';

const ADDRESS = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const ANVIL = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'airlock-local', display_name: 'Airlock Local', chain_id: '31337', contract_address: '' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
};
const quoteOf = (received: string, provider: string) => ({
  provider,
  estimate: false,
  quote: { ...placeholderQuote({ amount: '100', currency: 'USD', symbol: 'ETH' }), purchaseAmount: { amount: received, currency: 'ETH' } },
});
const purchase = (id: string): OnrampPurchase => ({
  id,
  metadata: { status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' },
  transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.03280666' } }],
});

/** A fake popup: its location as set, closed on demand. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn(), focus: vi.fn() };
}

function setup(api: Partial<OnrampApi> = {}, popup: ReturnType<typeof fakePopup> | null = fakePopup(), watchOffered = true) {
  const store = createInstanceStore();
  const options = parseOptions({
    projectId: 'proj',
    networks: [ANVIL],
    metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
  });
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, ANVIL);
  store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'x', address: ADDRESS });
  const refreshAccount = vi.fn(async (_o?: { force?: boolean }) => undefined);
  const showSuccess = vi.fn();
  const noop = () => {};
  const ctx = {
    store,
    options,
    toaster: { showSuccess, showError: noop },
    track: noop,
    debug: noop,
    reportError: vi.fn(),
    refreshAccount,
  } as unknown as InstanceContext;
  const calls = { quotes: [] as Array<[QuoteRequest, string]>, urls: [] as OnrampUrlBody[] };
  let tick: () => void = noop;
  const fullApi: OnrampApi = {
    options: async () => ({ options: OPTIONS, sample: false }),
    quote: async (request, provider) => {
      calls.quotes.push([request, provider]);
      return quoteOf(provider === 'coinbase' ? '0.0328' : '0.0329', provider);
    },
    url: async (body) => {
      calls.urls.push(body);
      return 'http://127.0.0.1:4000/onramp-sandbox/order-1';
    },
    purchases: async () => [purchase('old')],
    ...api,
  };
  const openWindow = vi.fn(() => popup as unknown as Window);
  const actions = createOnrampActions(ctx, {
    api: fullApi,
    offersWatch: async () => watchOffered,
    openWindow,
    timers: {
      setInterval: (fn) => {
        tick = fn;
        return 1;
      },
      clearInterval: () => {
        tick = noop;
      },
    },
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, ctx, actions, calls, popup, openWindow, refreshAccount, showSuccess, tick: () => tick(), flush };
}

// The feature views' English, as their chunk loaders fetch it in the modal.
beforeAll(() => loadFeatureEnglish());
describe('on-ramp actions', () => {
  it('starts on the active network, quotes every provider (most received first) and asks nothing outside the limits', async () => {
    const { store, actions, calls } = setup();
    await actions.load();
    expect(store.get(onrampAtom).selection).toEqual({ asset: 'ETH', network: 'airlock-local', currency: 'USD', method: 'card' });
    actions.setAmount('5');
    expect(actions.isOutOfLimits()).toBe(true);
    expect(actions.limit()).toEqual({ id: 'card', min: '10.00', max: '7500.00' });
    await actions.requestQuotes();
    expect(calls.quotes).toHaveLength(0);
    actions.setAmount('100');
    await actions.requestQuotes();
    expect(calls.quotes.map(([request, provider]) => [request.amount, request.network, request.method, provider])).toEqual([
      ['100', 'airlock-local', 'card', 'meld'],
      ['100', 'airlock-local', 'card', 'coinbase'],
    ]);
    expect(store.get(onrampAtom).quotes.map((q) => q.provider)).toEqual(['meld', 'coinbase']);
  });

  it('uses the sample options when the options call fell back to them, and their fallback limits', async () => {
    const { store, actions } = setup({ options: async () => ({ options: SAMPLE_OPTIONS, sample: true }) });
    await actions.load();
    expect(store.get(onrampAtom)).toMatchObject({ sample: true, selection: { asset: 'ETH', network: 'ethereum', method: 'card' } });
    actions.select({ method: 'bank_account' });
    actions.setAmount('25000');
    expect(actions.isOutOfLimits()).toBe(false);
    actions.setAmount('25001');
    expect(actions.isOutOfLimits()).toBe(true);
    expect(actions.limit()).toEqual({ id: 'bank_account', min: '10.00', max: '25000.00' });
  });

  it('drops quotes answered for an amount changed meanwhile', async () => {
    const answers: Array<() => void> = [];
    const { store, actions } = setup({
      quote: (_request, provider) => new Promise((resolve) => answers.push(() => resolve(quoteOf('1', provider)))),
    });
    await actions.load();
    actions.setAmount('100');
    const pending = actions.requestQuotes();
    actions.setAmount('200');
    for (const answer of answers) answer();
    await pending;
    expect(store.get(onrampAtom).quotes).toEqual([]);
  });

  it('opens the popup inside the click, sends it to the order, and shows the purchase once it lands', async () => {
    const { store, actions, calls, popup, openWindow, refreshAccount, tick, flush } = setup();
    await actions.load();
    actions.setAmount('100');
    const buying = actions.buy('coinbase');
    // Synchronously, before any answer: the window is open and has no handle on this page.
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(popup!.opener).toBeNull();
    expect(store.get(onrampAtom).phase).toEqual({ step: 'opening', provider: 'coinbase' });
    await buying;
    expect(popup!.location.href).toBe('http://127.0.0.1:4000/onramp-sandbox/order-1');
    expect(calls.urls[0]).toMatchObject({
      defaultNetwork: 'airlock-local',
      partnerUserId: ADDRESS,
      presetFiatAmount: 100,
      provider: 'coinbase',
    });
    expect(store.get(onrampAtom).phase).toEqual({ step: 'progress', provider: 'coinbase' });

    // The history lists only the earlier purchase: still in progress.
    tick();
    tick();
    await flush();
    expect(store.get(onrampAtom).phase.step).toBe('progress');
    expect(refreshAccount).not.toHaveBeenCalled();
  });

  it("presets the provider's quoted crypto amount with the fiat one, never an estimate's", async () => {
    const quoted = setup();
    await quoted.actions.load();
    quoted.actions.setAmount('100');
    await quoted.actions.requestQuotes();
    await quoted.actions.buy('coinbase');
    expect(quoted.calls.urls[0]).toMatchObject({ presetCryptoAmount: 0.0328, presetFiatAmount: 100 });

    const estimated = setup({ quote: async (_request, provider) => ({ ...quoteOf('0.0327', provider), estimate: true }) });
    await estimated.actions.load();
    estimated.actions.setAmount('100');
    await estimated.actions.requestQuotes();
    await estimated.actions.buy('coinbase');
    expect(estimated.calls.urls[0]).toMatchObject({ presetFiatAmount: 100 });
    expect(estimated.calls.urls[0]).not.toHaveProperty('presetCryptoAmount');
  });

  /** Buys through meld and lets the watch see a new purchase in the history. */
  async function landPurchase(ctx: ReturnType<typeof setup>) {
    await ctx.actions.load();
    ctx.actions.setAmount('100');
    await ctx.actions.buy('meld');
    ctx.tick();
    ctx.tick();
    await ctx.flush();
  }
  const newPurchaseLists = () => {
    const lists = [[purchase('old')], [purchase('new'), purchase('old')]];
    return { purchases: async () => lists.shift() ?? [] };
  };

  it('a new purchase in the history means it landed: done, with what was bought, and the balances refreshed', async () => {
    const ctx = setup(newPurchaseLists());
    await landPurchase(ctx);
    expect(ctx.store.get(onrampAtom).phase).toEqual({ step: 'done', provider: 'meld', received: { amount: '0.03280666', symbol: 'ETH' } });
    expect(ctx.refreshAccount).toHaveBeenCalledWith({ force: true });
    expect(ctx.showSuccess).toHaveBeenCalledWith('Bought 0.03280666 ETH');
  });

  it("the purchase's toast speaks the modal's language, its amount written the locale's way", async () => {
    const ctx = setup(newPurchaseLists());
    ctx.store.set(localePackAtom, { locale: 'de', messages: await loadWholePack('de') });
    await landPurchase(ctx);
    expect(ctx.showSuccess).toHaveBeenCalledWith('0,03280666 ETH gekauft');
  });

  it('does not watch the history when the data API does not offer the purchase watch (the real one): only the window', async () => {
    const purchases = vi.fn(async () => [purchase('new')]);
    const ctx = setup({ purchases }, fakePopup(), false);
    await landPurchase(ctx);
    expect(purchases).not.toHaveBeenCalled();
    expect(ctx.store.get(onrampAtom).phase).toMatchObject({ step: 'progress', provider: 'meld' });
    ctx.popup!.closed = true;
    ctx.tick();
    await ctx.flush();
    expect(ctx.store.get(onrampAtom).phase).toEqual({ step: 'form' });
    expect(ctx.refreshAccount).toHaveBeenCalledWith({ force: true });
  });

  it('the window closing with nothing landed goes back to the form, says so, and refreshes the balances', async () => {
    const { store, actions, popup, refreshAccount, tick, flush } = setup();
    await actions.load();
    actions.setAmount('100');
    await actions.buy('coinbase');
    popup!.closed = true;
    tick();
    await flush();
    expect(store.get(onrampAtom)).toMatchObject({
      phase: { step: 'form' },
      notice: { key: 'buy.windowClosed', params: { name: 'Coinbase' } },
    });
    expect(refreshAccount).toHaveBeenCalledWith({ force: true });
  });

  it('a failed URL closes the popup and says so; a blocked popup leaves a link to open', async () => {
    const failing = setup({ url: async () => Promise.reject(new Error('500')) });
    await failing.actions.load();
    failing.actions.setAmount('100');
    await failing.actions.buy('coinbase');
    expect(failing.popup!.close).toHaveBeenCalled();
    expect(failing.store.get(onrampAtom)).toMatchObject({
      phase: { step: 'form' },
      error: { key: 'buy.openFailed', params: { name: 'Coinbase' } },
    });
    // The view says it; error analytics hear of it too (SPEC section 8).
    expect(failing.ctx.reportError).toHaveBeenCalledWith(
      'INTERNAL_SDK_ERROR',
      expect.objectContaining({ action: 'buy', errorMessage: '500' }),
    );

    const blocked = setup({}, null);
    await blocked.actions.load();
    blocked.actions.setAmount('100');
    await blocked.actions.buy('meld');
    expect(blocked.store.get(onrampAtom).phase).toEqual({
      step: 'progress',
      provider: 'meld',
      link: 'http://127.0.0.1:4000/onramp-sandbox/order-1',
    });
    blocked.actions.cancel();
    expect(blocked.store.get(onrampAtom).phase).toEqual({ step: 'form' });
  });

  it('buys nothing outside the limits or without an address (no window opens)', async () => {
    const { store, actions, openWindow } = setup();
    await actions.load();
    actions.setAmount('7500.01');
    await actions.buy('coinbase');
    store.set(connectionAtom('eip155'), { status: 'disconnected' });
    actions.setAmount('100');
    await actions.buy('coinbase');
    expect(openWindow).not.toHaveBeenCalled();
  });
});

import { tokenBalancesAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { localePackAtom } from '../../atoms/locale.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { dataApiOffers } from '../../atoms/supportedChains.ts';
import { apiClientFor, createApiClient } from '../../core/api/apiClient.ts';
import { DATA_API_EXTENSIONS } from '../../core/api/blockchainSchemas.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { SDK_TYPE, SDK_VERSION } from '../../core/constants.ts';
import { formatDecimal } from '../../core/i18n/numbers.ts';
import { createTranslator } from '../../core/i18n/translator.ts';
import { createOnrampApi, type OnrampApi, type ProviderQuote } from './api.ts';
import { FALLBACK_LIMITS } from './fallback.ts';
import { isOutsideLimit, limitOf } from './limits.ts';
import { providerName } from './providers.ts';
import type { OnrampOptions, OnrampPurchase, PaymentMethodLimit } from './schemas.ts';
import { buyableNetworks, caipNetworkIdOf, defaultSelection, networkNamespace, reconcile, type Selection } from './selection.ts';
import { type OnrampState, onrampAtom } from './state.ts';
import { onrampUrlBody, type PurchaseInput } from './urlBody.ts';
import { type Timers, watchPurchase } from './watch.ts';

/** Namespaces the on-ramp delivers to (SPEC section 9). */
const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];
/** SPEC section 9's default providers, when the flag is on without a list. */
const DEFAULT_PROVIDERS = ['meld', 'coinbase'];
const POPUP_NAME = 'airlock-onramp';
const POPUP_FEATURES = 'width=500,height=720';

export type OnrampDeps = {
  api?: OnrampApi;
  /** Opens the provider's window; called inside the click so no blocker stops it. */
  openWindow?: () => Window | null;
  timers?: Timers;
  /** Whether the data API offers the purchase watch (the history's `onramp=` list, an extension of ours). */
  offersWatch?: () => Promise<boolean>;
};

/**
 * The Buy feature's actions (SPEC sections 3, 7, 9): the options (or the sample), the form's choices and their
 * limits, every provider's quote (or the placeholder), and the purchase: the provider's page in a popup, watched
 * until it closes or the purchase lands, when the balances refresh. Framework-free; the views read `onrampAtom`.
 */
export function createOnrampActions(ctx: InstanceContext, deps: OnrampDeps = {}) {
  const { store, options: instanceOptions } = ctx;
  const api =
    deps.api ??
    createOnrampApi(
      createApiClient(instanceOptions.blockchainApiUrl, { projectId: instanceOptions.projectId ?? '', st: SDK_TYPE, sv: SDK_VERSION }),
      // Called as a method: the instance's debug reads its own options.
      (message, detail) => ctx.debug(message, detail),
      (action, error) => reportFailure(ctx, action, error),
    );
  const offersWatch =
    deps.offersWatch ?? (() => dataApiOffers(ctx, apiClientFor(instanceOptions, 'blockchainApiUrl'), DATA_API_EXTENSIONS.onrampWatch));
  const openWindow = deps.openWindow ?? (() => (typeof window === 'undefined' ? null : window.open('', POPUP_NAME, POPUP_FEATURES)));
  const get = () => store.get(onrampAtom);
  const set = (patch: Partial<OnrampState>) => store.set(onrampAtom, (state) => ({ ...state, ...patch }));
  /** Bumped by every change of the form: a quote answer for an older form is dropped. */
  let quoting = 0;
  let loading: Promise<void> | undefined;
  let stopWatch: (() => void) | undefined;
  let popup: Window | null = null;

  /** Namespaces with a connected address: where a purchase can be delivered. */
  const namespaces = () => ONRAMP_NAMESPACES.filter((ns) => store.get(connectionAtom(ns)).address);
  const providers = () => {
    const flag = store.get(featuresAtom).onramp;
    return flag && flag.length > 0 ? flag : DEFAULT_PROVIDERS;
  };

  /** Whom and where the selection was made for: another account or network starts from its own default. */
  const selectionKey = () =>
    `${store.get(activeNetworkAtom)?.caipNetworkId}:${namespaces().map((ns) => store.get(connectionAtom(ns)).address)}`;

  function applyOptions(options: OnrampOptions, sample: boolean) {
    const state = get();
    const key = selectionKey();
    const kept = state.selection && state.selectionFor === key ? reconcile(options, state.selection, namespaces()) : undefined;
    set({ options, sample, selection: kept ?? defaultSelection(options, store.get(activeNetworkAtom), namespaces()), selectionFor: key });
  }

  /** Loads the options once (again after the sample stood in); the first selection follows the active network. */
  function load(): Promise<void> {
    const state = get();
    if (state.options && !state.sample) {
      applyOptions(state.options, false);
      return Promise.resolve();
    }
    loading ??= api.options().then(({ options, sample }) => {
      loading = undefined;
      applyOptions(options, sample);
    });
    return loading;
  }

  /** What the form chose, resolved against the options. */
  function chosen(state = get()) {
    const { options, selection } = state;
    if (!options || !selection) return undefined;
    const asset = options.purchaseCurrencies.find((a) => a.id === selection.asset);
    const network = buyableNetworks(asset, namespaces()).find((n) => n.name === selection.network);
    if (!asset || !network) return undefined;
    return { asset, network, selection };
  }

  /** The chosen method's limits: the options', else the SPEC's fallback for that kind of method. */
  function limit(state = get()): PaymentMethodLimit | undefined {
    const { options, selection } = state;
    if (!options || !selection) return undefined;
    const fallback = FALLBACK_LIMITS.find((l) => l.id === selection.method || (l.id !== 'card' && selection.method.endsWith(l.id)));
    return limitOf(options, selection.currency, selection.method) ?? fallback;
  }

  /** Whether the amount is outside the chosen method's limits (the view says which they are). */
  function isOutOfLimits(state = get()): boolean {
    const bounds = limit(state);
    return bounds ? isOutsideLimit(state.amount, bounds) : false;
  }

  /** One choice changed; the others follow it (selection.ts), and quotes of the old choices are dropped. */
  function select(patch: Partial<Selection>) {
    const { options, selection } = get();
    if (!options || !selection) return;
    quoting += 1;
    set({
      selection: reconcile(options, { ...selection, ...patch }, namespaces()),
      quotes: [],
      quoting: false,
      error: undefined,
      notice: undefined,
    });
  }

  /** The amount as typed; quotes of the old one are dropped, even those still on their way. */
  function setAmount(amount: string) {
    quoting += 1;
    set({ amount, quotes: [], quoting: false, error: undefined, notice: undefined });
  }

  /** The USD price of the chosen asset from the account's balances (for an estimate), when known. */
  function usdPrice(symbol: string, chainId: string | undefined): number | undefined {
    const balances = store.get(tokenBalancesAtom) ?? [];
    return (balances.find((b) => b.symbol === symbol && b.chainId === chainId) ?? balances.find((b) => b.symbol === symbol))?.price;
  }

  /** Asks every provider for a quote of the form as it is; answers to an older form are dropped. */
  async function requestQuotes(): Promise<void> {
    const mine = ++quoting;
    const state = get();
    const choice = chosen(state);
    if (!choice || !state.amount.trim() || isOutOfLimits(state)) return set({ quotes: [], quoting: false });
    const { asset, network, selection } = choice;
    set({ quoting: true });
    const request = {
      asset: asset.id,
      symbol: asset.symbol,
      currency: selection.currency,
      network: network.name,
      method: selection.method,
      amount: state.amount.trim(),
      usdPrice: usdPrice(asset.symbol, caipNetworkIdOf(network)),
    };
    const quotes = await Promise.all(providers().map((provider) => api.quote(request, provider)));
    if (mine !== quoting) return;
    set({ quotes: sortQuotes(quotes), quoting: false });
  }

  /** Who receives what, where, for how much: undefined while the form can't be bought. */
  function purchaseInput(provider: string): PurchaseInput | undefined {
    const state = get();
    const choice = chosen(state);
    if (!choice || isOutOfLimits(state) || !state.amount.trim()) return undefined;
    const namespace = networkNamespace(choice.network);
    const address = namespace ? store.get(connectionAtom(namespace)).address : undefined;
    if (!address) return undefined;
    const { asset, network, selection } = choice;
    // Quotes of an older form are dropped as it changes: a real one here is for this very order.
    const quoted = state.quotes.find((q) => q.provider === provider && !q.estimate)?.quote.purchaseAmount.amount;
    return {
      address,
      asset,
      network,
      amount: state.amount.trim(),
      currency: selection.currency,
      method: selection.method,
      provider,
      cryptoAmount: quoted,
    };
  }

  /**
   * Buys through `provider`: the popup opens first, synchronously inside the click (no blocker stops it), then
   * the order's URL is made and the popup sent there. "Buy in progress" shows until it closes or the purchase lands.
   */
  async function buy(provider: string): Promise<void> {
    const input = get().phase.step === 'form' ? purchaseInput(provider) : undefined;
    if (!input) return;
    const opened = openWindow();
    if (opened) {
      // The provider's page gets no handle on this page (no reverse tabnabbing); ours keeps its handle.
      opened.opener = null;
    }
    popup = opened;
    set({ phase: { step: 'opening', provider }, error: undefined, notice: undefined });
    const chainId = caipNetworkIdOf(input.network);
    const history = { address: input.address, provider, chainId };
    try {
      // Without the watch (the real API) only the window is watched: `known` stays undefined.
      const [known, url] = await Promise.all([
        offersWatch().then((offered) =>
          offered
            ? api.purchases(history).then(
                (list) => new Set(list.map((p) => p.id)),
                () => undefined,
              )
            : undefined,
        ),
        api.url(onrampUrlBody(input)),
      ]);
      if (get().phase.step !== 'opening') return;
      if (opened && !opened.closed) opened.location.href = url;
      set({ phase: opened ? { step: 'progress', provider } : { step: 'progress', provider, link: url } });
      ctx.track('ONRAMP_STARTED', { provider, asset: input.asset.symbol, network: input.network.name });
      stopWatch = watchPurchase({
        popup: opened,
        known,
        purchases: () => api.purchases(history),
        onLanded: (purchase) => void landed(provider, purchase),
        onClosed: () => void closed(provider),
        timers: deps.timers,
      });
    } catch (error) {
      ctx.debug('onramp: the provider page could not be made', error);
      reportFailure(ctx, 'buy', error);
      opened?.close();
      popup = null;
      set({ phase: { step: 'form' }, error: { key: 'buy.openFailed', params: { name: providerName(provider) } } });
    }
  }

  async function landed(provider: string, purchase: OnrampPurchase) {
    popup = null;
    const transfer = purchase.transfers[0];
    const received = transfer?.fungible_info ? { amount: transfer.quantity.numeric, symbol: transfer.fungible_info.symbol } : undefined;
    set({ phase: { step: 'done', provider, received } });
    if (received) {
      // The toast outlives the view: it is said here, in the language the modal speaks now.
      const { locale, messages } = store.get(localePackAtom);
      const amount = `${formatDecimal(locale, received.amount)} ${received.symbol}`;
      ctx.toaster.showSuccess(createTranslator(locale, messages ?? undefined)('buy.boughtToast', { amount }));
    }
    ctx.track('ONRAMP_SUCCESS', { provider });
    await ctx.refreshAccount({ force: true }).catch(() => undefined);
  }

  async function closed(provider: string) {
    popup = null;
    set({
      phase: { step: 'form' },
      notice: { key: 'buy.windowClosed', params: { name: providerName(provider) } },
    });
    await ctx.refreshAccount({ force: true }).catch(() => undefined);
  }

  /** Stops watching and closes the provider's window: back to the form. */
  function cancel() {
    stopWatch?.();
    stopWatch = undefined;
    if (popup && !popup.closed) popup.close();
    popup = null;
    set({ phase: { step: 'form' } });
  }

  /** Brings the provider's window to the front again. */
  const focusPopup = () => popup?.focus();

  /** After a purchase: a new one starts from the same choices. */
  const again = () => set({ phase: { step: 'form' }, amount: '', quotes: [], notice: undefined, error: undefined });

  return { load, chosen, limit, isOutOfLimits, select, setAmount, requestQuotes, buy, cancel, focusPopup, again, namespaces };
}

/** Provider quotes, the most received first; estimates after the real ones. */
export function sortQuotes(quotes: readonly ProviderQuote[]): ProviderQuote[] {
  const received = (q: ProviderQuote) => Number(q.quote.purchaseAmount.amount) || 0;
  return [...quotes].sort((a, b) => Number(a.estimate) - Number(b.estimate) || received(b) - received(a));
}

export type OnrampActions = ReturnType<typeof createOnrampActions>;

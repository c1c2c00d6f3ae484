import { tokenBalancesAtom } from '../../atoms/account.ts';
import { supportedChainsAtom } from '../../atoms/caches.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { type InstanceContext, nowOf } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { SwapArguments } from '../../atoms/router.ts';
import { readSwapArguments } from './arguments.ts';
import { createApiClient } from '../../core/api/apiClient.ts';
import { SDK_TYPE, SDK_VERSION } from '../../core/constants.ts';
import { AMOUNT_PATTERN, fromUnits } from '../../core/units.ts';
import { createSwapApi, type SwapApi } from './api.ts';
import { failureMessage, SWAP_MESSAGES } from './errors.ts';
import { isSwapNetwork } from './networks.ts';
import { maxAmount, type QuoteRequest, readAmount, SWAP_PROVIDER } from './quote.ts';
import { createQuoting } from './quoting.ts';
import { feeAtom, gasPriceAtom, initialSwapForm, pricesAtom, quoteAtom, type SwapForm, swapFormAtom, tokenListAtom } from './state.ts';
import { createSubmit } from './submit.ts';
import { resolveToken, type SwapToken, swapTokens } from './tokens.ts';

/** A gas price older than this is asked again when the form opens. */
const GAS_PRICE_MAX_AGE_MS = 60_000;

/**
 * The swap feature's actions (SPEC sections 4, 7, 9): the form (tokens, amount, Max, flip), the token list and gas
 * price of the network, USD prices, the quote as the visitor types (debounced; a newer input cancels the request in
 * flight) with the network fee of what Swap will send, and the swap itself (submit.ts). Framework-free.
 */
export function createSwapActions(ctx: InstanceContext, injected: { api?: SwapApi } = {}) {
  const { store, options } = ctx;
  const projectId = options.projectId ?? '';
  const api = injected.api ?? createSwapApi(createApiClient(options.blockchainApiUrl, { projectId, st: SDK_TYPE, sv: SDK_VERSION }));
  const applied = new WeakSet<SwapArguments>();
  let pending: SwapArguments | undefined;

  const network = () => store.get(activeNetworkAtom);
  const connection = () => store.get(activeConnectionAtom);
  const scopeOf = () => `${network()?.caipNetworkId ?? ''}|${connection().address ?? ''}`;
  const userAddress = () => `${network()?.caipNetworkId}:${connection().address}`;
  const form = () => store.get(swapFormAtom);
  const set = (patch: Partial<SwapForm>) => store.set(swapFormAtom, (state) => ({ ...state, ...patch }));

  /** The network's tokens with the account's balances (held first). */
  function tokens(): SwapToken[] {
    const list = store.get(tokenListAtom);
    const current = network();
    if (!current || list?.status !== 'ready' || list.network !== current.caipNetworkId) return [];
    return swapTokens(list.tokens, store.get(tokenBalancesAtom), current.caipNetworkId);
  }
  const tokenOf = (key: string | undefined) => (key ? tokens().find((t) => t.key === key) : undefined);
  const fromToken = () => tokenOf(form().fromKey);
  const toToken = () => tokenOf(form().toKey);

  /** The provider the quote names, else the one the project's swaps feature lists (SPEC: '1inch'). */
  function provider(): string {
    const swaps = store.get(featuresAtom).swaps;
    return (Array.isArray(swaps) && swaps[0]) || SWAP_PROVIDER;
  }

  /** Why the form can't swap here at all (not connected, not a swap network, a network the data API does not serve). */
  function unavailable(): string | undefined {
    const current = network();
    if (connection().status !== 'connected' || !connection().address) return SWAP_MESSAGES.notConnected;
    if (!current || !isSwapNetwork(current.caipNetworkId)) return SWAP_MESSAGES.unsupportedSwaps;
    // SPEC section 7: the data API is called only for the networks it supports.
    const supported = store.get(supportedChainsAtom);
    if (supported && !supported.includes(current.caipNetworkId)) return SWAP_MESSAGES.unsupportedSwaps;
    return undefined;
  }

  /**
   * Opens the form for the active network and account (a change of either starts it over): the token list and the
   * gas price, once per network. `args` (from `open({ view: 'Swap', arguments })`) are applied once the list is in.
   */
  function start(args?: SwapArguments) {
    if (form().scope !== scopeOf()) {
      cancelQuote();
      store.set(swapFormAtom, initialSwapForm(scopeOf()));
      store.set(quoteAtom, { status: 'idle' });
      store.set(feeAtom, { status: 'idle' });
    }
    if (args && !applied.has(args)) {
      applied.add(args);
      pending = args;
    }
    const current = network();
    const why = unavailable();
    if (!current || why) {
      if (why === SWAP_MESSAGES.unsupportedSwaps && current) {
        store.set(tokenListAtom, { network: current.caipNetworkId, status: 'error', message: SWAP_MESSAGES.unsupportedSwaps });
        store.set(gasPriceAtom, { network: current.caipNetworkId, status: 'error', message: SWAP_MESSAGES.unsupportedGasPrice });
      }
      return;
    }
    void loadGasPrice(current.caipNetworkId);
    void loadTokens(current.caipNetworkId);
  }

  async function loadTokens(caipNetworkId: string) {
    const list = store.get(tokenListAtom);
    if (list?.network === caipNetworkId && list.status !== 'error') {
      if (list.status === 'ready') fill();
      return;
    }
    store.set(tokenListAtom, { network: caipNetworkId, status: 'loading' });
    try {
      const infos = await api.tokens(caipNetworkId);
      store.set(tokenListAtom, { network: caipNetworkId, status: 'ready', tokens: infos });
      if (network()?.caipNetworkId === caipNetworkId) fill();
    } catch (error) {
      ctx.debug('swap: token list unavailable', error);
      reportFailure(ctx, 'loadTokens', error);
      store.set(tokenListAtom, { network: caipNetworkId, status: 'error', message: failureMessage(error, SWAP_MESSAGES.tokens) });
    }
  }

  async function loadGasPrice(caipNetworkId: string) {
    const known = store.get(gasPriceAtom);
    if (
      known?.network === caipNetworkId &&
      (known.status === 'loading' || (known.status === 'ready' && nowOf(ctx) - known.at < GAS_PRICE_MAX_AGE_MS))
    )
      return;
    store.set(gasPriceAtom, { network: caipNetworkId, status: 'loading' });
    try {
      const wei = await api.gasPrice(caipNetworkId);
      store.set(gasPriceAtom, { network: caipNetworkId, status: 'ready', wei, at: nowOf(ctx) });
    } catch (error) {
      ctx.debug('swap: gas price unavailable', error);
      reportFailure(ctx, 'loadGasPrice', error);
      store.set(gasPriceAtom, { network: caipNetworkId, status: 'error', message: failureMessage(error, SWAP_MESSAGES.gasPrice) });
    }
  }

  /** Once the list is in: the pending arguments, else the native coin to pay with. */
  function fill() {
    const list = tokens();
    const args = pending && readSwapArguments(pending, (message) => ctx.debug(message));
    pending = undefined;
    if (args) {
      const from = resolveToken(list, args.fromToken);
      const to = resolveToken(list, args.toToken);
      const amount = args.amount?.trim() ?? '';
      if (amount && !AMOUNT_PATTERN.test(amount)) ctx.debug(`swap: the amount ${amount} is not a decimal amount: ignored`);
      if (args.fromToken && !from) ctx.debug(`swap: no token ${args.fromToken} on this network`);
      if (args.toToken && !to) ctx.debug(`swap: no token ${args.toToken} on this network`);
      set({
        fromKey: from?.key ?? form().fromKey ?? list.find((t) => t.native)?.key,
        toKey: to && to.key !== from?.key ? to.key : form().toKey,
        ...(AMOUNT_PATTERN.test(amount) ? { amount } : {}),
        error: undefined,
      });
      requote(0);
    } else if (!form().fromKey) {
      set({ fromKey: list.find((t) => t.native)?.key ?? list[0]?.key });
    } else {
      return;
    }
    void refreshPrices();
  }

  /** USD prices of the pair and of the native coin (the fee's), from the price API; the token list's as fallback. */
  async function refreshPrices() {
    const native = tokens().find((t) => t.native);
    const wanted = [fromToken(), toToken(), native].filter((t, i, all): t is SwapToken => Boolean(t) && all.indexOf(t) === i);
    if (wanted.length === 0) return;
    try {
      const prices = await api.prices(projectId, wanted);
      store.set(pricesAtom, (known) => new Map([...known, ...prices]));
    } catch (error) {
      ctx.debug('swap: prices unavailable', error);
      reportFailure(ctx, 'refreshPrices', error);
    }
  }

  function priceOf(token: SwapToken | undefined): number | undefined {
    if (!token) return undefined;
    return store.get(pricesAtom).get(token.key) ?? token.listPrice;
  }

  /** The quote the form asks for now, or undefined (no pair, no amount, or an amount that can't be read). */
  function quoteRequest(): QuoteRequest | undefined {
    const from = fromToken();
    const to = toToken();
    if (!from || !to) return undefined;
    const amount = readAmount(form().amount, { ...from, balance: 2n ** 256n });
    if (!('units' in amount)) return undefined;
    return { from, to, amount: amount.units, key: `${from.key}>${to.key}:${amount.units}` };
  }

  const quoting = createQuoting(ctx, { api, projectId, userAddress, provider, quoteRequest });
  const requote = quoting.requote;
  const cancelQuote = quoting.cancel;

  function setAmount(amount: string) {
    set({ amount, error: undefined });
    requote();
  }

  /** Picks a token for one side; picking the other side's token swaps the two. */
  function setToken(side: 'from' | 'to', key: string) {
    const other = side === 'from' ? form().toKey : form().fromKey;
    if (key === other) return flip();
    set(side === 'from' ? { fromKey: key, error: undefined } : { toKey: key, error: undefined });
    void refreshPrices();
    requote(0);
  }

  function flip() {
    set({ fromKey: form().toKey, toKey: form().fromKey, error: undefined });
    void refreshPrices();
    requote(0);
  }

  /** Max: the whole balance; of the native coin, less room for the fee (twice the swap's gas once known). */
  function setMax() {
    const from = fromToken();
    if (!from) return;
    const gas = store.get(gasPriceAtom);
    const fee = store.get(feeAtom);
    const swapGas = fee.status === 'ready' && !fee.needsApproval ? fee.gas : undefined;
    set({ amount: fromUnits(maxAmount(from, gas?.status === 'ready' ? gas.wei : undefined, swapGas), from.decimals), error: undefined });
    requote(0);
  }

  const setPicking = (picking: SwapForm['picking']) => set({ picking });

  const submit = createSubmit(ctx, {
    api,
    projectId,
    userAddress,
    form,
    set,
    fromToken,
    toToken,
    quoteRequest,
    onDone: () => {
      void refreshPrices();
      requote(0);
    },
  });

  return {
    start,
    balancesChanged: quoting.balancesChanged,
    tokens,
    fromToken,
    toToken,
    priceOf,
    unavailable,
    setAmount,
    setToken,
    flip,
    setMax,
    setPicking,
    requote,
    submit,
    cancelQuote,
  };
}

export type SwapActions = ReturnType<typeof createSwapActions>;

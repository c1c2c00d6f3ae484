import type { InstanceContext } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import type { SwapApi } from './api.ts';
import { failureMessage, SWAP_MESSAGES } from './errors.ts';
import { type QuoteRequest, SLIPPAGE_PERCENT, toQuote } from './quote.ts';
import { feeAtom, gasPriceAtom, quoteAtom } from './state.ts';

/** How long typing pauses before a quote is asked for (AppKit's swap view waits 200 ms too). */
export const QUOTE_DEBOUNCE_MS = 200;

type Parts = {
  api: SwapApi;
  projectId: string;
  userAddress(): string;
  /** The provider to name when the quote names none. */
  provider(): string;
  /** What the form asks for now, or undefined. */
  quoteRequest(): QuoteRequest | undefined;
};

/**
 * The quote as the visitor types (SPEC section 7, `GET /v1/convert/quotes`): asked once typing pauses, the request
 * in flight cancelled by any newer input, an answer about anything else than the form's request never shown. Then
 * the network fee of what Swap will send: the allowance, and the gas of the approval (when short) and of the swap.
 */
export function createQuoting(ctx: InstanceContext, parts: Parts) {
  const { store } = ctx;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  function cancelQuote() {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  }

  /** Cancels the quote in flight and asks again once typing pauses (`delay`). */
  function requote(delay = QUOTE_DEBOUNCE_MS) {
    cancelQuote();
    store.set(feeAtom, { status: 'idle' });
    const request = parts.quoteRequest();
    if (!request) {
      store.set(quoteAtom, { status: 'idle' });
      return;
    }
    store.set(quoteAtom, { status: 'loading', key: request.key });
    timer = setTimeout(() => void fetchQuote(request), delay);
  }

  async function fetchQuote(request: QuoteRequest) {
    const mine = new AbortController();
    inFlight = mine;
    const gas = store.get(gasPriceAtom);
    try {
      const raw = await parts.api.quote(
        {
          amount: request.amount,
          userAddress: parts.userAddress(),
          from: request.from.caip10,
          to: request.to.caip10,
          gasPrice: gas?.status === 'ready' ? gas.wei : undefined,
        },
        mine.signal,
      );
      if (mine.signal.aborted) return;
      const quote = raw && toQuote(raw, request, parts.provider());
      if (!raw) store.set(quoteAtom, { status: 'none', key: request.key });
      else if (!quote) store.set(quoteAtom, { status: 'error', key: request.key, message: SWAP_MESSAGES.quote });
      else {
        store.set(quoteAtom, { status: 'ready', key: request.key, quote });
        void loadFee(request, mine.signal);
      }
    } catch (error) {
      if (mine.signal.aborted) return;
      ctx.debug('swap: quote failed', error);
      reportFailure(ctx, 'quote', error);
      store.set(quoteAtom, { status: 'error', key: request.key, message: failureMessage(error, SWAP_MESSAGES.quote) });
    }
  }

  /** The gas of what Swap will send: the swap, and the approval before it when the allowance is short. */
  async function loadFee(request: QuoteRequest, signal: AbortSignal) {
    if (request.amount > request.from.balance) return;
    store.set(feeAtom, { status: 'loading', key: request.key });
    const user = parts.userAddress();
    try {
      const needsApproval = !request.from.native && (await parts.api.allowance(request.from.caip10, user)) < request.amount;
      const approveGas = needsApproval
        ? ((await parts.api.buildApprove({ userAddress: user, from: request.from.caip10, to: request.to.caip10 })).gas ?? 0n)
        : 0n;
      // Before the approval the swap can't be estimated: the API's nominal gas stands in.
      const built = await parts.api.buildSwap({
        projectId: parts.projectId,
        amount: request.amount,
        slippage: SLIPPAGE_PERCENT,
        from: request.from.caip10,
        to: request.to.caip10,
        userAddress: user,
        disableEstimate: needsApproval,
      });
      if (signal.aborted) return;
      store.set(feeAtom, { status: 'ready', key: request.key, gas: approveGas + (built.tx.gas ?? 0n), needsApproval });
    } catch (error) {
      if (signal.aborted) return;
      ctx.debug('swap: fee estimate failed', error);
      reportFailure(ctx, 'estimateFee', error);
      store.set(feeAtom, { status: 'error', key: request.key, message: failureMessage(error, SWAP_MESSAGES.gasPrice) });
    }
  }

  /**
   * The balances came in (or changed) after the quote: the fee the quote skipped for an amount above the balance
   * known then is estimated now that the amount is covered.
   */
  function balancesChanged() {
    const request = parts.quoteRequest();
    const quote = store.get(quoteAtom);
    if (!request || quote.status !== 'ready' || quote.key !== request.key || store.get(feeAtom).status !== 'idle') return;
    void loadFee(request, inFlight?.signal ?? new AbortController().signal);
  }

  return { requote, cancel: cancelQuote, balancesChanged };
}

export type Quoting = ReturnType<typeof createQuoting>;

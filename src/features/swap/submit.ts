import { walletProviderAtom } from '../../atoms/account.ts';
import { activeConnectionAtom, isConnectedAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { popTransaction, pushTransaction, routerAtom } from '../../atoms/router.ts';
import { waitForReceipt } from '../../chains/eip155/chainReads.ts';
import type { Eip1193Provider } from '../../chains/eip155/provider.ts';
import { sendTransaction, type TransferRequest } from '../../chains/eip155/transfer.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { chainClientOf } from '../../core/rpc/getChainClient.ts';
import type { BuiltTx, SwapApi } from './api.ts';
import { failureMessage, SlippageError, SWAP_MESSAGES, SwapError } from './errors.ts';
import { formatUnits, movedBeyondSlippage, type QuoteRequest, SLIPPAGE_PERCENT } from './quote.ts';
import { quoteAtom, type SwapForm } from './state.ts';
import type { SwapToken } from './tokens.ts';

type Parts = {
  api: SwapApi;
  projectId: string;
  userAddress(): string;
  form(): SwapForm;
  set(patch: Partial<SwapForm>): void;
  fromToken(): SwapToken | undefined;
  toToken(): SwapToken | undefined;
  quoteRequest(): QuoteRequest | undefined;
  /** After a swap, or a failed one: prices and the quote (with the allowance) are asked again. */
  onDone(): void;
};

const hex = (value: bigint) => `0x${value.toString(16)}` as const;

/**
 * Swap (SPEC section 4): the allowance is checked; when short, the wallet is asked to approve the router
 * (`build-approve`) and the approval is waited for; then the swap is built (`build-transaction`, the 1 % slippage as
 * its minimum out) and sent by the wallet. A build that pays less than the shown quote allows for is not sent. Once
 * mined: a toast, the balances refreshed past their cache, and Account. Any failure keeps the form with its text.
 */
export function createSubmit(ctx: InstanceContext, parts: Parts) {
  const { store } = ctx;

  async function sendAndWait(network: CaipNetwork, tx: BuiltTx, failed: string): Promise<string> {
    const provider = store.get(walletProviderAtom('eip155')) as Eip1193Provider | undefined;
    const from = store.get(activeConnectionAtom).address;
    if (!provider || !from) throw new SwapError(SWAP_MESSAGES.notConnected);
    const request: TransferRequest = {
      from: from as `0x${string}`,
      to: tx.to,
      data: tx.data,
      ...(tx.value > 0n ? { value: hex(tx.value) } : {}),
    };
    const client = chainClientOf(ctx, network);
    // Run against the chain as it is now before the wallet is asked: a call the pool would refuse (the price moved
    // past the minimum out) is never sent, so it costs nothing, whatever a wallet does with a failing estimate.
    try {
      await client.request({ method: 'eth_estimateGas', params: [request] } as never);
    } catch (error) {
      throw new SwapError(failureMessage(error, failed), { cause: error });
    }
    // No gas limit: the wallet estimates its own.
    const hash = await sendTransaction(provider, request);
    const receipt = await waitForReceipt(client, hash);
    if (receipt.status === 'success') return hash;
    // Mined but reverted (a wallet that sent it anyway): the call replayed says why.
    const reason = await client.request({ method: 'eth_call', params: [request, 'latest'] } as never).then(
      () => undefined,
      (error: unknown) => error,
    );
    throw new SwapError(reason ? failureMessage(reason, failed) : failed, {
      details: `${hash} reverted in block ${receipt.blockNumber}`,
    });
  }

  /**
   * Ends the swap's transaction entry: success goes on to Account; a failure comes back to the form, the top of the
   * first `depth` views (whatever opened over it meanwhile, such as ApproveTransaction, is gone).
   */
  function finish(status: 'success' | 'error', depth = 1) {
    const result = popTransaction(store.get(routerAtom), status, store.get(isConnectedAtom));
    if (status === 'success') {
      store.set(routerAtom, result.state);
      result.action?.onSuccess?.();
    } else {
      store.set(routerAtom, { ...result.state, history: store.get(routerAtom).history.slice(0, depth) });
    }
  }

  return async function swap(): Promise<void> {
    const request = parts.quoteRequest();
    const quote = store.get(quoteAtom);
    const network = store.get(activeNetworkAtom);
    if (parts.form().step || !request || !network || quote.status !== 'ready' || quote.key !== request.key) return;
    if (request.amount > request.from.balance) return parts.set({ error: SWAP_MESSAGES.insufficient });
    const { from, to, amount } = request;
    const user = parts.userAddress();
    // The form is the top view now: a failure comes back to it, whatever opened above (ApproveTransaction).
    const depth = store.get(routerAtom).history.length;
    store.set(routerAtom, (router) => pushTransaction(router, { onSuccess: () => ctx.replace('Account') }));
    parts.set({ step: 'swapping', error: undefined });
    ctx.track('SWAP_INITIATED', { network: network.caipNetworkId, from: from.symbol, to: to.symbol });
    try {
      if (!from.native && (await parts.api.allowance(from.caip10, user)) < amount) {
        parts.set({ step: 'approving' });
        const approval = await parts.api.buildApprove({ userAddress: user, from: from.caip10, to: to.caip10 });
        await sendAndWait(network, approval, SWAP_MESSAGES.approveFailed);
        parts.set({ step: 'swapping' });
      }
      const built = await parts.api.buildSwap({
        projectId: parts.projectId,
        amount,
        slippage: SLIPPAGE_PERCENT,
        from: from.caip10,
        to: to.caip10,
        userAddress: user,
        disableEstimate: false,
      });
      // Built on reserves that moved since the quote shown: what it guarantees is less than the visitor agreed to.
      if (built.toAmount !== undefined && movedBeyondSlippage(quote.quote.toAmount, built.toAmount))
        throw new SlippageError({ details: `quoted ${quote.quote.toAmount}, built for ${built.toAmount}` });
      const hash = await sendAndWait(network, built.tx, SWAP_MESSAGES.failed);
      finish('success');
      parts.set({ amount: '', step: undefined, error: undefined });
      void ctx.refreshAccount({ force: true }).catch(() => undefined);
      ctx.toaster.showSuccess(`Swapped ${formatUnits(amount, from.decimals)} ${from.symbol} for ${to.symbol}`);
      ctx.track('SWAP_SUCCESS', { network: network.caipNetworkId, from: from.symbol, to: to.symbol, hash });
      parts.onDone();
    } catch (cause) {
      const message = failureMessage(cause);
      ctx.debug('swap failed', cause);
      finish('error', depth);
      parts.set({ step: undefined, error: message });
      ctx.toaster.showError(message);
      ctx.track('SWAP_ERROR', { network: network.caipNetworkId, message });
      // A fresh quote (and allowance): after a moved price it shows what the pool pays now.
      parts.onDone();
    }
  };
}

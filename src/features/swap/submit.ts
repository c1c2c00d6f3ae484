import { walletProviderAtom } from '../../atoms/account.ts';
import { activeConnectionAtom, isConnectedAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { popTransaction, pushTransaction, routerAtom } from '../../atoms/router.ts';
import type { Hex } from 'viem';
import {
  type BatchCall,
  isAtomicityUnsupported,
  type SettledBatch,
  sendAtomicBatch,
  supportsAtomicBatch,
} from '../../chains/eip155/batch.ts';
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

const callOf = (tx: BuiltTx): BatchCall => ({ to: tx.to, data: tx.data, ...(tx.value > 0n ? { value: hex(tx.value) } : {}) });

/**
 * Swap (SPEC section 4): the allowance is checked; when short, the router's approval (`build-approve`) and the swap
 * go to the wallet as one atomic batch where it supports that (batchedSwap), else the wallet is asked to approve the
 * router and the approval is waited for; then the swap is built (`build-transaction`, the 1 % slippage as
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
   * Approve and swap as one atomic batch (EIP-5792), when the wallet runs batches atomically on the network (a smart
   * account: one operation, one approval in the wallet): the hash of the transaction that carried both, once settled.
   * Undefined when the wallet cannot, before or when asked (5760): the caller sends them one by one. The swap is built
   * without the API's gas estimate, which would fail while the approval is not mined yet.
   */
  async function batchedSwap(network: CaipNetwork, approval: BuiltTx, buildSwap: () => Promise<BuiltTx>): Promise<string | undefined> {
    const provider = store.get(walletProviderAtom('eip155')) as Eip1193Provider | undefined;
    const from = store.get(activeConnectionAtom).address as Hex | undefined;
    if (!provider || !from || !(await supportsAtomicBatch(provider, from, Number(network.id)))) return undefined;
    const swap = await buildSwap();
    let settled: SettledBatch;
    try {
      settled = await sendAtomicBatch(provider, { from, chainId: Number(network.id), calls: [callOf(approval), callOf(swap)] });
    } catch (error) {
      if (isAtomicityUnsupported(error)) return undefined;
      throw error;
    }
    const [hash] = settled.transactionHashes;
    if (!settled.success || !hash) throw new SwapError(SWAP_MESSAGES.failed, { details: `batch settled as ${JSON.stringify(settled)}` });
    return hash;
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
    const quoted = quote.quote.toAmount;
    const user = parts.userAddress();
    // The form is the top view now: a failure comes back to it, whatever opened above (ApproveTransaction).
    const depth = store.get(routerAtom).history.length;
    store.set(routerAtom, (router) => pushTransaction(router, { onSuccess: () => ctx.replace('Account') }));
    parts.set({ step: 'swapping', error: undefined });
    ctx.track('SWAP_INITIATED', { network: network.caipNetworkId, from: from.symbol, to: to.symbol });
    /** The swap's transaction, refused when built on reserves that moved since the quote the visitor agreed to. */
    async function buildSwap(disableEstimate: boolean): Promise<BuiltTx> {
      const built = await parts.api.buildSwap({
        projectId: parts.projectId,
        amount,
        slippage: SLIPPAGE_PERCENT,
        from: from.caip10,
        to: to.caip10,
        userAddress: user,
        disableEstimate,
      });
      if (built.toAmount !== undefined && movedBeyondSlippage(quoted, built.toAmount))
        throw new SlippageError({ details: `quoted ${quoted}, built for ${built.toAmount}` });
      return built.tx;
    }

    try {
      let hash: string;
      const approval =
        !from.native && (await parts.api.allowance(from.caip10, user)) < amount
          ? await parts.api.buildApprove({ userAddress: user, from: from.caip10, to: to.caip10 })
          : undefined;
      const batched = approval && (await batchedSwap(network, approval, () => buildSwap(true)));
      if (batched) hash = batched;
      else {
        if (approval) {
          parts.set({ step: 'approving' });
          await sendAndWait(network, approval, SWAP_MESSAGES.approveFailed);
          parts.set({ step: 'swapping' });
        }
        hash = await sendAndWait(network, await buildSwap(false), SWAP_MESSAGES.failed);
      }
      finish('success');
      parts.set({ amount: '', step: undefined, error: undefined });
      void ctx.refreshAccount({ force: true }).catch(() => undefined);
      ctx.toaster.showSuccess(`Swapped ${formatUnits(amount, from.decimals)} ${from.symbol} for ${to.symbol}`);
      ctx.track('SWAP_SUCCESS', { network: network.caipNetworkId, from: from.symbol, to: to.symbol, hash });
      parts.onDone();
    } catch (cause) {
      const message = failureMessage(cause);
      ctx.debug('swap failed', cause);
      reportFailure(ctx, 'swap', cause);
      finish('error', depth);
      parts.set({ step: undefined, error: message });
      ctx.toaster.showError(message);
      ctx.track('SWAP_ERROR', { network: network.caipNetworkId, message });
      // A fresh quote (and allowance): after a moved price it shows what the pool pays now.
      parts.onDone();
    }
  };
}

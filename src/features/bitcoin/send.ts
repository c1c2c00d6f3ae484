import { walletProviderAtom } from '../../atoms/account.ts';
import { bitcoinBalanceAtom } from '../../atoms/bitcoin.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { endTransactionAt, pushTransaction, routerAtom } from '../../atoms/router.ts';
import { visitDraftAtom } from '../../atoms/visitDraft.ts';
import { broadcastTransaction, fetchFeeRate, fetchUtxos } from '../../chains/bitcoin/esplora.ts';
import { esploraUrlOf } from '../../chains/bitcoin/network.ts';
import { buildTransfer, finalizeSigned, InsufficientBitcoinError, type TransferPlan } from '../../chains/bitcoin/psbt.ts';
import { parseBtc } from '../../chains/bitcoin/units.ts';
import { isBitcoinRpcProvider, signBitcoinPsbt, signBitcoinPsbtByRequest } from '../../chains/bitcoin/wallet.ts';
import { SEND_ERRORS, TRANSACTION_REJECTED } from '../../core/sendErrors.ts';
import { bitcoinDraftOwner } from './draftOwner.ts';
import { isWalletRejection } from './rejection.ts';
import { validateBitcoinSend } from './validate.ts';

/** A transfer ready for the wallet: what the form asked, and the fee and rate shown before the wallet is asked. */
export type BitcoinReview = TransferPlan & { amount: bigint; to: string; from: string; satsPerVbyte: number; esplora: string };

export type ReviewResult = { review: BitcoinReview } | { error: string };

/**
 * Bitcoin's Send: `review` checks the form, reads the payment account's UTXOs and the API's fee rate and builds the
 * PSBT (coins of the payment account only: the ordinal account's outputs may hold inscriptions, and are never
 * spent); `send` has the wallet sign it, finalizes and broadcasts it.
 */
export function createBitcoinSendActions(ctx: InstanceContext) {
  const { store } = ctx;

  async function review(amountText: string, receiver: string): Promise<ReviewResult> {
    const network = store.get(activeNetworkAtom);
    const from = store.get(connectionAtom('bip122')).address;
    const esplora = network && esploraUrlOf(network);
    if (!network || !from || !esplora) return { error: SEND_ERRORS.chain };
    const { confirmed = 0n, pending = 0n } = store.get(bitcoinBalanceAtom) ?? {};
    const error = validateBitcoinSend({ caipNetworkId: network.caipNetworkId, amount: amountText, receiver, balance: confirmed + pending });
    if (error) return { error };
    const amount = parseBtc(amountText)!;
    const to = receiver.trim();
    try {
      const [utxos, satsPerVbyte] = await Promise.all([fetchUtxos(esplora, from), fetchFeeRate(esplora)]);
      const plan = buildTransfer({ caipNetworkId: network.caipNetworkId, utxos, from, to, amount, satsPerVbyte });
      return { review: { ...plan, amount, to, from, satsPerVbyte, esplora } };
    } catch (cause) {
      ctx.debug('bitcoin send review failed', cause);
      return { error: cause instanceof InsufficientBitcoinError ? SEND_ERRORS.insufficient : 'Transaction failed' };
    }
  }

  /** Signs (the wallet), finalizes and broadcasts; the transaction id. A declined signature is 'Transaction rejected'. */
  async function send(plan: BitcoinReview): Promise<{ txid: string } | { error: string }> {
    try {
      const wallet = store.get(walletProviderAtom('bip122'));
      if (!wallet || typeof wallet !== 'object') return { error: 'Transaction failed' };
      // A transaction entry: the embedded wallet's approval opens over Send and comes back to it (SPEC section 2).
      const depth = store.get(routerAtom).history.length - 1;
      store.set(routerAtom, (router) => pushTransaction(router, {}));
      // The embedded wallet answers requests (approved in its frame); a Wallet Standard wallet has features.
      const signed = await (isBitcoinRpcProvider(wallet)
        ? signBitcoinPsbtByRequest(wallet, plan.psbt, plan.from, plan.signInputs)
        : signBitcoinPsbt(wallet, plan.psbt, plan.from, plan.signInputs)
      ).finally(() => store.set(routerAtom, (router) => endTransactionAt(router, depth, 'Send')));
      const txid = await broadcastTransaction(plan.esplora, finalizeSigned(signed, plan.unsignedTx));
      void ctx.refreshAccount({ force: true }).catch(() => undefined);
      return { txid };
    } catch (cause) {
      ctx.debug('bitcoin send failed', cause);
      return { error: isWalletRejection(cause) ? TRANSACTION_REJECTED : 'Transaction failed' };
    }
  }

  return { review, send };
}

export type BitcoinSendActions = ReturnType<typeof createBitcoinSendActions>;

/** Bitcoin Send's form: what was typed, the review built from it and the last error. */
export type BitcoinSendForm = { amount: string; receiver: string; error?: string | undefined; review?: BitcoinReview | undefined };

export const EMPTY_BITCOIN_SEND_FORM: BitcoinSendForm = { amount: '', receiver: '' };

/**
 * Kept in the instance's store, not the view: the embedded wallet's approval (ApproveTransaction) replaces Send while
 * the frame asks, and Send comes back with the form and the outcome (e.g. 'Transaction rejected') as they were. It lasts
 * one visit of Send by one account: leaving Send, or another account or network, starts an empty form.
 */
export const bitcoinSendFormAtom = visitDraftAtom('Send', bitcoinDraftOwner, EMPTY_BITCOIN_SEND_FORM);

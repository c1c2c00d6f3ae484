import type { Hex } from 'viem';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { currentRoute, endTransactionAt, initialRouterState, pushTransaction, routerAtom } from '../../atoms/router.ts';
import { PayError } from '../../core/errors/pay.ts';
import { fromUnits, toUnits } from '../../core/units.ts';
import { chainClientOf, sendEvmTransfer } from '../send/index.ts';
import { readAsset, readBalance } from './asset.ts';
import { PAY_MESSAGES } from './messages.ts';
import { parsePayRequest, type PayRequest } from './request.ts';
import { failureOf, isInsufficient, type PayFailure, type PayState, payStateAtom } from './state.ts';

/**
 * The pay feature's actions: `pay()` checks the request, opens the Pay view and settles once the payment ends —
 * with the transaction hash once mined, or a `PayError` (rejected in the wallet, insufficient balance, modal
 * closed, ...). The transfer itself is Send's (`sendEvmTransfer`). One payment at a time per instance.
 */
export function createPayActions(ctx: InstanceContext) {
  const { store } = ctx;
  let pending: { resolve(hash: Hex): void; reject(error: PayError): void } | undefined;
  let unwatch: (() => void) | undefined;
  /** Set for one task when a wallet connects from the Connect view Pay opened: the close that follows brings Pay back. */
  let returnToPay = false;

  const state = () => store.get(payStateAtom);
  const update = (patch: Partial<PayState>) => store.set(payStateAtom, (s) => (s ? { ...s, ...patch } : s));
  /** The paying account: the eip155 connection's address, whatever namespace the modal shows. */
  const payer = (): Hex | undefined => {
    const connection = store.get(connectionAtom('eip155'));
    return connection.status === 'connected' ? (connection.address as Hex | undefined) : undefined;
  };
  const clientOf = (request: PayRequest) => chainClientOf(ctx, request.network);

  async function pay(input: unknown): Promise<Hex> {
    if (pending) throw new PayError('busy', PAY_MESSAGES.busy);
    const request = parsePayRequest(input, store.get(networksAtom));
    clear();
    const result = new Promise<Hex>((resolve, reject) => {
      pending = { resolve, reject };
    });
    store.set(payStateAtom, { request, step: 'loading' });
    watch();
    ctx.track('PAY_INITIATED', { network: request.network.caipNetworkId, asset: request.asset });
    try {
      await ctx.open({ view: 'Pay' });
    } catch (cause) {
      fail({ reason: 'failed', message: PAY_MESSAGES.failed }, cause);
      clear();
      return result;
    }
    void loadAsset(request);
    return result;
  }

  /** The asset's symbol and decimals, then the amount in its units, then the payer's balance. */
  async function loadAsset(request: PayRequest) {
    try {
      const asset = await readAsset(clientOf(request), request.network, request.asset);
      if (state()?.request !== request) return;
      const units = toUnits(request.amount, asset.decimals);
      if (units === undefined) {
        // The asset stays known, so the view can name it in the visitor's language.
        update({ asset });
        return fail({
          reason: 'invalid_request',
          message: `${PAY_MESSAGES.invalidRequest}: amount has more decimal places than ${asset.symbol} (${asset.decimals})`,
        });
      }
      update({ asset, units, step: 'review' });
      await refreshBalance();
    } catch (cause) {
      if (state()?.request === request) settleFailure(cause);
    }
  }

  /** Reads the payer's balance (again after a wallet change); a payment above it ends as 'insufficient_balance'. */
  async function refreshBalance() {
    const current = state();
    const owner = payer();
    if (!current?.asset || current.step !== 'review' || !owner) return;
    let balance: PayState['balance'];
    try {
      balance = { owner, units: await readBalance(clientOf(current.request), current.asset, owner) };
    } catch (cause) {
      ctx.debug('pay: balance unavailable', cause);
      balance = { owner, error: 'Balance unavailable' };
    }
    const latest = state();
    if (latest?.request !== current.request || latest.step !== 'review' || payer() !== owner) return;
    update({ balance });
    if (isInsufficient({ units: current.units, balance })) {
      const { decimals, symbol } = current.asset;
      const held = 'units' in balance ? fromUnits(balance.units, decimals) : '?';
      fail(
        { reason: 'insufficient_balance', message: PAY_MESSAGES.insufficientBalance },
        undefined,
        `this payment needs ${current.request.amount} ${symbol}; the account holds ${held} ${symbol}`,
      );
    }
  }

  /** Pay: Send's transfer path, with a transaction entry so the embedded wallet's approval comes back here. */
  async function confirm() {
    const current = state();
    const from = payer();
    if (!current?.asset || current.units === undefined || current.step !== 'review' || !from) return;
    const { request, asset, units } = current;
    if (store.get(activeNetworkAtom)?.caipNetworkId !== request.network.caipNetworkId) return;
    const depth = store.get(routerAtom).history.length - 1;
    update({ step: 'paying' });
    store.set(routerAtom, (router) => pushTransaction(router, {}));
    try {
      const hash = await sendEvmTransfer(ctx, request.network, {
        from,
        to: request.recipient,
        amount: units,
        tokenAddress: asset.tokenAddress,
        description: `${request.amount} ${asset.symbol}`,
        onSubmitted: (submitted) => update({ step: 'confirming', hash: submitted }),
      });
      endTransaction(depth);
      update({ step: 'paid', hash });
      pending?.resolve(hash);
      pending = undefined;
      ctx.track('PAY_SUCCESS', { network: request.network.caipNetworkId, hash });
      void ctx.refreshAccount({ force: true }).catch(() => undefined);
      if (!store.get(modalOpenAtom)) clear();
    } catch (cause) {
      endTransaction(depth);
      settleFailure(cause);
    }
  }

  /** Ends the payment's transaction entry; the Pay view is on top again (whatever opened over it, e.g. an approval). */
  function endTransaction(depth: number) {
    store.set(routerAtom, (router) => endTransactionAt(router, depth, 'Pay'));
  }

  function settleFailure(cause: unknown) {
    const failure = failureOf(cause);
    ctx.debug('pay failed', cause);
    fail(failure, cause);
  }

  /** The payment ends with `failure`: the view says so, the call rejects with its reason and message. */
  function fail(failure: PayFailure, cause?: unknown, details?: string) {
    const { reason, message } = failure;
    update({ step: 'failed', failure: { ...failure, message: details ? `${message}: ${details}` : message } });
    pending?.reject(new PayError(reason, message, { cause, details }));
    pending = undefined;
    ctx.track('PAY_ERROR', { reason });
    if (!store.get(modalOpenAtom)) clear();
  }

  function watch() {
    let connected = Boolean(payer());
    const offConnection = store.sub(connectionAtom('eip155'), () => {
      const now = Boolean(payer());
      if (now && !connected && currentRoute(store.get(routerAtom)).view !== 'Pay') {
        returnToPay = true;
        // Every connect flow closes the modal right after connecting (WalletConnect a few microtasks on).
        setTimeout(() => {
          returnToPay = false;
        }, 0);
      }
      connected = now;
      void refreshBalance();
    });
    const offModal = store.sub(modalOpenAtom, () => {
      if (!store.get(modalOpenAtom)) closed();
    });
    unwatch = () => {
      offConnection();
      offModal();
    };
  }

  /** The modal closed: after a connection, Pay comes back; otherwise a payment not yet in the wallet's hands ends. */
  function closed() {
    const current = state();
    if (!current) return;
    if (returnToPay) {
      returnToPay = false;
      // Set here, in the same turn as the close, so the modal never paints closed and focus stays in it.
      store.set(routerAtom, initialRouterState('Pay'));
      store.set(modalOpenAtom, true);
      return;
    }
    // The wallet has the transaction: the call settles with what it answers, open modal or not.
    if (current.step === 'paying' || current.step === 'confirming') return;
    if (pending) fail({ reason: 'modal_closed', message: PAY_MESSAGES.modalClosed });
    clear();
  }

  function clear() {
    unwatch?.();
    unwatch = undefined;
    returnToPay = false;
    store.set(payStateAtom, undefined);
  }

  return { pay, confirm, refreshBalance };
}

export type PayActions = ReturnType<typeof createPayActions>;

const byInstance = new WeakMap<object, PayActions>();

/** The pay actions of an instance, made once: `pay()` and the Pay view share them. */
export function payActionsOf(ctx: InstanceContext): PayActions {
  let actions = byInstance.get(ctx);
  if (!actions) {
    actions = createPayActions(ctx);
    byInstance.set(ctx, actions);
  }
  return actions;
}

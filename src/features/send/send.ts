import { walletProviderAtom } from '../../atoms/account.ts';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { reportFailure } from '../../atoms/reportActionError.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { popTransaction, pushTransaction, routerAtom } from '../../atoms/router.ts';
import { initialSendState, type SendState } from '../../atoms/send.ts';
import { sendFormAtom } from './form.ts';
import { isConnectedAtom } from '../../atoms/connection.ts';
import { RPC_CODES, rpcErrorCode } from '../../chains/eip155/provider.ts';
import { transferRequest } from '../../chains/eip155/transfer.ts';
import { apiClientFor } from '../../core/api/apiClient.ts';
import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import { coinTypesFor, isProfileName, NameError, resolveName } from '../../core/api/profile.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { BaseError } from '../../core/errors/base.ts';
import { WALLET_MESSAGES } from '../../core/errors/wallet.ts';
import { estimateFee as estimateEvmFee } from '../../chains/eip155/chainReads.ts';
import { chainClientOf, sendEvmTransfer } from './evmTransfer.ts';
import { contractAddressOf, sendableTokens, tokenKeyOf, tokenUnits } from './tokens.ts';
import { fromUnits, toUnits } from '../../core/units.ts';
import { SEND_ERRORS, validateSend } from './validate.ts';
import { TRANSACTION_REJECTED } from '../../core/sendErrors.ts';

/** What a visitor reads when the wallet declined (4001): the form stays filled. */
export { TRANSACTION_REJECTED };

export type FeeEstimate = { units: bigint; decimals: number; symbol: string; usd: number | undefined };

/**
 * The send feature's actions (SPEC section 4, "Sending"): the form's state, name resolution, the fee estimate,
 * and the transfer itself (native, ERC-20 and the USDT-style token on eip155; SOL on solana), asked of the
 * connected wallet. Framework-free; the views call them and read `sendFormAtom`. An action writes into the visit of
 * Send it started in, so what ends after the visitor left (a name resolved, a send's outcome) does not land in the next.
 */
export function createSendActions(ctx: InstanceContext) {
  const { store, options } = ctx;
  const api = apiClientFor(options, 'blockchainApiUrl');
  const form = () => store.get(sendFormAtom);
  const set = (patch: Partial<SendState>, visit = form().visit) => store.set(sendFormAtom, visit, (state) => ({ ...state, ...patch }));
  let resolving = 0;

  const network = () => store.get(activeNetworkAtom);
  const tokens = () => sendableTokens(store.get(tokenBalancesAtom), network()?.caipNetworkId);
  /** The chosen token, defaulting to the first offered (the native currency). */
  const selectedToken = (state = form().value): TokenBalance | undefined => {
    const list = tokens();
    return list.find((t) => tokenKeyOf(t) === state.tokenKey) ?? (state.tokenKey ? undefined : list[0]);
  };

  const setToken = (key: string) => set({ tokenKey: key, error: undefined });
  const setAmount = (amount: string) => set({ sendTokenAmount: amount, error: undefined });

  /** The receiver as typed; a name is resolved to its address and profile (the last typed wins). */
  async function setReceiver(input: string): Promise<void> {
    const mine = ++resolving;
    const { visit } = form();
    set(
      {
        receiverAddress: input,
        resolvedAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        error: undefined,
      },
      visit,
    );
    if (!isProfileName(input)) return;
    try {
      const profile = await resolveName(api, input);
      if (mine !== resolving) return;
      const current = network();
      const address = current
        ? coinTypesFor(current)
            .map((type) => profile.addresses[type]?.address)
            .find(Boolean)
        : undefined;
      if (!address) return set({ error: `${profile.name} has no address on this network` }, visit);
      set(
        { resolvedAddress: address, receiverProfileName: profile.name, receiverProfileImageUrl: profile.attributes?.avatar ?? null },
        visit,
      );
    } catch (error) {
      if (mine === resolving) set({ error: error instanceof NameError ? error.shortMessage : 'Error resolving name' }, visit);
    }
  }

  /** Where the transfer goes: the address a name resolved to, or the address as typed. */
  const receiverOf = (state: SendState) =>
    state.resolvedAddress ?? (isProfileName(state.receiverAddress) ? '' : state.receiverAddress.trim());

  /** The first reason the form can't be sent, or null. */
  function validate(state = form().value): string | null {
    const token = selectedToken(state);
    const error = validateSend({
      namespace: network()?.chainNamespace,
      token: token ? tokenUnits(token) : undefined,
      amount: state.sendTokenAmount,
      receiver: receiverOf(state),
    });
    if (error === SEND_ERRORS.amountAndReceiver && isProfileName(state.receiverAddress) && !state.resolvedAddress)
      return state.error ?? 'Resolving name…';
    return error;
  }

  const nativeToken = () => tokens().find((t) => !t.address);

  /** The network fee of sending `amount` of the chosen token, in the native currency and USD. */
  async function estimateFee(state = form().value): Promise<FeeEstimate> {
    const current = network();
    if (!current) throw new BaseError(WALLET_MESSAGES.caipNetworkUndefined);
    const token = selectedToken(state);
    const from = store.get(activeConnectionAtom).address;
    if (!token || !from) throw new BaseError(SEND_ERRORS.token);
    const native = nativeToken();
    const { decimals, symbol } = current.nativeCurrency;
    const usd = (units: bigint) => (native ? Number(fromUnits(units, decimals)) * native.price : undefined);
    if (current.chainNamespace === 'solana') {
      const { SOLANA_TRANSFER_FEE_LAMPORTS } = await import(/* webpackChunkName: "airlock-solana" */ './solanaTransfer.ts');
      return { units: SOLANA_TRANSFER_FEE_LAMPORTS, decimals, symbol, usd: usd(SOLANA_TRANSFER_FEE_LAMPORTS) };
    }
    const client = chainClient(current);
    const amount = toUnits(state.sendTokenAmount || '0', tokenUnits(token).decimals) ?? 0n;
    // A placeholder receiver while none is typed: the fee of a transfer does not depend on it.
    const to = receiverOf(state) || from;
    const request = transferRequest({ from, to, amount, tokenAddress: contractAddressOf(token) });
    const units = await estimateEvmFee(client, request);
    return { units, decimals, symbol, usd: usd(units) };
  }

  /** Max: the whole token balance; for the native currency, the balance less twice the estimated fee (room for price moves). */
  async function setMax(): Promise<void> {
    const { value, visit } = form();
    const token = selectedToken(value);
    if (!token) return set({ error: SEND_ERRORS.token });
    const { decimals, balance } = tokenUnits(token);
    if (token.address) return setAmount(fromUnits(balance, decimals));
    try {
      const fee = await estimateFee({ ...value, sendTokenAmount: '0' });
      const max = balance - fee.units * 2n;
      set({ sendTokenAmount: fromUnits(max > 0n ? max : 0n, decimals), error: undefined }, visit);
    } catch (error) {
      ctx.debug('send: fee estimate failed', error);
      reportFailure(ctx, 'setMax', error);
      set({ error: 'Could not estimate the network fee' }, visit);
    }
  }

  /** Review: the form is checked, then the preview shows what will be sent. */
  function review(): boolean {
    const error = validate();
    if (error) {
      set({ error });
      return false;
    }
    ctx.push('SendPreview');
    return true;
  }

  const chainClient = (current: CaipNetwork) => chainClientOf(ctx, current);

  /**
   * Sends (SPEC section 4): loading on; a transaction entry on the navigation stack (its success replaces the
   * view with Account); the wallet is asked; once mined the form resets, balances refresh past their cache and a
   * toast says so with the explorer link. A rejection (4001) says 'Transaction rejected' and keeps the form.
   */
  async function send(): Promise<void> {
    const { value: state, visit } = form();
    if (state.loading) return;
    const error = validate(state);
    if (error) return set({ error });
    const current = network();
    const from = store.get(activeConnectionAtom).address;
    // The account can go (disconnected elsewhere) while the form is open: nothing to send from.
    if (!current || !from) return set({ error: WALLET_MESSAGES.caipNetworkOrAddressUndefined });
    const token = selectedToken(state)!;
    const to = receiverOf(state);
    const amount = toUnits(state.sendTokenAmount, tokenUnits(token).decimals)!;
    const description = `${state.sendTokenAmount} ${token.symbol}`;
    set({ loading: true, error: undefined });
    // Where the form is in the stack: a failure comes back to it, whatever opened above (ApproveTransaction).
    const formDepth = store.get(routerAtom).history.length - 1;
    store.set(routerAtom, (router) => pushTransaction(router, { onSuccess: () => ctx.replace('Account') }));
    ctx.track('SEND_INITIATED', { network: current.caipNetworkId, token: token.symbol });
    try {
      const hash =
        current.chainNamespace === 'solana'
          ? await (await import(/* webpackChunkName: "airlock-solana" */ './solanaTransfer.ts')).sendSol({
              wallet: store.get(walletProviderAtom('solana')),
              network: current,
              from,
              to,
              lamports: amount,
            })
          : await sendEvmTransfer(ctx, current, { from, to, amount, tokenAddress: contractAddressOf(token), description });
      finish('success');
      store.set(sendFormAtom, visit, initialSendState);
      void ctx.refreshAccount({ force: true }).catch(() => undefined);
      ctx.toaster.showSuccess(`Sent ${description}`, { link: explorerLink(current, hash) });
      ctx.track('SEND_SUCCESS', { network: current.caipNetworkId, token: token.symbol, hash });
    } catch (cause) {
      const rejected = rpcErrorCode(cause) === RPC_CODES.userRejected;
      const message = rejected ? TRANSACTION_REJECTED : cause instanceof BaseError ? cause.shortMessage : 'Transaction failed';
      ctx.debug('send failed', cause);
      reportFailure(ctx, 'send', cause);
      finish('error', formDepth);
      set({ loading: false, error: message }, visit);
      ctx.toaster.showError(message);
      ctx.track('SEND_ERROR', { network: current.caipNetworkId, message });
    }
  }

  /**
   * Ends the send's transaction entry: success runs its step (Account); a failure goes back to the form (at
   * `formDepth` in the stack, below the preview and anything opened over it), or closes when there is none.
   */
  function finish(status: 'success' | 'error', formDepth = 0) {
    const result = popTransaction(store.get(routerAtom), status, store.get(isConnectedAtom));
    if (status === 'success') {
      store.set(routerAtom, result.state);
      result.action?.onSuccess?.();
      return;
    }
    if (formDepth > 0) store.set(routerAtom, { ...result.state, history: store.get(routerAtom).history.slice(0, formDepth) });
    else {
      store.set(routerAtom, result.state);
      if (result.close) ctx.close();
    }
  }

  return { tokens, selectedToken, setToken, setAmount, setReceiver, setMax, receiverOf, validate, estimateFee, review, send };
}

/** The explorer page of a transaction, when the network has an explorer. */
function explorerLink(network: CaipNetwork, hash: string): { href: string; label: string } | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base) return undefined;
  return { href: `${base.replace(/\/+$/, '')}/tx/${hash}`, label: `View on ${network.blockExplorers!.default.name}` };
}

export type SendActions = ReturnType<typeof createSendActions>;

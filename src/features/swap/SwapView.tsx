import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef } from 'react';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { supportedChainsAtom } from '../../atoms/caches.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { SwapArguments } from '../../atoms/router.ts';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { SwapIcon } from '../../ui/icons/icons.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { SWAP_MESSAGES } from './errors.ts';
import { formatUnits, formatUsd, readAmount, usdOf } from './quote.ts';
import { feeAtom, gasPriceAtom, pricesAtom, quoteAtom, swapFormAtom, tokenListAtom } from './state.ts';
import { SwapDetails } from './SwapDetails.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import type { SwapToken } from './tokens.ts';
import { useSwapActions } from './useSwapActions.ts';

/** The token button of one side: its logo and symbol, or "Select token"; opens the picker. */
function TokenButton({ side, token, onPick }: { side: 'from' | 'to'; token: SwapToken | undefined; onPick: () => void }) {
  const role = side === 'from' ? 'Token to pay' : 'Token to receive';
  return (
    <button
      type="button"
      className={token ? 'swap-token' : 'swap-token empty'}
      aria-label={`${role}: ${token ? token.symbol : 'none'}. Choose`}
      onClick={onPick}
    >
      {token ? (
        <>
          <TokenLogo token={token} />
          {token.symbol}
        </>
      ) : (
        'Select token'
      )}
    </button>
  );
}

/**
 * Swap (SPEC sections 2, 4, 9): the token to pay and to receive (pickers listing the account's balances first), the
 * amount with Max, the amount out quoted as the visitor types, USD values, and the quote's details. Opened from the
 * Account's Swap button, or by `open({ view: 'Swap', arguments: { fromToken, toToken, amount } })`.
 */
export function SwapView({ args }: { args?: SwapArguments | undefined }) {
  const actions = useSwapActions();
  const { push } = useServices();
  const form = useAtomValue(swapFormAtom);
  const list = useAtomValue(tokenListAtom);
  const gasPrice = useAtomValue(gasPriceAtom);
  const quote = useAtomValue(quoteAtom);
  const fee = useAtomValue(feeAtom);
  useAtomValue(pricesAtom);
  const balances = useAtomValue(tokenBalancesAtom);
  const network = useAtomValue(activeNetworkAtom);
  const connection = useAtomValue(activeConnectionAtom);
  const supported = useAtomValue(supportedChainsAtom);
  const id = useId();
  const root = useRef<HTMLFormElement>(null);

  // A network or account change starts the form over; arguments are applied once per opening.
  useEffect(() => actions.start(args), [network?.caipNetworkId, connection.address, connection.status, supported, args]);
  useEffect(() => actions.balancesChanged(), [balances]);
  useAutofocus(root, list?.status);

  const why = actions.unavailable();
  if (why === SWAP_MESSAGES.notConnected) return <p className="muted center">{why}</p>;
  if (list?.status === 'error' && list.network === network?.caipNetworkId) {
    const networkText = list.message === SWAP_MESSAGES.unsupportedSwaps;
    return (
      <div className="center" data-testid="swap-unavailable">
        <p className="error-text" role="alert">
          {list.message}
        </p>
        {gasPrice?.status === 'error' && gasPrice.message !== list.message ? (
          <p className="muted" data-testid="swap-gas-price-error">
            {gasPrice.message}
          </p>
        ) : null}
        {networkText ? (
          <button type="button" className="button secondary" onClick={() => push('SwitchNetwork')}>
            Switch network
          </button>
        ) : (
          <button type="button" className="button secondary" onClick={() => actions.start()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (list?.status !== 'ready' || list.network !== network?.caipNetworkId) {
    return (
      <div className="center">
        <Spinner large label="Loading tokens" />
      </div>
    );
  }
  if (list.tokens.length === 0) return <p className="muted center">No tokens to swap on {network?.name ?? 'this network'}</p>;

  const from = actions.fromToken();
  const to = actions.toToken();
  const amount = readAmount(form.amount, from);
  const amountError = 'error' in amount ? amount.error : undefined;
  const busy = form.step !== undefined;
  const ready = quote.status === 'ready' ? quote : undefined;
  const payUsd = 'units' in amount && from ? formatUsd(usdOf(amount.units, from.decimals, actions.priceOf(from))) : '';
  const getUsd = ready && to ? formatUsd(usdOf(ready.quote.toAmount, to.decimals, actions.priceOf(to))) : '';
  const needsApproval = fee.status === 'ready' && ready && fee.key === ready.key && fee.needsApproval;
  const pick = (side: 'from' | 'to') => () => {
    actions.setPicking(side);
    push('SwapSelectToken');
  };

  let label = 'Swap';
  if (form.step === 'approving') label = `Approve ${from?.symbol ?? ''} in your wallet…`;
  else if (form.step === 'swapping') label = 'Swapping…';
  else if (!from || !to) label = 'Select a token';
  else if (amountError === SWAP_MESSAGES.insufficient) label = SWAP_MESSAGES.insufficient;
  else if (!('units' in amount)) label = 'Enter an amount';
  else if (quote.status === 'loading') label = 'Getting quote…';
  else if (needsApproval) label = `Approve ${from.symbol} and swap`;
  const canSwap = !busy && Boolean(ready) && 'units' in amount;

  return (
    <form
      ref={root}
      className="swap-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.submit();
      }}
    >
      <div className="swap-box">
        <div className="swap-box-line">
          <label htmlFor={`${id}-pay`}>You pay</label>
          {from ? <span data-testid="swap-from-balance">Balance: {formatUnits(from.balance, from.decimals)}</span> : null}
        </div>
        <div className="swap-amount-line">
          <input
            id={`${id}-pay`}
            className="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            data-autofocus=""
            value={form.amount}
            disabled={busy}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${id}-pay-usd`}
            onChange={(e) => actions.setAmount(e.target.value.replace(',', '.'))}
          />
          <TokenButton side="from" token={from} onPick={pick('from')} />
        </div>
        <div className="swap-box-line">
          <span id={`${id}-pay-usd`} data-testid="swap-from-usd">
            {amountError ?? payUsd}
          </span>
          <button type="button" className="swap-link" disabled={!from || busy} onClick={() => actions.setMax()}>
            Max
          </button>
        </div>
      </div>
      <button type="button" className="icon-button swap-flip" aria-label="Switch the tokens" disabled={busy} onClick={() => actions.flip()}>
        <SwapIcon />
      </button>
      <div className="swap-box">
        <div className="swap-box-line">
          <label htmlFor={`${id}-get`}>You receive</label>
          {to ? <span>Balance: {formatUnits(to.balance, to.decimals)}</span> : null}
        </div>
        <div className="swap-amount-line">
          <output id={`${id}-get`} className="swap-amount" aria-busy={quote.status === 'loading'} data-testid="swap-to-amount">
            {ready && to ? (
              formatUnits(ready.quote.toAmount, to.decimals)
            ) : quote.status === 'loading' ? (
              <Spinner label="Getting quote" />
            ) : (
              '0'
            )}
          </output>
          <TokenButton side="to" token={to} onPick={pick('to')} />
        </div>
        <div className="swap-box-line">
          <span data-testid="swap-to-usd">{getUsd}</span>
        </div>
      </div>
      {quote.status === 'error' ? (
        <div className="swap-box-line">
          <p className="error-text" role="alert" data-testid="swap-quote-error">
            {quote.message}
          </p>
          <button type="button" className="swap-link" onClick={() => actions.requote(0)}>
            Try again
          </button>
        </div>
      ) : null}
      {quote.status === 'none' ? <p className="muted">{SWAP_MESSAGES.noRoute}</p> : null}
      {ready && from && to ? (
        <SwapDetails
          quote={ready.quote}
          quoteKey={ready.key}
          from={from}
          to={to}
          nativePrice={actions.priceOf(actions.tokens().find((t) => t.native))}
        />
      ) : null}
      {form.error ? (
        <p className="error-text" role="alert" data-testid="swap-error">
          {form.error}
        </p>
      ) : null}
      <button type="submit" className="button wide" disabled={!canSwap} aria-busy={busy}>
        {label}
      </button>
    </form>
  );
}

import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { supportedChainsAtom } from '../../atoms/caches.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import type { SwapArguments } from '../../atoms/router.ts';
import { AmountInput } from '../../ui/AmountField/AmountInput.tsx';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { SwapIcon } from '../../ui/icons/icons.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { WalletLate } from '../../ui/WalletLate/WalletLate.tsx';
import { SWAP_MESSAGES } from './errors.ts';
import { isSwapNetwork } from './networks.ts';
import { formatUnits, formatUsd, readAmount, usdOf } from './quote.ts';
import { feeAtom, gasPriceAtom, pricesAtom, quoteAtom, swapFormAtom, tokenListAtom } from './state.ts';
import { SwapDetails } from './SwapDetails.tsx';
import { TokenLogo } from './TokenLogo.tsx';
import type { SwapToken } from './tokens.ts';
import { useSwapActions } from './useSwapActions.ts';
import { useT } from '../../ui/i18n/useT.ts';

/** The token button of one side: its logo and symbol, or "Select token"; opens the picker. */
function TokenButton({ side, token, onPick }: { side: 'from' | 'to'; token: SwapToken | undefined; onPick: () => void }) {
  const t = useT();
  const role = t(side === 'from' ? 'swap.tokenToPay' : 'swap.tokenToReceive');
  return (
    <button
      type="button"
      className={token ? 'swap-token' : 'swap-token empty'}
      aria-label={t('swap.tokenButton', { role, symbol: token ? token.symbol : t('swap.none') })}
      onClick={onPick}
    >
      {token ? (
        <>
          <TokenLogo token={token} />
          {token.symbol}
        </>
      ) : (
        t('swap.selectToken')
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
  const t = useT();
  const actions = useSwapActions();
  const { push, replace } = useServices();
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
  const late = useAtomValue(walletWaitAtom);
  const id = useId();
  const root = useRef<HTMLFormElement>(null);

  // Connected on a network swaps are not offered on: UnsupportedChain lists those they are (SwapNetworksView).
  const elsewhere = connection.status === 'connected' && !isSwapNetwork(network?.caipNetworkId);
  useLayoutEffect(() => {
    if (elsewhere) replace('UnsupportedChain', { swapUnsupportedChain: true, ...(args ? { swap: args } : {}) });
  }, [elsewhere, args, replace]);
  // A network or account change starts the form over; arguments are applied once per opening.
  useEffect(() => actions.start(args), [network?.caipNetworkId, connection.address, connection.status, supported, args]);
  useEffect(() => actions.balancesChanged(), [balances]);
  useAutofocus(root, list?.status);

  const why = actions.unavailable();
  if (elsewhere) return null;
  if (why === SWAP_MESSAGES.notConnected) return <p className="muted center">{t.text(why)}</p>;
  if (list?.status === 'error' && list.network === network?.caipNetworkId) {
    const networkText = list.message === SWAP_MESSAGES.unsupportedSwaps;
    return (
      <div className="center" data-testid="swap-unavailable">
        <p className="error-text" role="alert">
          {t.text(list.message)}
        </p>
        {gasPrice?.status === 'error' && gasPrice.message !== list.message ? (
          <p className="muted" data-testid="swap-gas-price-error">
            {t.text(gasPrice.message)}
          </p>
        ) : null}
        {networkText ? (
          <button type="button" className="button secondary" onClick={() => push('SwitchNetwork')}>
            {t('common.switchNetwork')}
          </button>
        ) : (
          <button type="button" className="button secondary" onClick={() => actions.start()}>
            {t('common.tryAgain')}
          </button>
        )}
      </div>
    );
  }
  if (list?.status !== 'ready' || list.network !== network?.caipNetworkId) {
    return (
      <div className="center">
        <Spinner large label={t('swap.loadingTokens')} />
      </div>
    );
  }
  if (list.tokens.length === 0)
    return <p className="muted center">{t('swap.noTokensOn', { network: network?.name ?? t('swap.thisNetwork') })}</p>;

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

  let label = t('swap.submit');
  if (form.step === 'approving') label = t('swap.approving', { symbol: from?.symbol ?? '' });
  else if (form.step === 'swapping') label = t('swap.swapping');
  else if (!from || !to) label = t('swap.selectAToken');
  else if (amountError === SWAP_MESSAGES.insufficient) label = t.text(SWAP_MESSAGES.insufficient);
  else if (!('units' in amount)) label = t('swap.enterAmount');
  else if (quote.status === 'loading') label = t('swap.gettingQuote');
  else if (needsApproval) label = t('swap.approveAndSwap', { symbol: from.symbol });
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
          <label htmlFor={`${id}-pay`}>{t('swap.youPay')}</label>
          {from ? (
            <span data-testid="swap-from-balance">{t('common.balance', { amount: formatUnits(from.balance, from.decimals) })}</span>
          ) : null}
        </div>
        <div className="swap-amount-line">
          <AmountInput
            id={`${id}-pay`}
            className="swap-amount"
            value={form.amount}
            onChange={actions.setAmount}
            describedBy={`${id}-pay-usd`}
            invalid={Boolean(amountError)}
            disabled={busy}
          />
          <TokenButton side="from" token={from} onPick={pick('from')} />
        </div>
        <div className="swap-box-line">
          <span id={`${id}-pay-usd`} data-testid="swap-from-usd">
            {amountError ? t.text(amountError) : payUsd}
          </span>
          <button type="button" className="swap-link" disabled={!from || busy} onClick={() => actions.setMax()}>
            {t('common.max')}
          </button>
        </div>
      </div>
      <button type="button" className="icon-button swap-flip" aria-label={t('swap.flip')} disabled={busy} onClick={() => actions.flip()}>
        <SwapIcon />
      </button>
      <div className="swap-box">
        <div className="swap-box-line">
          <label htmlFor={`${id}-get`}>{t('swap.youReceive')}</label>
          {to ? <span>{t('common.balance', { amount: formatUnits(to.balance, to.decimals) })}</span> : null}
        </div>
        <div className="swap-amount-line">
          <output id={`${id}-get`} className="swap-amount" aria-busy={quote.status === 'loading'} data-testid="swap-to-amount">
            {ready && to ? (
              formatUnits(ready.quote.toAmount, to.decimals)
            ) : quote.status === 'loading' ? (
              <Spinner label={t('swap.gettingQuoteLabel')} />
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
            {t.text(quote.message)}
          </p>
          <button type="button" className="swap-link" onClick={() => actions.requote(0)}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
      {quote.status === 'none' ? <p className="muted">{t.text(SWAP_MESSAGES.noRoute)}</p> : null}
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
          {t.text(form.error)}
        </p>
      ) : null}
      <button type="submit" className="button wide" disabled={!canSwap} aria-busy={busy}>
        {label}
      </button>
      {busy && late ? <WalletLate walletName={late.walletName} onStop={late.cancel} /> : null}
    </form>
  );
}

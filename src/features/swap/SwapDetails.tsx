import { useAtomValue } from 'jotai/react';
import type { ReactNode } from 'react';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { formatUnits, formatUsd, type Quote, rateOf, SLIPPAGE_PERCENT, usdOf } from './quote.ts';
import { feeAtom, gasPriceAtom } from './state.ts';
import type { SwapToken } from './tokens.ts';
import { useT } from '../../ui/i18n/useT.ts';

/** Above this price impact (percent) the row is marked: the visitor gets noticeably less than the pool's price. */
const HIGH_PRICE_IMPACT = 3;

/**
 * What the quote means, under the form: the rate, price impact, the minimum received at the slippage tolerance
 * (SPEC section 9: 1 %), the network fee (gas price × the gas of what Swap will send) and the provider.
 */
export function SwapDetails(props: { quote: Quote; from: SwapToken; to: SwapToken; nativePrice: number | undefined; quoteKey: string }) {
  const t = useT();
  const { quote, from, to } = props;
  const network = useAtomValue(activeNetworkAtom);
  const gasPrice = useAtomValue(gasPriceAtom);
  const fee = useAtomValue(feeAtom);
  const rate = rateOf(quote, from, to);
  const impact = quote.priceImpact;
  const native = network?.nativeCurrency;

  let feeText: ReactNode;
  if (gasPrice?.status === 'error') feeText = <span className="error-text">{t.text(gasPrice.message)}</span>;
  else if (fee.status === 'error' && fee.key === props.quoteKey) feeText = <span className="muted">{t.text(fee.message)}</span>;
  else if (fee.status === 'ready' && fee.key === props.quoteKey && gasPrice?.status === 'ready' && native) {
    const wei = fee.gas * gasPrice.wei;
    const usd = formatUsd(usdOf(wei, native.decimals, props.nativePrice));
    feeText = (
      <>
        ≈ {formatUnits(wei, native.decimals)} {native.symbol}
        {usd ? <span className="muted"> · {usd}</span> : null}
        {fee.needsApproval ? <span className="muted"> {t('swap.approvalAndSwap')}</span> : null}
      </>
    );
  } else if (fee.status === 'idle') feeText = <span className="muted">—</span>;
  else feeText = <Spinner label={t('swap.estimatingFee')} />;

  return (
    <dl className="swap-details" data-testid="swap-details">
      <dt>{t('swap.rate')}</dt>
      <dd>
        1 {from.symbol} ≈ {rate.toLocaleString(t.locale, { maximumSignificantDigits: 6 })} {to.symbol}
      </dd>
      <dt>{t('swap.priceImpact')}</dt>
      <dd data-testid="swap-price-impact" className={impact !== undefined && impact >= HIGH_PRICE_IMPACT ? 'warn' : undefined}>
        {impact === undefined ? '—' : `${impact < 0.01 ? '<0.01' : impact.toFixed(2)} %`}
      </dd>
      <dt>{t('swap.minimumReceived')}</dt>
      <dd data-testid="swap-minimum">
        {formatUnits(quote.minimumReceived, to.decimals)} {to.symbol}
      </dd>
      <dt>{t('swap.slippage')}</dt>
      <dd data-testid="swap-slippage">{SLIPPAGE_PERCENT} %</dd>
      <dt>{t('swap.networkFee')}</dt>
      <dd data-testid="swap-fee" aria-live="polite">
        {feeText}
      </dd>
      <dt>{t('swap.provider')}</dt>
      <dd data-testid="swap-provider">{quote.provider}</dd>
    </dl>
  );
}

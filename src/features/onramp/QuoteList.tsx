import { useId } from 'react';
import { formatDecimal } from '../../core/i18n/numbers.ts';
import { formatElements } from '../../ui/i18n/formatElements.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import type { ProviderQuote } from './api.ts';
import { formatFiat } from './limits.ts';
import { providerFeeRange, providerName } from './providers.ts';
import type { Money } from './schemas.ts';

function QuoteCard({ entry, best, onBuy }: { entry: ProviderQuote; best: boolean; onBuy: () => void }) {
  const t = useT();
  const { quote, estimate } = entry;
  const name = providerName(entry.provider);
  const feeRange = providerFeeRange(entry.provider);
  const money = (m: Money) => formatFiat(t.locale, m.amount, m.currency, true);
  const received = quote.purchaseAmount.amount;
  const amount = received
    ? `${estimate ? '≈ ' : ''}${formatDecimal(t.locale, received)} ${quote.purchaseAmount.currency}`
    : t('buy.amountShown', { name });
  return (
    <li className="buy-quote" data-testid="buy-quote" data-provider={entry.provider}>
      <div className="buy-quote-head">
        <strong>{name}</strong>
        {best ? <span className="tag">{t('buy.best')}</span> : null}
        {estimate ? <span className="tag">{t('buy.estimate')}</span> : null}
      </div>
      <p className="buy-receive" data-testid="buy-received">
        {formatElements(t('buy.youReceive'), { amount: <strong>{amount}</strong> })}
      </p>
      <dl className="buy-terms">
        {quote.coinbaseFee ? (
          <>
            <dt>{t('buy.providerFee', { name })}</dt>
            <dd>{estimate ? t('buy.upTo', { amount: money(quote.coinbaseFee) }) : money(quote.coinbaseFee)}</dd>
          </>
        ) : null}
        <dt>{t('swap.networkFee')}</dt>
        <dd>{estimate ? t('buy.setBy', { name }) : money(quote.networkFee)}</dd>
        <dt>{t('buy.subtotal')}</dt>
        <dd>{estimate ? `≈ ${money(quote.paymentSubtotal)}` : money(quote.paymentSubtotal)}</dd>
        <dt>{t('buy.total')}</dt>
        <dd>{money(quote.paymentTotal)}</dd>
      </dl>
      {feeRange ? (
        <p className="buy-hint" data-testid="buy-fee-range">
          {t('buy.feeRange', {
            name,
            min: formatDecimal(t.locale, String(feeRange[0])),
            max: formatDecimal(t.locale, String(feeRange[1])),
          })}
        </p>
      ) : null}
      <button type="button" className="button wide" onClick={onBuy}>
        {t('buy.buyWith', { name })}
      </button>
    </li>
  );
}

/**
 * Every provider's quote (SPEC section 3): the amount received, the provider's fee, the network fee, the subtotal
 * and the total; the most received first, marked Best. A placeholder standing in for a failed quote is marked
 * Estimate and says why. Choosing one opens that provider's page.
 */
export function QuoteList({ quotes, loading, onBuy }: { quotes: ProviderQuote[]; loading: boolean; onBuy: (provider: string) => void }) {
  const t = useT();
  const headingId = useId();
  if (quotes.length === 0) {
    return loading ? (
      <div className="center">
        <Spinner label={t('buy.gettingQuotes')} />
      </div>
    ) : null;
  }
  // The list comes sorted, real quotes first: the first is the best when there is a choice.
  const real = quotes.filter((q) => !q.estimate);
  const bestProvider = real.length > 1 ? real[0]?.provider : undefined;
  return (
    <section className="section" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h3 className="section-title" id={headingId}>
        {t('buy.quotes')}
      </h3>
      {quotes.some((q) => q.estimate) ? (
        <p className="buy-note" data-testid="buy-estimate-note">
          {t('buy.estimateNote')}
        </p>
      ) : null}
      <ul className="list buy-quotes" aria-label={t('buy.quotes')}>
        {quotes.map((entry) => (
          <QuoteCard key={entry.provider} entry={entry} best={entry.provider === bestProvider} onBuy={() => onBuy(entry.provider)} />
        ))}
      </ul>
    </section>
  );
}

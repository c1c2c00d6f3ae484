import { useId } from 'react';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import type { ProviderQuote } from './api.ts';
import { formatFiat } from './limits.ts';
import { providerName } from './providers.ts';
import type { Money } from './schemas.ts';

const money = (m: Money) => formatFiat(m.amount, m.currency, true);

function QuoteCard({ entry, best, onBuy }: { entry: ProviderQuote; best: boolean; onBuy: () => void }) {
  const { quote, estimate } = entry;
  const name = providerName(entry.provider);
  const received = quote.purchaseAmount.amount;
  return (
    <li className="buy-quote" data-testid="buy-quote" data-provider={entry.provider}>
      <div className="buy-quote-head">
        <strong>{name}</strong>
        {best ? <span className="tag">Best</span> : null}
        {estimate ? <span className="tag">Estimate</span> : null}
      </div>
      <p className="buy-receive" data-testid="buy-received">
        You receive{' '}
        <strong>{received ? `${estimate ? '≈ ' : ''}${received} ${quote.purchaseAmount.currency}` : `the amount ${name} shows`}</strong>
      </p>
      <dl className="buy-terms">
        <dt>{name} fee</dt>
        <dd>{estimate ? `up to ${money(quote.coinbaseFee)}` : money(quote.coinbaseFee)}</dd>
        <dt>Network fee</dt>
        <dd>{estimate ? `set by ${name}` : money(quote.networkFee)}</dd>
        <dt>Subtotal</dt>
        <dd>{estimate ? `≈ ${money(quote.paymentSubtotal)}` : money(quote.paymentSubtotal)}</dd>
        <dt>Total</dt>
        <dd>{money(quote.paymentTotal)}</dd>
      </dl>
      <button type="button" className="button wide" onClick={onBuy}>
        Buy with {name}
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
  const headingId = useId();
  if (quotes.length === 0) {
    return loading ? (
      <div className="center">
        <Spinner label="Getting quotes" />
      </div>
    ) : null;
  }
  // The list comes sorted, real quotes first: the first is the best when there is a choice.
  const real = quotes.filter((q) => !q.estimate);
  const bestProvider = real.length > 1 ? real[0]?.provider : undefined;
  return (
    <section className="section" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h3 className="section-title" id={headingId}>
        Quotes
      </h3>
      {quotes.some((q) => q.estimate) ? (
        <p className="buy-note" data-testid="buy-estimate-note">
          Estimate only: a provider's quote couldn't be loaded. Its page shows the final price before you pay.
        </p>
      ) : null}
      <ul className="list buy-quotes" aria-label="Quotes">
        {quotes.map((entry) => (
          <QuoteCard key={entry.provider} entry={entry} best={entry.provider === bestProvider} onBuy={() => onBuy(entry.provider)} />
        ))}
      </ul>
    </section>
  );
}

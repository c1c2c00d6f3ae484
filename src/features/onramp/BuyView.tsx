import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef } from 'react';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { currencyImageUrl, tokenImageUrl } from '../../core/api/currencyImages.ts';
import { AmountField } from '../../ui/AmountField/AmountField.tsx';
import { useAutofocus } from '../../ui/focus/useAutofocus.ts';
import { Logo } from '../../ui/Image/Logo.tsx';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { BuyProgress } from './BuyProgress.tsx';
import { amountErrorText, limitText, methodLabel } from './limits.ts';
import { QuoteList } from './QuoteList.tsx';
import { buyableAssets, buyableNetworks } from './selection.ts';
import { onrampAtom } from './state.ts';
import { useOnrampActions } from './useOnrampActions.ts';

/** How long typing pauses before the providers are asked for quotes. */
const QUOTE_DELAY_MS = 400;

/**
 * Buy (SPEC sections 3, 7, 9): the asset and its network, the payment currency and method with its limits, the
 * fiat amount, then every provider's quote; choosing one opens that provider's page in a popup. While it is open
 * the view says "Buy in progress"; the balances refresh when it closes or the purchase lands.
 */
export function BuyView() {
  const t = useT();
  const actions = useOnrampActions();
  const { push, api } = useServices();
  const state = useAtomValue(onrampAtom);
  const connection = useAtomValue(activeConnectionAtom);
  const network = useAtomValue(activeNetworkAtom);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { selection, options, phase } = state;
  useAutofocus(form, Boolean(options));

  useEffect(() => {
    void actions.load();
  }, [connection.address, network?.caipNetworkId]);
  // Quotes once typing pauses; a change of any choice asks again.
  useEffect(() => {
    if (phase.step !== 'form') return;
    const timer = setTimeout(() => void actions.requestQuotes(), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.amount, selection?.asset, selection?.network, selection?.currency, selection?.method, options, phase.step]);

  if (!connection.address) {
    return (
      <div className="center">
        <p className="muted">{t('buy.connectFirst')}</p>
        <button type="button" className="button" onClick={() => push('Connect')}>
          {t('view.Connect')}
        </button>
      </div>
    );
  }
  if (phase.step !== 'form') return <BuyProgress phase={phase} actions={actions} />;
  if (!options || !selection) {
    return (
      <div className="center">{options ? <p className="muted">{t('buy.nothing')}</p> : <Spinner label={t('buy.loadingOptions')} />}</div>
    );
  }

  const namespaces = actions.namespaces();
  const assets = buyableAssets(options, namespaces);
  const chosenAsset = options.purchaseCurrencies.find((a) => a.id === selection.asset);
  const networks = buyableNetworks(chosenAsset, namespaces);
  const assetSymbol = chosenAsset?.symbol ?? selection.asset;
  const methods = options.paymentCurrencies.find((c) => c.id === selection.currency)?.payment_method_limits ?? [];
  const limit = actions.limit(state);
  const error = limit && actions.isOutOfLimits(state) ? amountErrorText(t, limit, selection.currency) : null;
  return (
    <form ref={form} className="buy-form" noValidate onSubmit={(event) => event.preventDefault()}>
      {state.sample ? (
        <p className="buy-note" data-testid="buy-sample-note">
          {t('buy.sample')}
        </p>
      ) : null}
      <div className="buy-pair">
        <div className="stack">
          <label htmlFor={`${id}-asset`}>{t('buy.asset')}</label>
          <div className="with-logo">
            <Logo src={tokenImageUrl(api, assetSymbol)} size={24} fallback={assetSymbol.slice(0, 1)} />
            <select
              id={`${id}-asset`}
              className="input"
              value={selection.asset}
              onChange={(e) => actions.select({ asset: e.target.value })}
            >
              {assets.map((asset) => (
                <option key={asset.id} value={asset.id}>
                  {asset.symbol} · {asset.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="stack">
          <label htmlFor={`${id}-network`}>{t('send.network')}</label>
          <select
            id={`${id}-network`}
            className="input"
            value={selection.network}
            onChange={(e) => actions.select({ network: e.target.value })}
          >
            {networks.map((n) => (
              <option key={n.name} value={n.name}>
                {n.display_name || n.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="buy-pair">
        <div className="stack">
          <label htmlFor={`${id}-currency`}>{t('buy.payIn')}</label>
          <div className="with-logo">
            <Logo src={currencyImageUrl(api, selection.currency)} size={24} fallback={selection.currency.slice(0, 1)} />
            <select
              id={`${id}-currency`}
              className="input"
              value={selection.currency}
              onChange={(e) => actions.select({ currency: e.target.value })}
            >
              {options.paymentCurrencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.id}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="stack">
          <label htmlFor={`${id}-method`}>{t('buy.payWith')}</label>
          <select
            id={`${id}-method`}
            className="input"
            value={selection.method}
            onChange={(e) => actions.select({ method: e.target.value })}
          >
            {methods.map((m) => (
              <option key={m.id} value={m.id}>
                {methodLabel(t, m.id)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AmountField
        id={id}
        label={t('send.amountOf', { symbol: selection.currency })}
        value={state.amount}
        onChange={actions.setAmount}
        error={error}
        hint={limit ? limitText(t, limit, selection.currency, selection.method) : ''}
      />
      {state.notice ? (
        <p className="buy-note" role="status">
          {t(state.notice.key, state.notice.params)}
        </p>
      ) : null}
      {state.error ? (
        <p className="error-text" role="alert">
          {t(state.error.key, state.error.params)}
        </p>
      ) : null}
      <QuoteList quotes={state.quotes} loading={state.quoting} onBuy={(provider) => void actions.buy(provider)} />
    </form>
  );
}

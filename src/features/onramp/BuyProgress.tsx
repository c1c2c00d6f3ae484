import { useAtomValue } from 'jotai/react';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { useServices } from '../../atoms/hooks.ts';
import { formatDecimal } from '../../core/i18n/numbers.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import type { OnrampActions } from './actions.ts';
import { providerName } from './providers.ts';
import { caipNetworkIdOf } from './selection.ts';
import type { Phase } from './state.ts';

/** The bought asset's balance on its network once the account's balances have it (they refresh after a purchase). */
function NewBalance({ actions }: { actions: OnrampActions }) {
  const t = useT();
  const balances = useAtomValue(tokenBalancesAtom);
  const choice = actions.chosen();
  if (!choice) return null;
  const chainId = caipNetworkIdOf(choice.network);
  const contract = choice.network.contract_address.toLowerCase();
  const token = balances?.find(
    (b) =>
      b.chainId === chainId && b.symbol === choice.asset.symbol && (contract ? b.address?.toLowerCase().endsWith(contract) : !b.address),
  );
  if (!token) return null;
  return (
    <p className="muted" data-testid="buy-balance">
      {t('buy.yourBalance', { amount: `${formatDecimal(t.locale, token.quantity.numeric)} ${token.symbol}` })}
    </p>
  );
}

/**
 * The purchase after the form: the provider's page being made, "Buy in progress" while its window is open (with a
 * link when the browser blocked the window), and what was bought with the new balance once it lands.
 */
export function BuyProgress({ phase, actions }: { phase: Exclude<Phase, { step: 'form' }>; actions: OnrampActions }) {
  const t = useT();
  const { reset } = useServices();
  const name = providerName(phase.provider);
  if (phase.step === 'done') {
    return (
      <div className="center buy-progress">
        <h3>{t('buy.complete')}</h3>
        <p role="status" data-testid="buy-result">
          {phase.received
            ? t('buy.bought', { amount: `${formatDecimal(t.locale, phase.received.amount)} ${phase.received.symbol}`, name })
            : t('buy.boughtWith', { name })}
        </p>
        <NewBalance actions={actions} />
        <div className="buy-pair">
          <button type="button" className="button secondary" onClick={actions.again}>
            {t('buy.more')}
          </button>
          <button type="button" className="button" onClick={() => reset('Account')}>
            {t('buy.done')}
          </button>
        </div>
      </div>
    );
  }
  const link = phase.step === 'progress' ? phase.link : undefined;
  return (
    <div className="center buy-progress">
      <Spinner large />
      <div className="center" role="status">
        <h3>{phase.step === 'opening' ? t('buy.opening', { name }) : t('buy.inProgress')}</h3>
        {link ? (
          <p>
            {t('buy.blocked', { name })}{' '}
            <a href={link} target="_blank" rel="noopener noreferrer">
              {t('wc.open', { name })}
              <span className="visually-hidden"> {t('connect.newTab')}</span>
            </a>
          </p>
        ) : (
          <p className="muted">{t('buy.completeIn', { name })}</p>
        )}
      </div>
      <div className="buy-pair">
        {phase.step === 'progress' && !link ? (
          <button type="button" className="button secondary" onClick={actions.focusPopup}>
            {t('buy.showWindow')}
          </button>
        ) : null}
        <button type="button" className="button secondary" onClick={actions.cancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

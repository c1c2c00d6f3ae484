import { useAtomValue } from 'jotai/react';
import { allAccountsAtom, bitcoinBalanceAtom } from '../../atoms/bitcoin.ts';
import { useServices } from '../../atoms/hooks.ts';
import { truncateAddress } from '../../core/caip.ts';
import { formatSats } from '../../chains/bitcoin/units.ts';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * The Bitcoin connection's part of the Account view: the balance split into confirmed and pending (mempool)
 * satoshis, its accounts with their types (payment pays and receives; ordinal holds inscriptions), and Sign message.
 */
export function BitcoinAccountPanel() {
  const t = useT();
  const { push } = useServices();
  const balance = useAtomValue(bitcoinBalanceAtom);
  const accounts = useAtomValue(allAccountsAtom('bip122'));
  return (
    <section className="stack" aria-label="Bitcoin">
      {balance ? (
        <p className="muted" data-testid="bitcoin-balance-split">
          <span data-testid="bitcoin-confirmed">{t('bitcoin.confirmed', { amount: formatSats(balance.confirmed) })}</span>
          {' · '}
          <span data-testid="bitcoin-pending">{t('bitcoin.pending', { amount: formatSats(balance.pending) })}</span>
        </p>
      ) : null}
      <ul className="list" aria-label={t('bitcoin.accounts')}>
        {accounts.map((account) => (
          <li key={account.address} data-testid={`bitcoin-account-${account.type}`} title={account.address}>
            {t(account.type === 'payment' ? 'bitcoin.payment' : 'bitcoin.ordinal')}{' '}
            <span className="muted">{truncateAddress(account.address)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary" onClick={() => push('BitcoinSignMessage')}>
        {t('view.BitcoinSignMessage')}
      </button>
    </section>
  );
}

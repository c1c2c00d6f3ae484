import { useAtomValue } from 'jotai/react';
import { useEffect, useId } from 'react';
import { activityAtom } from '../../atoms/activity.ts';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { useServices } from '../../atoms/hooks.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { HistoryTransaction } from '../../core/api/history.ts';
import { truncateAddress } from '../../core/caip.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { addStyles } from '../../ui/theme/styles.ts';
import { counterpart, explorerTxUrl, formatTxAmount, formatTxTime, groupByDate, operationLabel, transferSign } from './format.ts';
import { ErrorRetry } from '../../ui/ErrorRetry/ErrorRetry.tsx';
import { Logo } from '../../ui/Image/Logo.tsx';

addStyles(/* css */ `
.activity { display: flex; flex-direction: column; gap: 10px; }
.activity-group { margin: 0; }
.activity-date { margin: 0 0 4px; font-size: 12px; font-weight: 600; color: var(--a-fg-2); text-transform: uppercase; letter-spacing: 0.04em; }
.activity-row { display: flex; align-items: flex-start; gap: 10px; padding: 6px 4px; font-size: 14px; }
.activity-row img, .activity-row .glyph { width: 32px; height: 32px; border-radius: 50%; flex: none; background: var(--a-bg-3); }
.activity-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.activity-title { font-weight: 600; display: flex; gap: 6px; align-items: center; }
.activity-amounts { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.activity-amounts .plus { color: var(--a-success); }
.activity-row .muted { font-size: 13px; }
/* A shortened address is one token: it moves to the next line whole, never split. */
.activity-row .address { white-space: nowrap; }
.activity-row a { color: var(--a-fg-2); font-size: 12px; }
.tag[data-status="failed"] { color: var(--a-error); border-color: var(--a-error); }
`);

function ActivityRow({
  tx,
  address,
  explorer,
}: {
  tx: HistoryTransaction;
  address: string | undefined;
  explorer: { name: string; url: string } | undefined;
}) {
  const t = useT();
  const party = counterpart(tx, address);
  const first = tx.transfers[0];
  const icon = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url ?? undefined;
  const link = explorerTxUrl(explorer?.url, tx.metadata.hash);
  return (
    <li className="activity-row" data-testid="activity-row">
      <Logo src={icon} size={32} fallback={operationLabel(tx.metadata.operationType).slice(0, 1)} />
      <span className="activity-main">
        <span className="activity-title">
          {t.text(operationLabel(tx.metadata.operationType))}
          {tx.metadata.status !== 'confirmed' ? (
            <span className="tag" data-status={tx.metadata.status}>
              {t(tx.metadata.status === 'failed' ? 'activity.failed' : 'activity.pending')}
            </span>
          ) : null}
        </span>
        <span className="muted">
          {t.text(party.label)}{' '}
          <span className="address" title={party.address}>
            {truncateAddress(party.address)}
          </span>{' '}
          · <time dateTime={tx.metadata.minedAt}>{formatTxTime(tx.metadata.minedAt, t.locale)}</time>
        </span>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('toast.viewOn', { explorer: explorer?.name ?? '' })}
            <span className="visually-hidden"> {t('connect.newTab')}</span>
          </a>
        ) : null}
      </span>
      <span className="activity-amounts">
        {tx.transfers.map((transfer, i) => {
          const sign = transferSign(tx.metadata.operationType, transfer.direction);
          const symbol = transfer.fungible_info?.symbol ?? transfer.fungible_info?.name ?? transfer.nft_info?.name ?? '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: transfers of one transaction have no id and never reorder.
            <span key={i} className={sign === '+' ? 'plus' : undefined} data-testid="activity-amount">
              {sign}
              {formatTxAmount(transfer.quantity.numeric)} {symbol}
            </span>
          );
        })}
      </span>
    </li>
  );
}

/**
 * The Activity tab (SPEC sections 2, 3 and 9): the connected account's transactions on the active network
 * in date groups, each with its operation, counterpart (4/6 truncated), status, signed amount with 3
 * decimals and symbol, and the explorer link when the network has an explorer. The first page is fetched
 * whenever the tab opens, so a transaction made meanwhile shows; "Load more" fetches the next page.
 */
export function ActivityList() {
  const t = useT();
  const { activity } = useServices();
  const state = useAtomValue(activityAtom);
  const connection = useAtomValue(activeConnectionAtom);
  const network = useAtomValue(activeNetworkAtom);
  const headingBase = useId();

  useEffect(() => {
    void activity?.load();
  }, [activity, connection.address, network?.caipNetworkId]);

  const account = network && connection.address ? `${network.caipNetworkId}:${connection.address}` : null;
  const transactions = state.account === account ? state.transactions : [];

  if (transactions.length === 0) {
    if (state.status === 'error') {
      return <ErrorRetry message={t.text(state.error ?? '')} onRetry={() => void activity?.retry()} />;
    }
    if (state.status === 'ready' && state.account === account) return <p className="muted center">{t('activity.none')}</p>;
    return (
      <div className="center">
        <Spinner label={t('activity.loading')} />
      </div>
    );
  }

  const explorer = network?.blockExplorers?.default;
  return (
    <div className="activity" aria-busy={state.status === 'loading' || state.loadingMore || undefined}>
      {groupByDate(transactions, t.locale).map((group, i) => (
        <section key={group.label} className="activity-group" aria-labelledby={`${headingBase}-${i}`}>
          <h3 className="activity-date" id={`${headingBase}-${i}`}>
            {t.text(group.label)}
          </h3>
          <ul className="list" aria-label={t('activity.group', { date: t.text(group.label) })}>
            {group.transactions.map((tx) => (
              <ActivityRow key={tx.id} tx={tx} address={connection.address} explorer={explorer} />
            ))}
          </ul>
        </section>
      ))}
      {state.error ? (
        <ErrorRetry message={t.text(state.error)} onRetry={() => void activity?.retry()} />
      ) : state.loadingMore ? (
        <div className="center">
          <Spinner label={t('activity.loadingMore')} />
        </div>
      ) : state.next ? (
        <button type="button" className="button secondary wide" onClick={() => void activity?.loadMore()}>
          {t('activity.loadMore')}
        </button>
      ) : null}
    </div>
  );
}

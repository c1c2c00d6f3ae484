import type { HistoryTransaction, HistoryTransfer } from '../../core/api/history.ts';
import type { Locale } from '../../core/i18n/locales.ts';

/** SPEC section 9: these operations show '+'; these '-' (sends too). Others follow the transfer's direction. */
const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim']);
const MINUS = new Set(['withdraw', 'repay', 'burn', 'send']);

/** The sign shown before a transfer's amount. */
export function transferSign(operationType: string, direction: HistoryTransfer['direction']): '+' | '-' | '' {
  if (PLUS.has(operationType)) return '+';
  if (MINUS.has(operationType)) return '-';
  return direction === 'in' ? '+' : direction === 'out' ? '-' : '';
}

/** A transaction amount with 3 decimals (SPEC section 9), grouped; tiny non-zero amounts as "<0.001". */
export function formatTxAmount(numeric: string): string {
  const value = Number(numeric);
  if (!Number.isFinite(value)) return numeric;
  if (value > 0 && value < 0.001) return '<0.001';
  // Grouped by hand, like the wallet count: no Intl on this path.
  const [whole = '0', fraction = '000'] = value.toFixed(3).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** "Send", "Receive", … for an operation type. */
export function operationLabel(operationType: string): string {
  return operationType ? operationType.charAt(0).toUpperCase() + operationType.slice(1) : 'Transaction';
}

/** The other party of a transaction as the account sees it: who it went to, or who it came from. */
export function counterpart(tx: HistoryTransaction, address: string | undefined): { label: 'To' | 'From'; address: string } {
  const sentByMe = Boolean(address) && tx.metadata.sentFrom.toLowerCase() === address!.toLowerCase();
  return sentByMe ? { label: 'To', address: tx.metadata.sentTo } : { label: 'From', address: tx.metadata.sentFrom };
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * The date group heading of a time: "Today", "Yesterday" (English, said by the catalogue), else the date in the
 * modal's language, e.g. "Mar 4, 2025" or "2025年3月4日" (local time).
 */
export function dateGroupLabel(minedAt: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(minedAt);
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The time of day a transaction was mined, in the modal's language ("3:05 PM", "15:05"). */
export function formatTxTime(minedAt: string, locale: Locale): string {
  return new Date(minedAt).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** Transactions in date groups, in the order given (newest first from the API). */
export function groupByDate(
  transactions: readonly HistoryTransaction[],
  locale: Locale,
  now: Date = new Date(),
): Array<{ label: string; transactions: HistoryTransaction[] }> {
  const groups: Array<{ label: string; transactions: HistoryTransaction[] }> = [];
  for (const tx of transactions) {
    const label = dateGroupLabel(tx.metadata.minedAt, locale, now);
    const last = groups[groups.length - 1];
    if (last?.label === label) last.transactions.push(tx);
    else groups.push({ label, transactions: [tx] });
  }
  return groups;
}

/** The explorer page of a transaction, when the network has an explorer. */
export function explorerTxUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  if (!explorerUrl) return undefined;
  return `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}`;
}

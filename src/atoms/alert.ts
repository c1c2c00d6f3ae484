import { atom } from 'jotai/vanilla';
import type { Alert } from '../core/errors/alerts.ts';
import type { Store } from './store.ts';

/** The alert the modal shows (one at a time) and the titles already shown, since each is shown once. */
export const alertAtom = atom<Alert | null>(null);
export const shownAlertsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Shows an alert unless one with the same title was already shown; logs its long message. */
export function showAlert(store: Store, alert: Alert, log: Pick<Console, 'warn' | 'error'> = console): boolean {
  const shown = store.get(shownAlertsAtom);
  if (shown.has(alert.shortMessage)) return false;
  store.set(shownAlertsAtom, new Set([...shown, alert.shortMessage]));
  store.set(alertAtom, alert);
  (alert.variant === 'error' ? log.error : log.warn)(`[airlock] ${alert.shortMessage}: ${alert.longMessage}`);
  return true;
}

export function dismissAlert(store: Store) {
  store.set(alertAtom, null);
}

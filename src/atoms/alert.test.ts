import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { ALERTS } from '../core/errors/alerts.ts';
import { alertAtom, dismissAlert, showAlert } from './alert.ts';

describe('alerts', () => {
  it('shows each alert once and logs it', () => {
    const store = createStore();
    const log = { warn: vi.fn(), error: vi.fn() };
    expect(showAlert(store, ALERTS.projectIdNotConfigured(), log)).toBe(true);
    expect(store.get(alertAtom)?.shortMessage).toBe('Project ID Not Configured');
    dismissAlert(store);
    expect(showAlert(store, ALERTS.projectIdNotConfigured(), log)).toBe(false);
    expect(store.get(alertAtom)).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('logs info alerts as warnings', () => {
    const store = createStore();
    const log = { warn: vi.fn(), error: vi.fn() };
    showAlert(store, ALERTS.multiWalletNotEnabled(), log);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { createToaster, toastAtom } from './toast.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast at once when none is open', () => {
    const store = createStore();
    createToaster(store).showSuccess('Address copied');
    expect(store.get(toastAtom)).toMatchObject({ message: 'Address copied', variant: 'success', open: true });
  });

  it('replaces an open toast after a 150 ms close', () => {
    const store = createStore();
    const toaster = createToaster(store);
    toaster.showLoading('Connecting');
    toaster.showError('Connection rejected');
    expect(store.get(toastAtom)).toMatchObject({ message: 'Connecting', open: false });
    vi.advanceTimersByTime(149);
    expect(store.get(toastAtom)?.message).toBe('Connecting');
    vi.advanceTimersByTime(1);
    expect(store.get(toastAtom)).toMatchObject({ message: 'Connection rejected', variant: 'error', open: true });
  });

  it('keeps only the newest of quick successive toasts', () => {
    const store = createStore();
    const toaster = createToaster(store);
    toaster.showSuccess('one');
    toaster.showSuccess('two');
    toaster.showSuccess('three');
    vi.advanceTimersByTime(150);
    expect(store.get(toastAtom)?.message).toBe('three');
  });

  it('closes success by itself but keeps loading open', () => {
    const store = createStore();
    const toaster = createToaster(store);
    toaster.showLoading('Waiting');
    vi.advanceTimersByTime(10_000);
    expect(store.get(toastAtom)?.open).toBe(true);
    toaster.hide();
    toaster.showSuccess('Done');
    vi.advanceTimersByTime(2_500);
    expect(store.get(toastAtom)?.open).toBe(false);
  });

  it('carries an svg to the toast it shows, and a link keeps the toast three times as long', () => {
    const store = createStore();
    const toaster = createToaster(store);
    const svg = { icon: 'walletConnect', color: 'var(--airlock-accent)' } as const;
    toaster.showSuccess('Only WalletConnect certified', { svg });
    expect(store.get(toastAtom)).toMatchObject({ message: 'Only WalletConnect certified', variant: 'success', open: true, svg });
    vi.advanceTimersByTime(2_500);
    expect(store.get(toastAtom)?.open).toBe(false);
    toaster.showSuccess('Sent 1 ETH', { link: { href: 'https://explorer.example/tx/0x1', label: 'View' } });
    expect(store.get(toastAtom)?.svg).toBeUndefined();
    vi.advanceTimersByTime(2_500 * 3 - 1);
    expect(store.get(toastAtom)).toMatchObject({ open: true, link: { label: 'View' } });
    vi.advanceTimersByTime(1);
    expect(store.get(toastAtom)?.open).toBe(false);
  });
});

import { atom } from 'jotai/vanilla';
import { TIME } from '../core/constants.ts';
import type { Store } from './store.ts';

export type ToastVariant = 'success' | 'loading' | 'error';
/** A link a toast may carry (e.g. the transaction on the network's explorer). */
export type ToastLink = { href: string; label: string };
/** An icon a toast may show before its message (SPEC's toast `svg`; drawn by ui/Toast), in a CSS colour. */
export type ToastSvg = { icon: 'walletConnect'; color: string };
/** What a success toast may carry besides its message. */
export type ToastExtras = { link?: ToastLink | undefined; svg?: ToastSvg };
export type Toast = { message: string; variant: ToastVariant; open: boolean; autoClose: boolean } & ToastExtras;

export const toastAtom = atom<Toast | null>(null);

export type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void };
const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

const AUTO_CLOSE_MS = 2_500;

/**
 * Shows toasts. A toast shown while another is open closes that one first and
 * appears 150 ms later (SPEC section 4); success and error close by themselves, loading stays.
 */
export function createToaster(store: Store, timers: Timers = realTimers) {
  let swap: unknown;
  let autoClose: unknown;
  const show = (message: string, variant: ToastVariant, extras?: ToastExtras) => {
    const next: Toast = { message, variant, open: true, autoClose: variant !== 'loading', ...extras };
    timers.clearTimeout(swap);
    timers.clearTimeout(autoClose);
    const reveal = () => {
      store.set(toastAtom, next);
      // A toast with a link stays longer, so the link can be reached.
      if (next.autoClose) autoClose = timers.setTimeout(hide, next.link ? AUTO_CLOSE_MS * 3 : AUTO_CLOSE_MS);
    };
    const current = store.get(toastAtom);
    if (current?.open) {
      store.set(toastAtom, { ...current, open: false });
      swap = timers.setTimeout(reveal, TIME.toastSwapDelay);
    } else {
      reveal();
    }
  };
  const hide = () => {
    timers.clearTimeout(autoClose);
    const current = store.get(toastAtom);
    if (current?.open) store.set(toastAtom, { ...current, open: false });
  };
  return {
    showSuccess: (message: string, extras?: ToastExtras) => show(message, 'success', extras),
    showLoading: (message: string) => show(message, 'loading'),
    showError: (message: string) => show(message, 'error'),
    hide,
  };
}
export type Toaster = ReturnType<typeof createToaster>;

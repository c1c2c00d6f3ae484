import { ONRAMP_SUCCESS } from './api.ts';
import type { OnrampPurchase } from './schemas.ts';

export type Timers = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
};

/** The provider's window is checked every second (as social login's popup, SPEC section 9), the history every other. */
export const POPUP_POLL_MS = 1000;
const HISTORY_EVERY = 2;
/** A purchase left open longer than this is no longer watched (the balance shows it whenever it lands). */
export const WATCH_LIMIT_MS = 30 * 60 * 1000;

export type WatchInput = {
  /** The provider's window; null when the browser blocked it (then only the history is watched). */
  popup: Pick<Window, 'closed'> | null;
  /** Ids of the purchases listed before this one; undefined when they could not be read (then only the window is watched). */
  known: ReadonlySet<string> | undefined;
  purchases: () => Promise<OnrampPurchase[]>;
  onLanded: (purchase: OnrampPurchase) => void;
  /** The window closed (or the watch timed out) with nothing landed. */
  onClosed: () => void;
  timers?: Timers;
};

const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/**
 * Watches a purchase in the provider's window: it has landed once the history lists a successful purchase that
 * was not there before; it is over once the window closes (one last look at the history first). Returns stop.
 */
export function watchPurchase(input: WatchInput): () => void {
  const timers = input.timers ?? realTimers;
  let ticks = 0;
  let checking = false;
  let over = false;

  const stop = () => {
    over = true;
    timers.clearInterval(handle);
  };

  /** The new successful purchase, if the history lists one. */
  async function landed(): Promise<OnrampPurchase | undefined> {
    if (!input.known) return undefined;
    const known = input.known;
    try {
      return (await input.purchases()).find((p) => !known.has(p.id) && p.metadata.status === ONRAMP_SUCCESS);
    } catch {
      // The history is only a hint: the window closing still ends the watch.
      return undefined;
    }
  }

  async function check(final: boolean) {
    checking = true;
    const purchase = await landed();
    checking = false;
    if (over && !final) return;
    if (purchase) {
      stop();
      input.onLanded(purchase);
    } else if (final) input.onClosed();
  }

  const handle = timers.setInterval(() => {
    if (over) return;
    ticks += 1;
    if (input.popup?.closed || ticks * POPUP_POLL_MS >= WATCH_LIMIT_MS) {
      stop();
      void check(true);
    } else if (ticks % HISTORY_EVERY === 0 && !checking) void check(false);
  }, POPUP_POLL_MS);
  return stop;
}

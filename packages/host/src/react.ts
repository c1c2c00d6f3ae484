import { useCallback, useEffect, useRef, useState } from 'react';
import { loadAirlock } from './loadAirlock.ts';
import type { Airlock } from './modules.ts';

/** Where a host's Airlock is: loading, ready (with what `setup` made of it), or unavailable (with a retry). */
export type AirlockState<Kit> =
  | { status: 'loading' }
  | { status: 'ready'; airlock: Airlock; kit: Kit }
  | { status: 'unavailable'; retry: () => void };

/**
 * Loads Airlock from `manifestUrl` after the host's first render (an unreachable remote never holds the host up)
 * and runs `setup` once it is loaded, typically `({ appkit }) => appkit.createAppKit(options)`. `setup` is read
 * when a load starts, so an inline function is fine; a setup that throws or rejects leaves Airlock unavailable.
 */
export function useAirlock<Kit>(manifestUrl: string, setup: (airlock: Airlock) => Kit | Promise<Kit>): AirlockState<Kit> {
  const [state, setState] = useState<AirlockState<Kit>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const start = async (): Promise<AirlockState<Kit>> => {
      const airlock = await loadAirlock(manifestUrl);
      // A newer load (StrictMode's second effect, a retry, another URL) owns the setup.
      if (!airlock || !current) return { status: 'unavailable', retry };
      return { status: 'ready', airlock, kit: await setupRef.current(airlock) };
    };
    start()
      .catch((error: unknown) => {
        console.warn('[airlock] setup failed', error);
        return { status: 'unavailable', retry } as const;
      })
      .then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [manifestUrl, attempt, retry]);

  return state;
}

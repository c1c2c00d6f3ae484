/**
 * Wake-ups for long polls: a request waits on a key (a device, a Farcaster channel) until an
 * approval page notifies it or the wait runs out.
 */
export type Signals = {
  /** Resolves true when notified, false when `ms` passed first. */
  wait(key: string, ms: number): Promise<boolean>;
  notify(key: string): void;
};

export function createSignals(): Signals {
  const waiting = new Map<string, Set<(notified: boolean) => void>>();
  return {
    wait(key, ms) {
      return new Promise((resolve) => {
        const set = waiting.get(key) ?? new Set();
        waiting.set(key, set);
        const done = (notified: boolean) => {
          clearTimeout(timer);
          set.delete(done);
          if (set.size === 0 && waiting.get(key) === set) waiting.delete(key);
          resolve(notified);
        };
        const timer = setTimeout(() => done(false), ms);
        set.add(done);
      });
    },
    notify(key) {
      for (const done of [...(waiting.get(key) ?? [])]) done(true);
    },
  };
}

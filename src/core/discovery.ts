/**
 * A list that wallets announce themselves into over time (EIP-6963, Wallet Standard): readers can wait,
 * a bounded time, for one entry to appear, e.g. the stored wallet on reconnect after a reload.
 */
export function createDiscoveryList<T>() {
  let items: T[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => items,
    set(next: T[]) {
      items = next;
      for (const listener of listeners) listener();
    },
    /** The first entry matching `match`, waiting up to `ms` for it; undefined when none appeared. */
    find(match: (item: T) => boolean, ms: number): Promise<T | undefined> {
      const found = items.find(match);
      if (found !== undefined || ms <= 0) return Promise.resolve(found);
      return new Promise((resolve) => {
        const done = (value: T | undefined) => {
          clearTimeout(timer);
          listeners.delete(check);
          resolve(value);
        };
        const check = () => {
          const hit = items.find(match);
          if (hit !== undefined) done(hit);
        };
        const timer = setTimeout(() => done(undefined), ms);
        listeners.add(check);
      });
    },
    clear: () => listeners.clear(),
  };
}

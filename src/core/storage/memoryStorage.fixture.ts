import { createStorage, type StorageBacking } from './storage.ts';

/** A typed storage over an in-memory localStorage, for tests; `entries` are raw values already stored. */
export function memoryStorage(entries: Iterable<[string, string]> = []) {
  const map = new Map<string, string>(entries);
  const backing: StorageBacking = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return createStorage(backing);
}

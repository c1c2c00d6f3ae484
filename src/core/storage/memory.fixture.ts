import type { StorageBacking } from './storage.ts';

/** A Map-backed Web Storage stand-in for unit tests. */
export function memoryBacking(): StorageBacking {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

import * as z from 'zod/mini';
import type { StorageKey } from './keys.ts';

/** The subset of the Web Storage API we need; tests pass a Map-backed fake. */
export type StorageBacking = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TypedStorage = {
  get<T>(entry: StorageKey<T>): T | undefined;
  set<T>(entry: StorageKey<T>, value: T): boolean;
  remove(entry: StorageKey): void;
};

/**
 * Typed, schema-checked persistence. A corrupt or foreign value reads as `undefined` (and is left alone,
 * so another tab or version can still read it); a value that fails its schema is never written.
 * A missing or throwing backing store (private mode, sandboxed iframes) degrades to no persistence.
 */
export function createStorage(backing: StorageBacking | undefined): TypedStorage {
  return {
    get(entry) {
      let raw: string | null = null;
      try {
        raw = backing?.getItem(entry.key) ?? null;
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return undefined;
      }
      const parsed = z.safeParse(entry.schema, json);
      return parsed.success ? parsed.data : undefined;
    },
    set(entry, value) {
      const parsed = z.safeParse(entry.schema, value);
      if (!parsed.success || !backing) return false;
      try {
        backing.setItem(entry.key, JSON.stringify(parsed.data));
        return true;
      } catch {
        return false;
      }
    },
    remove(entry) {
      try {
        backing?.removeItem(entry.key);
      } catch {
        // Storage may be unavailable; nothing to remove then.
      }
    },
  };
}

/** The page's localStorage when it exists and is usable. */
export function browserStorage(): StorageBacking | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

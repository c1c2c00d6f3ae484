import type { Atom } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';
import type { AppKit } from '../appKit.ts';

/** Reads an atom from the instance's own store (never jotai's default store), re-rendering on change. */
export function useStoreValue<T>(kit: AppKit, atom: Atom<T>): T {
  const subscribe = useCallback((cb: () => void) => kit.store.sub(atom, cb), [kit, atom]);
  const get = useCallback(() => kit.store.get(atom), [kit, atom]);
  return useSyncExternalStore(subscribe, get, get);
}

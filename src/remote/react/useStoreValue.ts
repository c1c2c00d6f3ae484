import type { Atom } from 'jotai/vanilla';
import type { AppKit } from '../appKit.ts';
import type { HostReact } from './hostReact.ts';

/** Reads an atom from the instance's own store (never jotai's default store), re-rendering on change. */
export const createUseStoreValue =
  (R: HostReact) =>
  <T>(kit: AppKit, atom: Atom<T>): T => {
    const subscribe = R.useCallback((cb: () => void) => kit.store.sub(atom, cb), [kit, atom]);
    const get = R.useCallback(() => kit.store.get(atom), [kit, atom]);
    return R.useSyncExternalStore(subscribe, get, get);
  };

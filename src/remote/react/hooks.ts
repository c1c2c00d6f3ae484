import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AppKit, OpenOptions, PublicState } from '../appKit.ts';
import type { AppKitEvent } from '../events.ts';
import { useInstance } from './useInstance.ts';

/** Opens and closes the modal. */
export function useAppKit(kit?: AppKit) {
  const instance = useInstance(kit);
  return {
    open: useCallback((options?: OpenOptions) => instance.open(options), [instance]),
    close: useCallback(() => instance.close(), [instance]),
    prefetch: useCallback(() => instance.prefetch(), [instance]),
  };
}

/** The instance's public state, re-rendering only when a field changes. */
export function useAppKitState(kit?: AppKit): PublicState {
  const instance = useInstance(kit);
  const cache = useRef<PublicState | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    const next = instance.getState();
    if (!cache.current || JSON.stringify(cache.current) !== JSON.stringify(next)) cache.current = next;
    return cache.current;
  }, [instance]);
  return useSyncExternalStore(
    useCallback((cb) => instance.subscribeState(cb), [instance]),
    getSnapshot,
    getSnapshot,
  );
}

export function useAppKitTheme(kit?: AppKit) {
  const instance = useInstance(kit);
  const { themeMode } = useAppKitState(instance);
  return {
    themeMode,
    setThemeMode: useCallback((mode: 'light' | 'dark') => instance.setThemeMode(mode), [instance]),
    setThemeVariables: useCallback((v: Record<string, string | number>) => instance.setThemeVariables(v), [instance]),
  };
}

/** The newest event the instance emitted (undefined until one arrives). */
export function useAppKitEvents(kit?: AppKit): AppKitEvent | undefined {
  const instance = useInstance(kit);
  const [event, setEvent] = useState<AppKitEvent>();
  useEffect(() => instance.subscribeEvents(setEvent), [instance]);
  return event;
}

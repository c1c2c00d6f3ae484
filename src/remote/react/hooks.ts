import type { AppKit, OpenOptions, PublicState } from '../appKit.ts';
import type { AppKitEvent } from '../events.ts';
import type { PayArguments } from '../../core/payArguments.ts';
import type { AppKit as PublicKit } from '../publicAppKit.ts';
import type { HostReact } from './hostReact.ts';

/** The instance hooks (open and close, state, theme, events) for one React. */
export function createHooks(R: HostReact, useInstance: (kit?: PublicKit) => AppKit) {
  /** Opens and closes the modal. */
  function useAppKit(kit?: PublicKit) {
    const instance = useInstance(kit);
    return {
      open: R.useCallback((options?: OpenOptions) => instance.open(options), [instance]),
      close: R.useCallback(() => instance.close(), [instance]),
      prefetch: R.useCallback(() => instance.prefetch(), [instance]),
    };
  }

  /** The instance's public state, re-rendering only when a field changes. */
  function useAppKitState(kit?: PublicKit): PublicState {
    const instance = useInstance(kit);
    const cache = R.useRef<PublicState | undefined>(undefined);
    const getSnapshot = R.useCallback(() => {
      const next = instance.getState();
      if (!cache.current || JSON.stringify(cache.current) !== JSON.stringify(next)) cache.current = next;
      return cache.current;
    }, [instance]);
    return R.useSyncExternalStore(
      R.useCallback((cb: () => void) => instance.subscribeState(cb), [instance]),
      getSnapshot,
      getSnapshot,
    );
  }

  function useAppKitTheme(kit?: PublicKit) {
    const instance = useInstance(kit);
    const { themeMode } = useAppKitState(instance);
    return {
      themeMode,
      setThemeMode: R.useCallback((mode: 'light' | 'dark') => instance.setThemeMode(mode), [instance]),
      setThemeVariables: R.useCallback((v: Record<string, string | number>) => instance.setThemeVariables(v), [instance]),
    };
  }

  /** The newest event the instance emitted (undefined until one arrives). */
  function useAppKitEvents(kit?: PublicKit): AppKitEvent | undefined {
    const instance = useInstance(kit);
    const [event, setEvent] = R.useState<AppKitEvent>();
    R.useEffect(() => instance.subscribeEvents(setEvent), [instance]);
    return event;
  }

  /** The instance's `pay()`: resolves with the transaction hash once mined, rejects with a PayError. */
  function usePay(kit?: PublicKit) {
    const instance = useInstance(kit);
    return { pay: R.useCallback((request: PayArguments) => instance.pay(request), [instance]) };
  }

  return { useAppKit, useAppKitState, useAppKitTheme, useAppKitEvents, usePay };
}

/** What subscribeEvents delivers: the same track events analytics receive, with a timestamp. */
export type AppKitEvent = {
  timestamp: number;
  data: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> };
};

/** A tiny synchronous emitter; a throwing listener never stops the others. */
export function createEmitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          console.error('[airlock] listener failed', error);
        }
      }
    },
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

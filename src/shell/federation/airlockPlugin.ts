import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` resolves to when the remote could not load: the shell renders "Wallet unavailable". */
export const REMOTE_UNAVAILABLE = Symbol.for('airlock.remoteUnavailable');
export type UnavailableModule = { [REMOTE_UNAVAILABLE]: true; error: unknown };

const ATTEMPTS = 3;
const BASE_DELAY_MS = 150;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries the manifest fetch with exponential backoff, then falls back: a failed load resolves to an
 * "unavailable" module instead of throwing, so the host keeps rendering.
 */
export default function airlockFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'airlock-retry-fallback',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        try {
          const response = await globalThis.fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS - 1) await wait(BASE_DELAY_MS * 2 ** attempt);
      }
      throw lastError;
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[shell] remote ${id} unavailable`, error);
      const fallback: UnavailableModule = { [REMOTE_UNAVAILABLE]: true, error };
      return fallback;
    },
  };
}

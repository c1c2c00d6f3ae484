import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './unavailable.ts';

const ATTEMPTS = 3;
const BASE_DELAY_MS = 150;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Airlock's runtime plugin for a host: retries the manifest fetch with exponential backoff, resolves a failed
 * load to an "unavailable" module instead of throwing (the host keeps rendering), and binds `airlock/react` to
 * this host's React (another host on the page may have loaded Airlock with its own React first).
 */
export default function airlockPlugin(): ModuleFederationRuntimePlugin {
  let host: ModuleFederation | undefined;
  return {
    name: 'airlock-host',
    apply(instance) {
      host = instance;
    },
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
    // Only the load itself falls back. A fallback handed to the manifest step would be reported as an invalid
    // manifest (RUNTIME-013) and hide the real cause; left alone, the runtime says why (RUNTIME-003).
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[airlock] ${id} unavailable`, error);
      const fallback: UnavailableModule = { [REMOTE_UNAVAILABLE]: true, error };
      return fallback;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      if (expose !== './react' || !host) return undefined;
      const [factory, react] = await Promise.all([remoteEntryExports.get(expose), host.loadShare('react')]);
      const surface = (await factory()) as { bindReact?: (react: unknown) => unknown };
      const bound = react && surface.bindReact ? surface.bindReact(react()) : surface;
      return () => bound;
    },
  };
}

import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { Airlock, AirlockModules } from './modules.ts';
import { isUnavailable } from './unavailable.ts';

/** The alias Airlock is registered under: its modules are `airlock/appkit`, `airlock/react`, … */
const ALIAS = 'airlock';

/**
 * Registers Airlock by its manifest URL at run time and loads its two public modules. Resolves to null when
 * the remote can't be reached (after the runtime plugin's retries): never throws, never holds up the host.
 * Calling it again (a "Try again") registers the remote afresh.
 */
export async function loadAirlock(manifestUrl: string): Promise<Airlock | null> {
  registerRemotes([{ name: ALIAS, entry: manifestUrl }], { force: true });
  const [appkit, react] = await Promise.all([loadAirlockModule('appkit'), loadAirlockModule('react')]);
  return appkit && react ? { appkit, react } : null;
}

/**
 * One more of Airlock's modules (`networks`, `geo`, `wagmi`, `siwx`), each a download of its own, after
 * `loadAirlock` registered the remote. Null when it could not load.
 */
export async function loadAirlockModule<Name extends keyof AirlockModules>(name: Name): Promise<AirlockModules[Name] | null> {
  try {
    const loaded = await loadRemote<AirlockModules[Name]>(`${ALIAS}/${name}`);
    return loaded && !isUnavailable(loaded) ? loaded : null;
  } catch (error) {
    console.warn(`[airlock] ${name} failed to load`, error);
    return null;
  }
}

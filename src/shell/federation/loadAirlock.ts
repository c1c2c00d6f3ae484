import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableModule } from './fallbackPlugin.ts';

type AppkitModule = typeof import('../../remote/index.ts');
type ReactModule = typeof import('../../remote/react/index.ts');
export type Airlock = { appkit: AppkitModule; react: ReactModule };

const isUnavailable = (value: unknown): value is UnavailableModule =>
  typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;

/**
 * Registers the Airlock remote by its manifest URL at run time, exactly as a host team would, and loads
 * its two public modules. Resolves to null when the remote can't be reached (after the plugin's retries).
 */
export async function loadAirlock(manifestUrl: string): Promise<Airlock | null> {
  registerRemotes([{ name: 'airlock', entry: manifestUrl }], { force: true });
  try {
    const [appkit, react] = await Promise.all([loadRemote<AppkitModule>('airlock/appkit'), loadRemote<ReactModule>('airlock/react')]);
    if (!appkit || !react || isUnavailable(appkit) || isUnavailable(react)) return null;
    return { appkit, react };
  } catch (error) {
    console.warn('[shell] Airlock failed to load', error);
    return null;
  }
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isUnavailable } from './airlockPlugin.ts';

export type Airlock = { appkit: typeof import('airlock/appkit'); react: typeof import('airlock/react') };

/**
 * Registers Airlock by its manifest URL at run time and loads its two public modules. Resolves to null when
 * the remote can't be reached (after the plugin's retries): never throws, never holds up the host.
 */
export async function loadAirlock(manifestUrl: string): Promise<Airlock | null> {
  registerRemotes([{ name: 'airlock', entry: manifestUrl }], { force: true });
  try {
    const [appkit, react] = await Promise.all([
      loadRemote<typeof import('airlock/appkit')>('airlock/appkit'),
      loadRemote<typeof import('airlock/react')>('airlock/react'),
    ]);
    if (!appkit || !react || isUnavailable(appkit) || isUnavailable(react)) return null;
    return { appkit, react };
  } catch (error) {
    console.warn('[airlock] failed to load', error);
    return null;
  }
}

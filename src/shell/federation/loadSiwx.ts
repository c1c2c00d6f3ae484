import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SiwxConfig, SiwxModule } from 'airlock/appkit';
import { DEVCLOUD_URL, NETWORKS, PROJECT_ID, SIWX } from '../config.ts';
import { isUnavailable } from './airlockPlugin.ts';

/**
 * `?siwx=browser` (the ready verifier: sessions in this browser) or `?siwx=server` (the server example, against
 * devcloud's `/v1/sessions/*`): the verifier for createAppKit's `siwx` option, from `airlock/siwx`. Loaded
 * only then, after `airlock/appkit` (the remote is registered by then). Null without `?siwx`, or when it can't load.
 */
export async function loadSiwx(): Promise<SiwxConfig | null> {
  if (!SIWX) return null;
  const siwx = await loadRemote<SiwxModule>('airlock/siwx').catch(() => null);
  if (!siwx || isUnavailable(siwx)) return null;
  const statement = 'Sign in to the Airlock shell.';
  return SIWX === 'server'
    ? siwx.createServerSiwx({ url: DEVCLOUD_URL, projectId: PROJECT_ID, statement })
    : siwx.createBrowserSiwx({ networks: NETWORKS, statement });
}

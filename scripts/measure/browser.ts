import { chromium, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM } from '../ensureChromium.ts';
import { serveHosts } from '../hosts.ts';
import { ensureFreshBuild } from './freshBuild.ts';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** Serves the built remote and shell (built first when out of date) unless `npm run preview` already does; returns a stop function. */
export async function ensureHosts(): Promise<() => Promise<void>> {
  await ensureFreshBuild();
  let served: string | undefined;
  try {
    const response = await fetch('http://localhost:3001/lean/mf-manifest.json');
    if (response.ok) served = await response.text();
  } catch {
    // Not running: serve it ourselves below.
  }
  if (served !== undefined) {
    // `npm start`'s dev server answers there too, with unminified bundles that would be measured instead of dist/.
    if (served !== readFileSync('dist/remote/lean/mf-manifest.json', 'utf8')) {
      throw new Error('The server on :3001 does not serve dist/ (`npm start` is the dev server): stop it, or use `npm run preview`');
    }
    return async () => undefined;
  }
  const hosts = await serveHosts({ remoteDir: 'dist/remote', shellDir: 'dist/shell' });
  return hosts.close;
}

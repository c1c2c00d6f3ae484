import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM } from '../ensureChromium.ts';
import { serveHosts } from '../hosts.ts';

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

/** Serves the built remote and shell unless `npm start` already does; returns a stop function. */
export async function ensureHosts(): Promise<() => Promise<void>> {
  if (!existsSync('dist/shell/index.html')) throw new Error('Nothing built: run `npm run build` first');
  try {
    const response = await fetch('http://localhost:3001/lean/mf-manifest.json');
    if (response.ok) return async () => undefined;
  } catch {
    // Not running: serve it ourselves below.
  }
  const hosts = await serveHosts({ remoteDir: 'dist/remote', shellDir: 'dist/shell' });
  return hosts.close;
}

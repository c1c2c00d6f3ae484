import type { Server } from 'node:http';
import { localUrls, portsFromEnv } from './ports.ts';
import { serveStatic } from './serveStatic.ts';

const PORTS = portsFromEnv();
const URLS = localUrls(PORTS);
export const SHELL_PORT = PORTS.shell;
export const REMOTE_PORT = PORTS.remote;
export const PLAIN_HOST_PORT = PORTS.plainHost;
export const DEVCLOUD_URL = URLS.devcloud;
export const SECURE_SITE_URL = URLS.secureSite;

/**
 * The shell's Content-Security-Policy: strict on purpose (no 'unsafe-inline', no 'unsafe-eval'), so every
 * e2e run proves Airlock works under a strict host CSP.
 */
export function shellCsp(remoteOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigin}`,
    "style-src 'self'",
    `img-src 'self' data: blob: ${DEVCLOUD_URL} ${remoteOrigin}`,
    `connect-src 'self' ${remoteOrigin} ${DEVCLOUD_URL} ${URLS.anvil.join(' ')} ws://127.0.0.1:${PORTS.devcloud}`,
    `frame-src ${SECURE_SITE_URL}`,
    "object-src 'none'",
    "base-uri 'none'",
    // Nobody frames the shell (a clickjacking guard, like the secure site's own frame-ancestors).
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Serves the built remote (CORS for any host origin) and the built shell (strict CSP). */
export async function serveHosts(opts: {
  remoteDir: string;
  shellDir: string;
  remotePort?: number;
  shellPort?: number;
  /** A plain page on another origin (localhost:3100) that loads the self-contained remote; for e2e. */
  plainHostDir?: string;
}) {
  const remotePort = opts.remotePort ?? REMOTE_PORT;
  const shellPort = opts.shellPort ?? SHELL_PORT;
  const remoteOrigin = `http://localhost:${remotePort}`;
  const servers: Server[] = [
    await serveStatic({
      root: opts.remoteDir,
      port: remotePort,
      headers: () => ({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
        'Timing-Allow-Origin': '*',
      }),
    }),
    await serveStatic({
      root: opts.shellDir,
      port: shellPort,
      headers: (path): Record<string, string> => (path.endsWith('.html') ? { 'Content-Security-Policy': shellCsp(remoteOrigin) } : {}),
    }),
  ];
  if (opts.plainHostDir) {
    servers.push(
      await serveStatic({
        root: opts.plainHostDir,
        port: PLAIN_HOST_PORT,
        headers: (path): Record<string, string> => (path.endsWith('.html') ? { 'Content-Security-Policy': shellCsp(remoteOrigin) } : {}),
      }),
    );
  }
  return {
    shellUrl: `http://localhost:${shellPort}`,
    remoteUrl: `${remoteOrigin}/mf-manifest.json`,
    close: () => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined),
  };
}

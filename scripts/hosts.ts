import type { Server } from 'node:http';
import { devcloudOrigins, hostCsp } from './csp.ts';
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
 * The shell's and the plain host's Content-Security-Policy: the README's policy (scripts/csp.ts) for devcloud,
 * strict on purpose (no 'unsafe-inline', no 'unsafe-eval'), so every e2e run proves it works when copied.
 */
export function shellCsp(remoteOrigin: string): string {
  return hostCsp({ ...devcloudOrigins(remoteOrigin, DEVCLOUD_URL, SECURE_SITE_URL), rpc: URLS.anvil });
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

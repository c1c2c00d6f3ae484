import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { CHANNEL_CACHE, CONTENT_TYPES, SHARED_HEADERS, VERSION_CACHE } from './headers.ts';

export const NGINX = '/usr/sbin/nginx';
/** The release tree `npm run release` writes and `npm run preview:release` serves (git ignores .release/). */
export const RELEASE_ROOT = '.release/cdn';
/** The preview's port: none of the other local servers' (README, "Ports"). */
export const RELEASE_PORT = Number(process.env.AIRLOCK_CDN_PORT || 3200);

/** The URL the release tree is served from: the CDN's (AIRLOCK_CDN_URL) or the preview's. */
export const releaseBaseUrl = () => (process.env.AIRLOCK_CDN_URL ?? `http://localhost:${RELEASE_PORT}`).replace(/\/$/, '');

/** Debian's nginx is installed when missing (as root, as CI runs), or we say how; as ensureChromium does. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing. Install Debian's package, then run again:\n  sudo apt-get update && sudo apt-get install -y nginx`);
    process.exit(1);
  }
  console.log('Installing Debian nginx (missing) ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', { stdio: 'inherit' });
}

/** The nginx config for a tree and a port, from nginx.conf.template; its pid, logs and temp files stay under `prefix`. */
export function nginxConfig(options: { root: string; port: number; prefix: string }): string {
  const shared = Object.entries(SHARED_HEADERS)
    .map(([name, value]) => `      add_header ${name} "${value}" always;`)
    .join('\n');
  const types = Object.entries(CONTENT_TYPES)
    .map(([extension, type]) => `    ${type.split(';')[0]} ${extension};`)
    .join('\n');
  const values: Record<string, string> = {
    // As root, the workers would run as nobody, who may not read the tree.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    PREFIX: resolve(options.prefix),
    ROOT: resolve(options.root),
    PORT: String(options.port),
    TYPES: types,
    SHARED: shared,
    CHANNEL_CACHE,
    VERSION_CACHE,
  };
  const template = readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export type ReleaseServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Serves the release tree with nginx in the foreground (a child of this process); resolves once it answers. */
export async function serveRelease(options: { root?: string; port?: number; prefix?: string } = {}): Promise<ReleaseServer> {
  ensureNginx();
  const port = options.port ?? RELEASE_PORT;
  const prefix = options.prefix ?? join(options.root ?? RELEASE_ROOT, '..', 'nginx');
  mkdirSync(prefix, { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ root: options.root ?? RELEASE_ROOT, port, prefix }));
  const child = spawn(NGINX, ['-p', resolve(prefix), '-e', resolve(prefix, 'error.log'), '-c', resolve(config), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start on port ${port} (see ${prefix}/error.log)`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://localhost:${port}`,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

import { existsSync } from 'node:fs';
import { startDevcloud } from '../devcloud/server.ts';
import { serveHosts } from './hosts.ts';

/**
 * `npm start`: the local chains and cloud (devcloud), the built remote and the shell, all on loopback.
 * Ctrl-C stops everything. `--no-build` (used by the e2e suite) serves what is already built.
 */
if (!process.argv.includes('--no-build') || !existsSync('dist/shell/index.html')) {
  await import('./build.ts');
}
const devcloud = await startDevcloud({ quiet: process.argv.includes('--quiet') });
const hosts = await serveHosts({
  remoteDir: 'dist/remote',
  shellDir: 'dist/shell',
  plainHostDir: process.argv.includes('--fixtures') ? 'e2e/fixtures/plain-host' : undefined,
});
console.log(`Remote: ${hosts.remoteUrl}`);
console.log(`Devcloud: ${devcloud.url}`);
console.log(`Shell: ${hosts.shellUrl}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([hosts.close(), devcloud.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

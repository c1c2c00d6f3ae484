import { existsSync } from 'node:fs';
import { startDevcloud } from '../devcloud/server.ts';
import { serveHosts } from './hosts.ts';
import { localOrigins, portsFromEnv } from './ports.ts';

/**
 * `npm run preview`: the production-like run the e2e suite uses. Builds the remote (both variants) and the shell,
 * then serves the built files, with the local chains and cloud (devcloud), all on loopback. Ctrl-C stops
 * everything. `--no-build` (the e2e suite) serves what is already built; `--quiet`: no devcloud request log;
 * `--fixtures`: also the e2e suite's plain host page.
 */
if (!process.argv.includes('--no-build') || !existsSync('dist/shell/index.html')) {
  await import('./build.ts');
}
const ports = portsFromEnv();
const devcloud = await startDevcloud({
  port: ports.devcloud,
  anvilPorts: ports.anvil,
  securePort: ports.secureSite,
  bundlerPort: ports.bundler,
  allowedOrigins: localOrigins(ports),
  quiet: process.argv.includes('--quiet'),
});
const hosts = await serveHosts({
  remoteDir: 'dist/remote',
  shellDir: 'dist/shell',
  plainHostDir: process.argv.includes('--fixtures') ? 'e2e/fixtures/plain-host' : undefined,
});
console.log(`Shell: ${hosts.shellUrl}`);
console.log(`Remote: ${hosts.remoteUrl}`);
console.log(`Devcloud: ${devcloud.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([hosts.close(), devcloud.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

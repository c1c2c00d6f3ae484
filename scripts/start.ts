import { type Devcloud, startDevcloud } from '../devcloud/server.ts';
import { startDevServers } from './devServers.ts';
import { localOrigins, localUrls, portsFromEnv } from './ports.ts';

/**
 * `npm start`: local work. The local chains and cloud (devcloud, the secure site), and the remote and the shell
 * from rsbuild's dev server: compiled in memory, hot updates on save, nothing written to dist/ (`npm run preview`
 * is the production-like run). The first line printed is the shell's URL. Ctrl-C stops everything.
 * `--log`: devcloud's request log.
 */
const started = performance.now();
const ports = portsFromEnv();
const urls = localUrls(ports);
const [cloud, dev] = await Promise.allSettled([
  startDevcloud({
    port: ports.devcloud,
    anvilPorts: ports.anvil,
    securePort: ports.secureSite,
    bundlerPort: ports.bundler,
    allowedOrigins: localOrigins(ports),
    quiet: !process.argv.includes('--log'),
  }),
  startDevServers(ports),
]);
if (cloud.status === 'rejected' || dev.status === 'rejected') {
  // One part failed (a port in use, most often): stop the other, say why, and leave.
  await Promise.allSettled([cloud, dev].flatMap((part) => (part.status === 'fulfilled' ? [part.value.close()] : [])));
  for (const part of [cloud, dev]) if (part.status === 'rejected') console.error(`npm start: ${errorText(part.reason)}`);
  process.exit(1);
}
const devcloud: Devcloud = cloud.value;
const servers = dev.value;

console.log(`Shell: ${urls.shell}`);
console.log(`  remote      ${urls.remote}/lean/mf-manifest.json (dev server: hot updates)`);
console.log(`  devcloud    ${devcloud.url} (relay ${urls.relay}; mailbox ${devcloud.url}/__devcloud/mailbox/<email>)`);
console.log(`  secure site ${urls.secureSite}`);
console.log(`  anvil       ${urls.anvil.join(', ')} (chains 31337, 31338)`);
console.log(`  ready in ${((performance.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops everything`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([servers.close(), devcloud.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function errorText(error: unknown): string {
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    return `${error.message}: another server holds that port (README, "Ports", moves ours)`;
  }
  return error instanceof Error ? error.message : String(error);
}

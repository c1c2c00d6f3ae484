import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readChannels } from './release/channels.ts';
import { RELEASE_ROOT, serveRelease } from './release/server.ts';

/**
 * `npm run preview:release`: serves the release tree (`npm run release` writes it) through nginx with the release's
 * headers, as a CDN's origin would (docs/deploying.md). Ctrl-C stops it.
 */
if (!existsSync(join(RELEASE_ROOT, 'airlock'))) {
  console.error(`No release yet: run \`npm run release -- --promote\` first (it writes ${RELEASE_ROOT}).`);
  process.exit(1);
}
const server = await serveRelease();
const { serving } = readChannels(RELEASE_ROOT);
console.log(`Release tree ${RELEASE_ROOT} on ${server.url} (nginx)`);
for (const [channel, version] of Object.entries(serving)) {
  console.log(
    `  ${channel} serves ${version}: ${server.url}/airlock/${channel}/mf-manifest.json (lean: ${server.url}/airlock/${channel}/lean/mf-manifest.json)`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRemote } from './buildRemote.ts';
import { channelOf, previousOf, promote, publishVersion, readChannels } from './release/channels.ts';
import { VERSION_PATTERN } from './release/headers.ts';
import { PROTOCOLS } from './release/protocols.ts';
import { RELEASE_ROOT, releaseBaseUrl } from './release/server.ts';

/**
 * `npm run release`: builds this version (package.json's, or --version) for its own folder of the CDN and puts it
 * into the release tree (.release/cdn, or --out), next to every earlier version; `--promote` also moves its
 * channel to it; `--types <dir>` ships the declarations a build already generated (dist/types) instead of generating
 * them again. `--promote <version>` moves the channel of an already released version (a roll back is a promote
 * of an older one), `--rollback` moves v0 (or `--channel vN`) back to what it served before, `--history` lists the moves.
 * The CDN's URL comes from AIRLOCK_CDN_URL (default: `npm run preview:release`'s server). docs/deploying.md.
 */
const args = process.argv.slice(2);
const promoteAt = args.indexOf('--promote');
/** `--promote <version>`: only moves the channel; a bare `--promote` also moves it to the version just built. */
const promoteOnly = promoteAt >= 0 && VERSION_PATTERN.test(args[promoteAt + 1] ?? '') ? args[promoteAt + 1] : undefined;
const { values } = parseArgs({
  args: args.filter((_, i) => !(promoteOnly && i === promoteAt + 1)),
  options: {
    version: { type: 'string' },
    out: { type: 'string', default: RELEASE_ROOT },
    promote: { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    channel: { type: 'string' },
    history: { type: 'boolean', default: false },
    types: { type: 'string' },
  },
});
const root = values.out;

function timed<T>(label: string, step: () => T): T {
  const started = performance.now();
  const result = step();
  console.log(`${label} in ${(performance.now() - started).toFixed(1)} ms`);
  return result;
}

try {
  if (values.history) {
    const { serving, history } = readChannels(root);
    for (const entry of history) console.log(`${entry.at}  ${entry.channel}  ${entry.previous ?? '-'} → ${entry.version}`);
    console.log(
      `serving: ${
        Object.entries(serving)
          .map(([channel, version]) => `${channel} ${version}`)
          .join(', ') || 'nothing yet'
      }`,
    );
  } else if (values.rollback) {
    const channel = values.channel ?? 'v0';
    const version = previousOf(root, channel);
    timed(`rolled ${channel} back to ${version}`, () => promote(root, version, { channel }));
  } else if (promoteOnly) {
    const { channel, previous } = timed(`promoted ${promoteOnly}`, () => promote(root, promoteOnly, { channel: values.channel }));
    console.log(`${channel}: ${previous ?? 'nothing'} → ${promoteOnly}`);
  } else {
    const version = values.version ?? JSON.parse(readFileSync('package.json', 'utf8')).version;
    mkdirSync(root, { recursive: true });
    const staging = mkdtempSync(join(root, '..', `build-${version}-`));
    try {
      const started = Date.now();
      await buildRemote({
        dist: staging,
        publicUrl: `${releaseBaseUrl()}/airlock/${version}/`,
        version,
        ...(values.types ? { typesFrom: values.types } : {}),
      });
      publishVersion(root, staging, { version, protocols: PROTOCOLS });
      console.log(`released ${version} into ${root}/airlock/${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    if (values.promote) timed(`promoted ${version} on ${channelOf(version)}`, () => promote(root, version, { channel: values.channel }));
  }
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}

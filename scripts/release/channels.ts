import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { headersFile, VERSION_PATTERN } from './headers.ts';
import type { Protocols } from './protocols.ts';

/**
 * The release tree, the CDN's whole content:
 *   airlock/<version>/…            one folder per version, never rewritten (`lean/` holds the lean variant)
 *   airlock/v<major>/mf-manifest.json, airlock/v<major>/lean/mf-manifest.json
 *                                  the channels: a copy of the manifest of the version they serve
 *   airlock/channels.json          what each channel serves, and what it served and when
 *   _headers                       the cache and CORS rules for static hosts (headers.ts)
 */
export const VARIANTS = ['', 'lean'] as const;
const MANIFEST = 'mf-manifest.json';

/** What a release says of itself in its manifests (`metaData.airlock`). */
export type ReleaseMeta = { version: string; protocols: Protocols };
export type HistoryEntry = { channel: string; version: string; previous: string | null; at: string };
export type Channels = { serving: Record<string, string>; history: HistoryEntry[] };

export const channelOf = (version: string) => `v${version.split('.')[0]}`;
export const versionDir = (root: string, version: string) => join(root, 'airlock', version);
const manifestPath = (folder: string, variant: string) => join(folder, variant, MANIFEST);
const channelsPath = (root: string) => join(root, 'airlock', 'channels.json');

/** Written next to the target and renamed over it: a reader sees the old file or the new one, never half of one. */
function writeAtomically(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

export function readChannels(root: string): Channels {
  return existsSync(channelsPath(root)) ? readJson(channelsPath(root)) : { serving: {}, history: [] };
}

/** The release metadata of a version in the tree (from its default variant's manifest). */
export function releaseMeta(root: string, version: string): ReleaseMeta {
  const path = manifestPath(versionDir(root, version), '');
  if (!existsSync(path)) throw new Error(`${version} is not released (no ${path})`);
  return readJson(path).metaData.airlock;
}

/**
 * Puts a built version (both variants, built for its own folder's URL) into the tree. The manifests learn the
 * release's version and protocols first; then the folder moves in by one rename, so the tree never holds half a
 * version. A version already in the tree is refused: its files are cached for a year.
 */
export function publishVersion(root: string, built: string, meta: ReleaseMeta) {
  if (!VERSION_PATTERN.test(meta.version)) throw new Error(`"${meta.version}" is not a version (x.y.z)`);
  const target = versionDir(root, meta.version);
  if (existsSync(target)) throw new Error(`${meta.version} is already released: a version's files never change, release a new version`);
  for (const variant of VARIANTS) {
    for (const file of [MANIFEST, 'mf-manifest-stats.json']) {
      const path = join(built, variant, file);
      const manifest = readJson(path);
      manifest.metaData.airlock = meta;
      writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
    }
  }
  mkdirSync(dirname(target), { recursive: true });
  renameSync(built, target);
  writeAtomically(join(root, '_headers'), headersFile(root));
}

/**
 * Moves a channel (default: the version's major, `v0`) to a released version: each variant's channel manifest is
 * replaced in one rename. Refused when the version would break the channel's hosts: another major, or another
 * protocol version than the one the channel serves. Promoting an older version is the roll back.
 */
export function promote(root: string, version: string, options: { channel?: string; now?: Date } = {}) {
  const channel = options.channel ?? channelOf(version);
  const meta = releaseMeta(root, version);
  if (channelOf(version) !== channel) {
    throw new Error(`${version} can't go to ${channel}: hosts on ${channel} stay on major ${channel.slice(1)} (use ${channelOf(version)})`);
  }
  const channels = readChannels(root);
  const previous = channels.serving[channel] ?? null;
  if (previous) {
    const served = releaseMeta(root, previous).protocols;
    for (const name of Object.keys(served) as (keyof Protocols)[]) {
      if (meta.protocols[name] !== served[name]) {
        throw new Error(
          `${version} speaks ${name} protocol ${meta.protocols[name]}, ${channel} serves ${previous} speaking ${served[name]}: hosts on ${channel} would break; release it as a new major`,
        );
      }
    }
  }
  for (const variant of VARIANTS) {
    const manifest = readJson(manifestPath(versionDir(root, version), variant));
    manifest.metaData.airlock = { ...meta, channel };
    writeAtomically(manifestPath(join(root, 'airlock', channel), variant), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const at = (options.now ?? new Date()).toISOString();
  channels.serving[channel] = version;
  channels.history.push({ channel, version, previous, at });
  writeAtomically(channelsPath(root), `${JSON.stringify(channels, null, 2)}\n`);
  writeAtomically(join(root, '_headers'), headersFile(root));
  return { channel, previous };
}

/** The version a channel served before its current one (what a roll back goes to). */
export function previousOf(root: string, channel: string): string {
  const { serving, history } = readChannels(root);
  const current = serving[channel];
  const before = history.findLast((entry) => entry.channel === channel && entry.version === current)?.previous;
  if (!before) throw new Error(`${channel} has nothing to roll back to`);
  return before;
}

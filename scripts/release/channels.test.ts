import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousOf, promote, publishVersion, readChannels, releaseMeta } from './channels.ts';
import { headersFile } from './headers.ts';
import { PROTOCOLS } from './protocols.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'airlock-release-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for a build of `version` (its two manifests and one chunk), as buildRemote leaves it. */
function built(version: string) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-built-'));
  for (const variant of ['', 'lean']) {
    mkdirSync(join(dir, variant, 'static'), { recursive: true });
    const manifest = {
      metaData: { globalName: `airlock_${version}`, publicPath: `https://cdn.example/airlock/${version}/${variant && `${variant}/`}` },
    };
    for (const file of ['mf-manifest.json', 'mf-manifest-stats.json']) writeFileSync(join(dir, variant, file), JSON.stringify(manifest));
    writeFileSync(join(dir, variant, 'static', 'chunk.js'), `chunk of ${version}`);
  }
  return dir;
}
const release = (version: string, protocols = PROTOCOLS) => publishVersion(root, built(version), { version, protocols });
const channelManifest = (channel: string, variant = '') =>
  JSON.parse(readFileSync(join(root, 'airlock', channel, variant, 'mf-manifest.json'), 'utf8'));

describe('the release tree', () => {
  it('keeps every version under its own folder, its manifests saying what it is', () => {
    release('0.1.0');
    release('0.1.1');
    expect(readFileSync(join(root, 'airlock/0.1.0/static/chunk.js'), 'utf8')).toBe('chunk of 0.1.0');
    expect(readFileSync(join(root, 'airlock/0.1.1/lean/static/chunk.js'), 'utf8')).toBe('chunk of 0.1.1');
    expect(releaseMeta(root, '0.1.1')).toEqual({ version: '0.1.1', protocols: PROTOCOLS });
  });

  it('refuses to release a version twice (its files are cached for a year) and keeps the first', () => {
    release('0.1.0');
    expect(() => release('0.1.0')).toThrow('0.1.0 is already released');
    expect(readFileSync(join(root, 'airlock/0.1.0/static/chunk.js'), 'utf8')).toBe('chunk of 0.1.0');
    expect(() => release('latest')).toThrow('"latest" is not a version');
  });

  it("promotes: both variants' channel manifests serve the version and name it; the history says when", () => {
    release('0.1.0');
    release('0.1.1');
    promote(root, '0.1.0', { now: new Date('2026-01-01T00:00:00Z') });
    promote(root, '0.1.1', { now: new Date('2026-01-02T00:00:00Z') });
    expect(channelManifest('v0').metaData.publicPath).toBe('https://cdn.example/airlock/0.1.1/');
    expect(channelManifest('v0', 'lean').metaData.publicPath).toBe('https://cdn.example/airlock/0.1.1/lean/');
    expect(channelManifest('v0').metaData.airlock).toEqual({ version: '0.1.1', protocols: PROTOCOLS, channel: 'v0' });
    expect(readChannels(root)).toEqual({
      serving: { v0: '0.1.1' },
      history: [
        { channel: 'v0', version: '0.1.0', previous: null, at: '2026-01-01T00:00:00.000Z' },
        { channel: 'v0', version: '0.1.1', previous: '0.1.0', at: '2026-01-02T00:00:00.000Z' },
      ],
    });
    // The version's own manifest is not touched by a promote.
    expect(releaseMeta(root, '0.1.1')).toEqual({ version: '0.1.1', protocols: PROTOCOLS });
    expect(existsSync(join(root, 'airlock/v0/mf-manifest.json.tmp'))).toBe(false);
  });

  it('rolls back to what the channel served before', () => {
    release('0.1.0');
    release('0.1.1');
    promote(root, '0.1.0');
    expect(() => previousOf(root, 'v0')).toThrow('v0 has nothing to roll back to');
    promote(root, '0.1.1');
    expect(previousOf(root, 'v0')).toBe('0.1.0');
    promote(root, previousOf(root, 'v0'));
    expect(channelManifest('v0').metaData.airlock.version).toBe('0.1.0');
  });

  it('refuses a promote that would break the channel: another major, or another protocol version', () => {
    release('0.1.0');
    release('1.0.0');
    release('0.2.0', { ...PROTOCOLS, frame: PROTOCOLS.frame + 1 });
    promote(root, '0.1.0');
    expect(() => promote(root, '1.0.0', { channel: 'v0' })).toThrow("1.0.0 can't go to v0");
    expect(() => promote(root, '0.2.0')).toThrow(`0.2.0 speaks frame protocol ${PROTOCOLS.frame + 1}, v0 serves 0.1.0`);
    expect(() => promote(root, '0.3.0')).toThrow('0.3.0 is not released');
    expect(channelManifest('v0').metaData.airlock.version).toBe('0.1.0');
    // A new major gets a channel of its own.
    promote(root, '1.0.0');
    expect(readChannels(root).serving).toEqual({ v0: '0.1.0', v1: '1.0.0' });
  });

  it("writes the static hosts' header rules: versions immutable, channels revalidated, one rule per folder", () => {
    release('0.1.0');
    promote(root, '0.1.0');
    const rules = readFileSync(join(root, '_headers'), 'utf8');
    expect(rules).toBe(headersFile(root));
    expect(rules).toContain('/airlock/0.1.0/*\n  Access-Control-Allow-Origin: *');
    expect(rules).toMatch(/\/airlock\/0\.1\.0\/\*\n(?: {2}.+\n)*? {2}Cache-Control: public, max-age=31536000, immutable\n/);
    expect(rules).toMatch(/\/airlock\/v0\/\*\n(?: {2}.+\n)*? {2}Cache-Control: no-cache/);
  });
});

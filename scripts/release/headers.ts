import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The headers the release tree is served with: one source for the preview's nginx (nginx.conf.template), the
 * `_headers` file written into the tree for static hosts, docs/deploying.md and the e2e header checks.
 */

/** A channel manifest names the version it serves now: always revalidated, so a promote or roll back shows at once. */
export const CHANNEL_CACHE = 'no-cache';
/** Nothing under a version's folder is ever rewritten. */
export const VERSION_CACHE = 'public, max-age=31536000, immutable';

/**
 * On every file: any host origin may fetch the manifests and run the chunks (no credentials are ever sent), hosts
 * with COEP may embed them, hosts may time them, and no file is sniffed into another type.
 */
export const SHARED_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

/** The content type of each kind of file in a version (the types ship as `.d.ts` and a zip of them). */
export const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  ts: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** A release's version string (semver); its folder is `airlock/<version>/`. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** A channel's folder: `airlock/v<major>/`. */
export const CHANNEL_PATTERN = /^v\d+$/;

/** The Cache-Control of a path of the tree (`/airlock/…`). */
export function cacheControlOf(path: string): string {
  const folder = path.split('/')[2] ?? '';
  return VERSION_PATTERN.test(folder) ? VERSION_CACHE : CHANNEL_CACHE;
}

/**
 * The tree's rules in the `_headers` format of Netlify and Cloudflare Pages: one rule per version and per
 * channel folder, so no two rules match one file (both hosts merge the headers of overlapping rules).
 */
export function headersFile(root: string): string {
  const folders = readdirSync(join(root, 'airlock'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const shared = Object.entries(SHARED_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  const rule = (path: string, cache: string) => [path, ...shared, `  Cache-Control: ${cache}`, ''].join('\n');
  return [
    '# Written by `npm run release` (scripts/release/headers.ts); docs/deploying.md explains each header.',
    rule('/airlock/channels.json', CHANNEL_CACHE),
    ...folders.map(({ name }) => rule(`/airlock/${name}/*`, VERSION_PATTERN.test(name) ? VERSION_CACHE : CHANNEL_CACHE)),
  ].join('\n');
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build after the remote: its time is when dist/ was last built in full. */
const BUILT = 'dist/shell/index.html';
/** What the build reads: the remote's and the shell's code, the host package, the test hosts, the build itself. */
const SOURCES = ['src', 'packages/host', 'e2e/fixtures', 'scripts', 'rsbuild.config.ts', 'package.json', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'types']);

/** The first file under `path` changed after `time` (tests and build output aside), if any. */
export function changedAfter(path: string, time: number): string | undefined {
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs > time && !/\.test\.tsx?$/.test(path) ? path : undefined;
  for (const entry of readdirSync(path)) {
    if (SKIPPED.has(entry)) continue;
    const found = changedAfter(join(path, entry), time);
    if (found) return found;
  }
  return undefined;
}

/**
 * Builds dist/ first when it is missing or older than a source it is built from, as `npm run preview` builds first:
 * `npm run size` and `npm run bench` would otherwise measure an old build, or fail on one made before a file they read
 * existed.
 */
export async function ensureFreshBuild(): Promise<void> {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : undefined;
  const changed = builtAt === undefined ? undefined : SOURCES.map((path) => changedAfter(path, builtAt)).find(Boolean);
  if (builtAt !== undefined && !changed) return;
  console.log(changed ? `dist/ is older than ${changed}: building first` : 'Nothing built yet: building first');
  await import('../build.ts');
}

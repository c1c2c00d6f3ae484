import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_TYPES, PUBLIC_TYPES_DIR } from './publicTypes.ts';
import { shipTypes } from './shipTypes.ts';

/** One rsbuild production build (`-c` picks another config); quiet under AIRLOCK_BUILD_QUIET. */
export const rsbuild = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build', ...args], {
    stdio: process.env.AIRLOCK_BUILD_QUIET ? 'pipe' : 'inherit',
    env: { ...process.env, ...env },
  });

export type RemoteBuild = {
  /** Where the files land (default dist/remote); the lean variant goes under `lean/`. */
  dist?: string;
  /** The absolute URL the files will be served from (the manifest's `publicPath`). */
  publicUrl?: string;
  /** Another version string than package.json's (its container name follows). */
  version?: string;
  /**
   * Declarations already generated from this code (a build's dist/types) to ship instead of generating them again:
   * they do not depend on the version or the URL, and generating them is most of a release's CPU time.
   */
  typesFrom?: string;
};

/**
 * The public modules' declarations into dist/types (scripts/publicTypes.ts), in a process of its own so it runs
 * while rsbuild bundles: most of its time is TypeScript reading the code.
 */
async function generateTypes(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/publicTypes.ts', PUBLIC_TYPES_DIR], {
    stdio: ['ignore', process.env.AIRLOCK_BUILD_QUIET ? 'ignore' : 'inherit', 'inherit'],
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`public types: the generator exited with ${code}`);
}

/**
 * Both variants of the remote, with their types. The default variant goes first because its build empties the
 * folder, where the lean variant then lands under lean/.
 */
export async function buildRemote(build: RemoteBuild = {}) {
  const dist = build.dist ?? 'dist/remote';
  const env: Record<string, string> = {
    ...(build.dist ? { AIRLOCK_DIST: build.dist } : {}),
    ...(build.publicUrl ? { AIRLOCK_PUBLIC_URL: build.publicUrl } : {}),
    ...(build.version ? { AIRLOCK_VERSION: build.version } : {}),
  };
  const { typesFrom } = build;
  const missing = typesFrom ? PUBLIC_TYPES.filter((name) => !existsSync(join(typesFrom, `${name}.d.ts`))) : [];
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: not in ${typesFrom} (build first: npm run build)`);
  const types = typesFrom ? Promise.resolve() : generateTypes();
  // A failed generation is reported once awaited below, after the bundles.
  types.catch(() => undefined);
  rsbuild([], env);
  rsbuild([], { ...env, AIRLOCK_VARIANT: 'lean' });
  await types;
  shipTypes(dist, typesFrom);
  shipTypes(`${dist}/lean`, typesFrom);
}

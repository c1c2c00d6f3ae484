import { execFileSync } from 'node:child_process';
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
};

/**
 * Both variants of the remote, with their types. The default variant goes first because its build empties the
 * folder, where the lean variant then lands under lean/.
 */
export function buildRemote(build: RemoteBuild = {}) {
  const dist = build.dist ?? 'dist/remote';
  const env: Record<string, string> = {
    ...(build.dist ? { AIRLOCK_DIST: build.dist } : {}),
    ...(build.publicUrl ? { AIRLOCK_PUBLIC_URL: build.publicUrl } : {}),
    ...(build.version ? { AIRLOCK_VERSION: build.version } : {}),
  };
  rsbuild([], env);
  rsbuild([], { ...env, AIRLOCK_VARIANT: 'lean' });
  shipTypes(dist);
  shipTypes(`${dist}/lean`);
}

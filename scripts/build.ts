import { execFileSync } from 'node:child_process';

/**
 * Production builds of the remote (both variants) and the shell. The default variant goes first
 * because its build empties dist/remote, where the lean variant then lands under lean/.
 */
const rsbuild = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build', ...args], {
    stdio: process.env.AIRLOCK_BUILD_QUIET ? 'pipe' : 'inherit',
    env: { ...process.env, ...env },
  });

const started = Date.now();
rsbuild([]);
rsbuild([], { AIRLOCK_VARIANT: 'lean', AIRLOCK_DTS: '0' });
rsbuild(['-c', 'src/shell/rsbuild.config.ts']);
console.log(`build: remote (bundled + lean) and shell in ${((Date.now() - started) / 1000).toFixed(1)} s`);

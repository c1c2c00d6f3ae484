import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

const lean = process.env.AIRLOCK_VARIANT === 'lean';
/** `AIRLOCK_VERSION` builds another version (e2e puts N and N-1 on one page). */
const version: string = process.env.AIRLOCK_VERSION ?? JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;

/**
 * Each build's container has a global name of its own (variant and version), and so its own chunk-loading
 * global: two versions, or both variants, on one page never overwrite each other. The manifest tells hosts
 * the name (`metaData.globalName`); hosts register the remote under any alias, `airlock` in the README.
 */
export const containerName = `airlock_${lean ? 'lean_' : ''}${version.replace(/[^A-Za-z0-9]/g, '_')}`;

/**
 * The Airlock remote. Hosts register it by `mf-manifest.json` at run time.
 * Only the public surface is exposed. Feature chunks are the modal's own lazy imports, not exposes: every expose
 * adds to the remote entry each host downloads before its button is clickable, and an exposed feature chunk is
 * also a root of its own, which splits the modules it shares with `./appkit` into one more pre-open file
 * (0.8 kB brotli together, measured). Hosts fetch them ahead with `prefetch()`.
 */
/** React 18.2+ and 19 are supported; a host shares its copy, a host without React gets our bundled 19. */
export const REACT_RANGE = '^18.2.0 || ^19.0.0';
export const reactShared = {
  react: { singleton: true, requiredVersion: REACT_RANGE },
  'react/': { singleton: true, requiredVersion: REACT_RANGE },
  'react-dom': { singleton: true, requiredVersion: REACT_RANGE },
  'react-dom/': { singleton: true, requiredVersion: REACT_RANGE },
} as const;

export default createModuleFederationConfig({
  name: containerName,
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
    './appkit': './src/remote/index.ts',
    './react': './src/remote/react/index.ts',
    // The networks catalogue: fetched only by a host that imports it.
    './networks': './src/remote/networks.ts',
    // The SPEC's restricted-timezone check for hosts: fetched only by a host that imports it.
    './geo': './src/remote/geo.ts',
    // Sign in with X: the verifiers a host passes as the `siwx` option (and the sign-in view they open).
    './siwx': './src/features/siwx/index.ts',
    // The wagmi connector: fetched only by a host that imports it; it imports no modal code, only types.
    './wagmi': './src/remote/wagmi.ts',
  },
  shared: reactShared,
  runtimePlugins: ['./src/remote/federation/firstHostScope.ts'],
  // An offline or slow remote must never hold up the host's own start-up.
  shareStrategy: 'loaded-first',
  experiments: {
    // The lean variant leaves the federation runtime to the host (about 17 kB brotli less); see README.
    externalRuntime: lean,
    optimization: { disableSnapshot: true, target: 'web' },
  },
  // Hosts get declarations generated from the exposed entry points instead, with no network needed
  // (scripts/publicTypes.ts at build time; shipped by scripts/shipTypes.ts and in @airlock/host).
  dts: false,
});

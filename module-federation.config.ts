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
 * Feature chunks join `exposes` as `./features/<name>` when their issue builds them; none is exposed empty.
 * The NFTs tab's chunk (airlock-feature-nfts) is a lazy chunk of the modal but not exposed: every expose adds to
 * remoteEntry.js, which loads before the first open, and that budget has no byte to spare.
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
    './features/email': './src/features/email/index.ts',
    './features/social': './src/features/social/index.ts',
    './features/activity': './src/features/activity/index.ts',
    './features/send': './src/features/send/index.ts',
    './features/receive': './src/features/receive/index.ts',
    './features/onramp': './src/features/onramp/index.ts',
    './features/swap': './src/features/swap/index.ts',
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
  // Hosts get hand-written, self-contained declarations instead (scripts/shipTypes.ts, src/remote/types).
  dts: false,
});

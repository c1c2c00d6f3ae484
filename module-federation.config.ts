import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/**
 * The Airlock remote. Hosts register it by `mf-manifest.json` at run time.
 * Feature chunks join `exposes` as `./features/<name>` when their issue builds them; none is exposed empty.
 */
export const reactShared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
} as const;

export default createModuleFederationConfig({
  name: 'airlock',
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
  // An offline or slow remote must never hold up the host's own start-up.
  shareStrategy: 'loaded-first',
  experiments: {
    // The lean variant leaves the federation runtime to the host (about 17 kB brotli less); see README.
    externalRuntime: process.env.AIRLOCK_VARIANT === 'lean',
    optimization: { disableSnapshot: true, target: 'web' },
  },
  dts: process.env.AIRLOCK_DTS === '0' ? false : { generateTypes: { extractThirdParty: false }, consumeTypes: false },
});

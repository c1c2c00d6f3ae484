import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { reactShared } from '../../module-federation.config';

/** The dev host. It has no static remotes: Airlock is registered by manifest URL at run time. */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'airlock_shell',
      shared: reactShared,
      shareStrategy: 'loaded-first',
      runtimePlugins: ['./src/shell/federation/airlockPlugin.ts'],
      dts: false,
      // Hands our federation runtime to the lean Airlock remote, so it is downloaded once.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/shell/index.ts' } },
  html: { template: './src/shell/index.html' },
  output: { distPath: { root: 'dist/shell' }, sourceMap: { js: false, css: false }, legalComments: 'none' },
  server: { host: '127.0.0.1', port: 3000 },
});

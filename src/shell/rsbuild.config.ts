import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { reactShared } from '../../module-federation.config';
import { shellCsp } from '../../scripts/hosts.ts';
import { localUrls, portsFromEnv } from '../../scripts/ports.ts';

const ports = portsFromEnv();
const urls = localUrls(ports);

/** The dev host. It has no static remotes: Airlock is registered by manifest URL at run time. */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'airlock_shell',
      shared: reactShared,
      shareStrategy: 'loaded-first',
      // The host package's plugin (typechecked and bundled from packages/host/src through tsconfig's paths).
      runtimePlugins: ['@airlock/host/plugin'],
      dts: false,
      // Hands our federation runtime to the lean Airlock remote, so it is downloaded once.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: {
    entry: { index: './src/shell/index.ts' },
    // Dev only (empty in a production build): hot updates of the remote's views (see the file).
    preEntry: ['./src/shell/devtoolsHook.ts'],
    // Where the local servers answer (scripts/ports.ts); query parameters still override them per page.
    define: {
      AIRLOCK_LOCAL: JSON.stringify({
        devcloud: urls.devcloud,
        secureSite: urls.secureSite,
        remote: urls.remote,
        anvil: urls.anvil,
      }),
    },
  },
  html: { template: './src/shell/index.html' },
  // `npm start` compiles the shell up front, like the remote (rsbuild.config.ts).
  dev: { lazyCompilation: false },
  output: { distPath: { root: 'dist/shell' }, sourceMap: { js: false, css: false }, legalComments: 'none' },
  server: {
    host: '127.0.0.1',
    port: ports.shell,
    strictPort: true,
    // `npm start` keeps the strict policy too, plus the remote dev server's socket for its hot updates.
    headers: {
      'Content-Security-Policy': shellCsp(urls.remote).replace('connect-src ', `connect-src ${urls.remote.replace(/^http/, 'ws')} `),
    },
  },
});

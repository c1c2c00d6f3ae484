import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import mfConfig, { containerName } from './module-federation.config';
import { ChunkGroupsPlugin } from './scripts/chunkGroups.ts';
import { CompileHintsPlugin } from './scripts/compileHints.ts';
import { localUrls, portsFromEnv } from './scripts/ports.ts';

/**
 * Two variants: the default carries its own federation runtime and loads into any host; `lean` (under
 * /lean/) expects the host to provide the runtime. Asset URLs are absolute so hosts on any origin work.
 */
const lean = process.env.AIRLOCK_VARIANT === 'lean';
const ports = portsFromEnv();
const baseUrl = (process.env.AIRLOCK_PUBLIC_URL ?? localUrls(ports).remote).replace(/\/?$/, '/');
const publicUrl = lean ? `${baseUrl}lean/` : baseUrl;
/** Where the build lands; e2e builds a previous version elsewhere (AIRLOCK_DIST). */
const distRoot = process.env.AIRLOCK_DIST ?? 'dist/remote';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(mfConfig)],
  source: { entry: { index: './src/remote/standalone.ts' } },
  html: { title: 'Airlock remote' },
  output: {
    assetPrefix: publicUrl,
    distPath: { root: lean ? `${distRoot}/lean` : distRoot },
    sourceMap: { js: false, css: false },
    legalComments: 'none',
    // The remote entry lists every chunk's hash, and it is part of what a host downloads before the first open:
    // 7 hex characters (28 bits) per chunk name tell a build's versions of a file apart safely, and save ~40 B
    // brotli over 8 across the ~60 chunks.
    filenameHash: 'contenthash:7',
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    rspack: {
      // Lazy chunks are named by their content hash only: the remote entry maps each chunk to its file, and names
      // in that map (`airlock-feature-swap.…`) cost 320 B brotli before interactive. chunk-names.json (scripts/
      // chunkGroups.ts) says which file is which chunk.
      output: { chunkFilename: 'static/js/async/[contenthash:7].js' },
      // What runs before the Connect button is clickable and before the first open paints.
      // Each named chunk group's files, for the tests that check what a path fetches (chunk-groups.json).
      plugins: [
        new CompileHintsPlugin([containerName, '__federation_expose_appkit', '__federation_expose_react', 'airlock-modal']),
        new ChunkGroupsPlugin(),
      ],
      module: {
        // Locale packs ship as arrays of texts in the catalogue's key order (the modal has the keys).
        rules: [
          { test: /src[\\/]core[\\/]i18n[\\/]packs[\\/][a-z]+\.ts$/, enforce: 'pre', loader: path.resolve('scripts/localePackLoader.cjs') },
        ],
      },
    },
  },
  server: { host: '127.0.0.1', port: ports.remote, strictPort: true, cors: { origin: '*' } },
  // `npm start`: compiled up front, as hosts see the build; lazily compiled imports would be fetched through this
  // dev server from the host's page, and a first open would wait on a compile.
  dev: { assetPrefix: publicUrl, lazyCompilation: false },
});

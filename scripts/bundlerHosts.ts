import { build as viteBuild } from 'vite';
import webpack, { type Configuration } from 'webpack';

/** The e2e host app as a webpack team and a Vite team have it, built from each bundler's config by its API. */
const WEBPACK_HOST = '../e2e/fixtures/bundler-hosts/webpack.config.ts';
const VITE_HOST = 'e2e/fixtures/bundler-hosts/vite.config.ts';

async function buildWebpackHost() {
  const { default: config } = (await import(WEBPACK_HOST)) as { default: Configuration };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

/** Both at once: webpack's work is JavaScript on this thread, Vite's bundler (rolldown) mostly native threads. */
export const buildBundlerHosts = () =>
  Promise.all([buildWebpackHost(), viteBuild({ configFile: VITE_HOST, logLevel: process.env.AIRLOCK_BUILD_QUIET ? 'error' : 'warn' })]);

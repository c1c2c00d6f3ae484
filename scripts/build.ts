import { buildBundlerHosts } from './bundlerHosts.ts';
import { buildRemote, rsbuild } from './buildRemote.ts';
import { packHostPackage } from './hostPackage.ts';

/** Production builds of the remote (both variants) and the shell. */
const started = Date.now();
await buildRemote();
// The host package (@airlock/host), packed as published; the e2e hosts below install its tarball.
packHostPackage();
rsbuild(['-c', 'src/shell/rsbuild.config.ts']);
// A second host on React 18, for e2e (two hosts on one page; React 18 support).
rsbuild(['-c', 'e2e/fixtures/react18-host/rsbuild.config.ts']);
// A host with its own wagmi 3 app, Airlock as its connector (airlock/wagmi).
rsbuild(['-c', 'e2e/fixtures/wagmi-host/rsbuild.config.ts']);
// The hosts a webpack team and a Vite team would have (README: "Add it to your host in five lines").
await buildBundlerHosts();
console.log(
  `build: remote (bundled + lean, with their types), the host package, the shell and the React 18, wagmi, webpack and Vite test hosts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

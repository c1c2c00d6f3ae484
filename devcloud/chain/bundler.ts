/**
 * The ERC-4337 bundler of a local chain: Pimlico's Alto (@pimlico/alto), run from node_modules as a child process
 * that never outlives devcloud (childProcess.ts), pointed at the chain's anvil on loopback with its own executor key.
 * Safe mode (the ERC-7562 tracer checks) is off: anvil has no tracer for them. Alto deploys its simulation contracts
 * through the deterministic deployer at start-up and fetches nothing.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY, accountAbstractionAddresses } from './accountAbstraction.ts';
import { assertPortFree, rpcResult, startWatched } from './childProcess.ts';

export type Bundler = {
  chainId: number;
  url: string;
  pid: number;
  /** Resolves once Alto serves, with the milliseconds it took since the spawn (it loads for seconds). */
  ready: Promise<number>;
  stop(): Promise<void>;
};

/** Alto loads many modules: a loaded 2-core machine has taken 12 s. */
const READY_TIMEOUT_MS = 60_000;

function altoEntry(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its library entry (esm/index.js); the CLI sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js');
}

/** Starts Alto for the chain at `rpcUrl` (the EntryPoint must be deployed); `ready` says when it serves. */
export async function startBundler(options: { chainId: number; rpcUrl: string; port: number }): Promise<Bundler> {
  const { chainId, rpcUrl, port } = options;
  await assertPortFree(port, 'bundler');
  const { entryPoint } = accountAbstractionAddresses();
  const args = [
    altoEntry(),
    ...['--rpc-url', rpcUrl, '--port', String(port), '--entrypoints', entryPoint],
    ...['--executor-private-keys', BUNDLER_EXECUTOR_KEY, '--utility-private-key', BUNDLER_UTILITY_KEY],
    ...['--safe-mode', 'false', '--utility-wallet-monitor', 'false', '--refilling-wallets', 'false'],
    // anvil mines each transaction at once: look for the bundle's receipt often.
    ...['--block-time', '250', '--min-bundle-interval', '10', '--log-level', 'warn'],
  ];
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = await startWatched(`bundler on port ${port}`, process.execPath, args);
  const ready = child
    .waitUntil(async () => {
      const entryPoints = await rpcResult(url, 'eth_supportedEntryPoints');
      return Array.isArray(entryPoints) && entryPoints.length > 0;
    }, READY_TIMEOUT_MS)
    .then(() => Math.round(performance.now() - spawnedAt));
  ready.catch(() => undefined); // the caller decides what a bundler that never came up means
  return { chainId, url, pid: child.pid, ready, stop: child.stop };
}

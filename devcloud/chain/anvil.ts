/**
 * Starts and stops anvil (from @foundry-rs/anvil) as a child process that never outlives devcloud
 * (childProcess.ts).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assertPortFree, rpcResult, startWatched } from './childProcess.ts';

export type AnvilOptions = { port: number; chainId: number };

export type AnvilNode = {
  chainId: number;
  port: number;
  rpcUrl: string;
  /** Anvil's own pid (the watchdog's child). */
  pid: number;
  /** Closes the watchdog's pipe and resolves once anvil has exited. */
  stop(): Promise<void>;
};

/** The platform binary ships inside an npm package, so no install script is needed. */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil');
}

const READY_TIMEOUT_MS = 15_000;

export async function startAnvil({ port, chainId }: AnvilOptions): Promise<AnvilNode> {
  await assertPortFree(port, 'anvil');
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  const rpcUrl = `http://127.0.0.1:${port}`;
  const child = await startWatched(`anvil on port ${port}`, anvilBinary(), args);
  await child.waitUntil(async () => {
    const id = await rpcResult(rpcUrl, 'eth_chainId');
    return typeof id === 'string' && Number(id) === chainId;
  }, READY_TIMEOUT_MS);
  return { chainId, port, rpcUrl, pid: child.pid, stop: child.stop };
}

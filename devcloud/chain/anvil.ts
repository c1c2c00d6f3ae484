/**
 * Starts and stops anvil (from @foundry-rs/anvil) as a child process.
 *
 * Anvil must never outlive devcloud, even when devcloud is killed with SIGKILL or a test
 * worker dies. So anvil runs under a tiny `sh` watchdog that holds our end of a stdin pipe:
 * when devcloud exits in any way the kernel closes the pipe, the watchdog reads EOF and kills
 * anvil. A clean stop closes the pipe on purpose and waits for both to exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

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

/**
 * Runs anvil ($0 "$@") in the background, prints its pid, then waits for it. A reader on a
 * copy of stdin (fd 3: a background job's own stdin is /dev/null) kills anvil at EOF. The
 * watchdog exits with anvil's status, so an anvil that dies early is seen at once.
 */
const WATCHDOG = `
exec 3<&0
"$0" "$@" &
anvil=$!
echo "$anvil"
( read -r _ <&3; kill "$anvil" 2>/dev/null ) &
reader=$!
wait "$anvil"
status=$?
kill "$reader" 2>/dev/null
exit "$status"
`;

const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails fast and clearly if something (often a previous devcloud) already holds the port. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} on 127.0.0.1 is in use (is another devcloud or anvil running?)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await response.json()) as { result?: string };
    return body.result !== undefined && Number(body.result) === chainId;
  } catch {
    return false;
  }
}

/** Every running anvil, killed directly in the 'exit' hook as a second line of defence. */
const running = new Set<number>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of running) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

export async function startAnvil({ port, chainId }: AnvilOptions): Promise<AnvilNode> {
  await assertPortFree(port);
  installExitHook();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  // detached: its own process group, so a terminal's Ctrl-C reaches only devcloud, which then
  // stops anvil in order (rather than anvil and the watchdog racing each other).
  const watchdog = spawn('sh', ['-c', WATCHDOG, anvilBinary(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const rpcUrl = `http://127.0.0.1:${port}`;

  let stderr = '';
  watchdog.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => watchdog.once('exit', (code) => resolve(code)));
  const pid = await readPid(watchdog);
  running.add(pid);
  void exited.then(() => running.delete(pid));

  const stop = async () => {
    watchdog.stdin.end();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS)));
    const timedOut = await Promise.race([exited.then(() => false), timeout]);
    clearTimeout(timer); // a pending timer would keep the process alive after close()
    if (timedOut) {
      for (const target of [pid, watchdog.pid]) {
        try {
          if (target) process.kill(target, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await exited;
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (!(await answersChainId(rpcUrl, chainId))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop();
      const reason = exitCode !== undefined ? `exited with ${exitCode}` : `did not answer within ${READY_TIMEOUT_MS} ms`;
      throw new Error(`anvil on port ${port} ${reason}${stderr ? `:\n${stderr}` : ''}`);
    }
    await sleep(50);
  }
  return { chainId, port, rpcUrl, pid, stop };
}

/** The watchdog's first stdout line is anvil's pid. */
function readPid(watchdog: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      watchdog.stdout?.off('data', onData);
      const pid = Number(buffer.slice(0, newline).trim());
      if (Number.isInteger(pid) && pid > 0) resolve(pid);
      else reject(new Error(`anvil watchdog printed no pid: ${buffer}`));
      watchdog.stdout?.resume(); // keep draining anvil's own output
    };
    watchdog.stdout?.on('data', onData);
    watchdog.once('error', reject);
    watchdog.once('exit', (code) => reject(new Error(`anvil watchdog exited early (${code})`)));
  });
}

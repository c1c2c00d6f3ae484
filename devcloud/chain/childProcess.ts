/**
 * Runs a local server (anvil, the ERC-4337 bundler) as a child process that never outlives devcloud, even when
 * devcloud is killed with SIGKILL or a test worker dies. So it runs under a tiny `sh` watchdog that holds our end of
 * a stdin pipe: when devcloud exits in any way the kernel closes the pipe, the watchdog reads EOF and kills the
 * server. A clean stop closes the pipe on purpose and waits for both to exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Runs the server ($0 "$@") in the background, prints its pid, then waits for it. A reader on a
 * copy of stdin (fd 3: a background job's own stdin is /dev/null) kills the server at EOF. The
 * watchdog exits with the server's status, so a server that dies early is seen at once.
 */
const WATCHDOG = `
exec 3<&0
"$0" "$@" &
child=$!
echo "$child"
( read -r _ <&3; kill "$child" 2>/dev/null ) &
reader=$!
wait "$child"
status=$?
kill "$reader" 2>/dev/null
exit "$status"
`;

const STOP_TIMEOUT_MS = 5_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails fast and clearly if something (often a previous devcloud) already holds the port. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} on 127.0.0.1 is in use (is another devcloud or ${what} running?)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** One JSON-RPC call, or undefined while the server does not answer. */
export async function rpcResult(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(1000),
    });
    return ((await response.json()) as { result?: unknown }).result;
  } catch {
    return undefined;
  }
}

/** Every running server, killed directly in the 'exit' hook as a second line of defence. */
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

export type WatchedProcess = {
  /** The server's own pid (the watchdog's child). */
  pid: number;
  /** Closes the watchdog's pipe and resolves once the server has exited. */
  stop(): Promise<void>;
  /** Resolves until `ready` is true; stops the server and throws if it exits first or the time runs out. */
  waitUntil(ready: () => Promise<boolean>, timeoutMs: number): Promise<void>;
};

export async function startWatched(name: string, command: string, args: string[]): Promise<WatchedProcess> {
  installExitHook();
  // detached: its own process group, so a terminal's Ctrl-C reaches only devcloud, which then
  // stops the server in order (rather than the server and the watchdog racing each other).
  const watchdog = spawn('sh', ['-c', WATCHDOG, command, ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-4000);
  };
  watchdog.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise<number | null>((resolve) => watchdog.once('exit', (code) => resolve(code)));
  const pid = await readPid(watchdog, name, keep);
  running.add(pid);
  void exited.then(() => running.delete(pid));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

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

  const waitUntil = async (ready: () => Promise<boolean>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await ready())) {
      if (exitCode !== undefined || Date.now() > deadline) {
        await stop();
        const reason = exitCode !== undefined ? `exited with ${exitCode}` : `did not answer within ${timeoutMs} ms`;
        throw new Error(`${name} ${reason}${output ? `:\n${output}` : ''}`);
      }
      await sleep(50);
    }
  };
  return { pid, stop, waitUntil };
}

/** The watchdog's first stdout line is the server's pid; the rest is kept for error messages. */
function readPid(watchdog: ChildProcess, name: string, keep: (chunk: string) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      watchdog.stdout?.off('data', onData);
      const pid = Number(buffer.slice(0, newline).trim());
      if (Number.isInteger(pid) && pid > 0) resolve(pid);
      else reject(new Error(`${name} watchdog printed no pid: ${buffer}`));
      keep(buffer.slice(newline + 1));
      watchdog.stdout?.setEncoding('utf8').on('data', keep); // keep draining the server's own output
    };
    watchdog.stdout?.on('data', onData);
    watchdog.once('error', reject);
    watchdog.once('exit', (code) => reject(new Error(`${name} watchdog exited early (${code})`)));
  });
}

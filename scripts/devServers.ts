import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { localUrls, type LocalPorts } from './ports.ts';

const RSBUILD = 'node_modules/@rsbuild/core/bin/rsbuild.js';
/** A first compile on 2 busy cores takes seconds; a dev server still silent after this is stuck. */
const READY_TIMEOUT_MS = 120_000;

type DevServers = { close(): Promise<void> };

/**
 * rsbuild's dev server for one config, in its own process: rsbuild loads the config itself, as `npm run build`
 * does (under our tsx loader, the federation plugin would embed tsx's helpers in the runtime it generates).
 * Warnings and errors only (no banner, `npm start` prints the URLs); the output goes to our terminal.
 */
function rsbuildDev(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [RSBUILD, 'dev', '--log-level', 'warn', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // Whatever the shell says (a test runner's NODE_ENV=test would break the dev build).
    env: { ...process.env, NODE_ENV: 'development', ...env },
  });
}

/** Resolves once `url` answers: rsbuild's dev middleware holds requests until the first compile is done. */
async function answered(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server for ${url} stopped (exit code ${child.exitCode}; its error is above)`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * The remote (its lean variant, the manifest the shell names by default: `/lean/mf-manifest.json`) and the shell,
 * from rsbuild's dev server: compiled in memory, hot updates on save. The shell loads the remote through its dev
 * manifest, as it loads the built one. Resolves once both have compiled.
 */
export async function startDevServers(ports: LocalPorts): Promise<DevServers> {
  const urls = localUrls(ports);
  // No type generation in dev (`@mf-types` is a build output, and its worker would run on every save).
  const remote = rsbuildDev([], { AIRLOCK_VARIANT: 'lean', AIRLOCK_DTS: '0' });
  const shell = rsbuildDev(['-c', 'src/shell/rsbuild.config.ts'], {});
  const children = [remote, shell];
  // Our own exit (Ctrl-C, an error) never leaves a dev server behind.
  const killAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killAll);
  const close = async () => {
    process.off('exit', killAll);
    await Promise.all(children.map(stop));
  };
  try {
    await Promise.all([answered(`${urls.remote}/lean/mf-manifest.json`, remote), answered(`${urls.shell}/`, shell)]);
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

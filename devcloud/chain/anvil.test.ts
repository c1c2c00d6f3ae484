import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.ts';

const PORT = 8647;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('startAnvil', () => {
  it('answers eth_chainId and stops cleanly', async () => {
    const node = await startAnvil({ port: PORT, chainId: 31999 });
    expect(node.rpcUrl).toBe(`http://127.0.0.1:${PORT}`);
    expect(alive(node.pid)).toBe(true);
    await node.stop();
    expect(alive(node.pid)).toBe(false);
  }, 20_000);

  it('refuses a port that is already taken', async () => {
    const first = await startAnvil({ port: PORT, chainId: 31999 });
    try {
      await expect(startAnvil({ port: PORT, chainId: 31998 })).rejects.toThrow(/in use/);
    } finally {
      await first.stop();
    }
  }, 20_000);

  it('dies with its parent, even when the parent is killed with SIGKILL', async () => {
    const anvilModule = fileURLToPath(new URL('./anvil.ts', import.meta.url));
    const script = `
      const { startAnvil } = await import(${JSON.stringify(anvilModule)});
      const node = await startAnvil({ port: ${PORT}, chainId: 31999 });
      console.log(node.pid);
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('exit', (code) => reject(new Error(`parent exited early (${code})`)));
    });
    expect(alive(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitUntil(() => !alive(pid), 5000)).toBe(true);
  }, 30_000);
});

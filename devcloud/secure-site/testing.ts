/**
 * Test helpers for the secure site: a private anvil, a stand-in for the devcloud origins
 * endpoint, and a client for the backend API that sends the Origin the API insists on.
 * Used by the secure-site tests only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createDeviceKey, deviceProofHeaders } from './deviceProof.ts';

export type TestAnvil = { rpcUrl: string; stop(): Promise<void> };

/** Starts `anvil --port <port> --chain-id <id>` from the npm package and waits until it answers. */
export async function startTestAnvil(port: number, chainId: number): Promise<TestAnvil> {
  const require = createRequire(import.meta.url);
  const binary = join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil');
  const child: ChildProcess = spawn(binary, ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'], {
    stdio: 'ignore',
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`);
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) return { rpcUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('anvil did not start');
}

/** Serves `GET /projects/v1/origins` like devcloud, with origins a test may change. */
export function startOriginsStub(port: number, origins: { current: string[] }, routes?: Hono) {
  const app = new Hono();
  app.get('/projects/v1/origins', (c) => c.json({ allowedOrigins: origins.current }));
  // More of devcloud the site calls, e.g. the permissions service that records smart sessions.
  if (routes) app.route('/', routes);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

export type ApiAnswer<T> = { status: number; body: T & { error?: string } };

/**
 * POSTs to the backend as the frame page would: same-origin Origin header, bearer token, and the proof of this
 * client's own device key (one key per client, as one browser's frame has one).
 */
export function apiClient(siteUrl: string, device: Promise<CryptoKeyPair> = createDeviceKey()) {
  return async <T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> => {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      origin: new URL(siteUrl).origin,
      ...(await deviceProofHeaders(await device, { path, body: text, token })),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${siteUrl}${path}`, { method: 'POST', headers, body: text });
    return { status: response.status, body: (await response.json()) as T & { error?: string } };
  };
}

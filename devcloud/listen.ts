import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** Every devcloud server binds to loopback only. */
export const HOST = '127.0.0.1';

/** Serves a Hono app on 127.0.0.1:port; rejects when the port is taken. */
export function listen(app: Hono, port: number): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: HOST }, () => resolvePromise(server as Server));
    server.once('error', reject);
  });
}

/** Closes a server now: keep-alive connections and long polls would otherwise hold close() open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });
}

/**
 * WebSocket paths on the devcloud port. Hono answers plain HTTP; an `Upgrade: websocket` request
 * never reaches it, so the Node server's `upgrade` event is routed here by path. An unknown path
 * gets a plain 404 (a client sees a refused handshake, never a hang).
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export type UpgradeRouter = {
  /** Serves `path` (exact, query ignored) with `handler`; one handler per path. */
  add(path: string, handler: UpgradeHandler): void;
  /** Routes the server's upgrade requests; call once the server exists. */
  attach(server: Server): void;
  /** Destroys every socket handed to a handler: upgraded sockets would otherwise keep server.close() waiting. */
  closeAll(): void;
};

export function createUpgradeRouter(): UpgradeRouter {
  const handlers = new Map<string, UpgradeHandler>();
  const sockets = new Set<Duplex>();

  const route = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://devcloud').pathname;
    const handler = handlers.get(path);
    if (!handler) {
      refuseUpgrade(socket, 404, { message: `no WebSocket route ${path}` });
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    handler(request, socket, head);
  };

  return {
    add(path, handler) {
      if (handlers.has(path)) throw new Error(`devcloud: a WebSocket route ${path} already exists`);
      handlers.set(path, handler);
    },
    attach(server) {
      server.on('upgrade', route);
    },
    closeAll() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  };
}

/** Answers an upgrade request with a plain HTTP status and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${text}`);
  // end() flushes; destroy soon after in case the client never reads.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * The relay's sockets: `ws` in noServer mode behind devcloud's upgrade router. Each upgrade is
 * checked against the faults (`WS /relay`: refuse with a status, drop the socket, delay every
 * answer) and must carry an `auth` JWT, whose `iss` names the client. Sockets are pinged every
 * 15 s, as the real relay does (the Node SDK treats 35 s without a ping as a stalled connection);
 * one that did not answer the last ping is cut.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { type Fault, type FaultStore, WEBSOCKET_METHOD } from '../faults.ts';
import { refuseUpgrade } from '../upgrade.ts';
import { clientIdFromAuth } from './auth.ts';
import type { Relay } from './relay.ts';

export const DEFAULT_PING_INTERVAL_MS = 15_000;

export type RelaySocketsOptions = {
  relay: Relay;
  faults: FaultStore;
  pingIntervalMs?: number;
};

export type RelaySockets = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Cuts every socket and stops the pings. */
  close(): Promise<void>;
};

/** Envelopes are small; this only keeps a runaway client from filling memory. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

export function createRelaySockets({ relay, faults, pingIntervalMs = DEFAULT_PING_INTERVAL_MS }: RelaySocketsOptions): RelaySockets {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();
  const timers = new Set<NodeJS.Timeout>();

  const accept = (socket: WebSocket, clientId: string, fault: Fault | undefined) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    // A socket error (a client gone mid-frame) only ends that socket.
    socket.on('error', () => socket.terminate());
    if (fault?.kind === 'drop' && fault.afterMessages === 0) {
      socket.terminate();
      return;
    }

    const delayMs = fault?.kind === 'delay' ? fault.delayMs : 0;
    const write = (text: string) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    };
    const send = (frame: object) => {
      const text = JSON.stringify(frame);
      if (delayMs === 0) return write(text);
      const timer = setTimeout(() => {
        timers.delete(timer);
        write(text);
      }, delayMs);
      timers.add(timer);
    };

    const connection = relay.open(clientId, send);
    let received = 0;
    socket.on('message', (data: RawData) => {
      received += 1;
      if (fault?.kind === 'drop' && received > fault.afterMessages) {
        socket.terminate();
        return;
      }
      connection.receive(rawText(data));
    });
    socket.on('close', () => connection.close());
  };

  const pings = setInterval(() => {
    for (const socket of server.clients) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
    relay.prune();
  }, pingIntervalMs);
  pings.unref();

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://devcloud');
      const fault = faults.take(WEBSOCKET_METHOD, url.pathname, url.searchParams.get('projectId') ?? undefined);
      if (fault?.kind === 'status') {
        refuseUpgrade(socket, fault.status, { message: 'devcloud fault' }, fault.headers);
        return;
      }
      const auth = clientIdFromAuth(url.searchParams.get('auth'));
      if (!auth.ok) {
        refuseUpgrade(socket, 401, { message: auth.message });
        return;
      }
      server.handleUpgrade(request, socket, head, (ws) => accept(ws, auth.clientId, fault));
    },
    close() {
      clearInterval(pings);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of server.clients) socket.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Text frames as sent; a binary frame is read as UTF-8 text too (and answered with a parse error if it is not JSON). */
function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

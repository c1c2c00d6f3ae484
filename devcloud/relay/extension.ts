/**
 * Plugs the WalletConnect relay into devcloud (a default of DEVCLOUD_EXTENSIONS in server.ts):
 * `ws://127.0.0.1:<port>/relay` on devcloud's own port, and its control route.
 */
import type { Hono } from 'hono';
import type { FaultStore } from '../faults.ts';
import type { UpgradeHandler } from '../upgrade.ts';
import { createRelay } from './relay.ts';
import { relayRoutes } from './routes.ts';
import { createRelaySockets } from './websocket.ts';

export const RELAY_PATH = '/relay';

/** The part of devcloud's extension context this needs (structural, so no import cycle with server.ts). */
export type RelayHost = {
  app: Hono;
  url: string;
  quiet: boolean;
  faults: FaultStore;
  onUpgrade(path: string, handler: UpgradeHandler): void;
};

export type RelayExtensionOptions = {
  /** How often sockets are pinged (default 15 s). */
  pingIntervalMs?: number;
};

export function relayExtension(options: RelayExtensionOptions = {}) {
  return async (context: RelayHost): Promise<() => Promise<void>> => {
    const relay = createRelay({ log: context.quiet ? undefined : (line) => console.log(line) });
    const sockets = createRelaySockets({ relay, faults: context.faults, pingIntervalMs: options.pingIntervalMs });
    context.onUpgrade(RELAY_PATH, sockets.handleUpgrade);
    context.app.route('/', relayRoutes(relay));
    if (!context.quiet) console.log(`relay: ${context.url.replace(/^http/, 'ws')}${RELAY_PATH}`);
    return sockets.close;
  };
}

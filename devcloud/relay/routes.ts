/** `GET /__devcloud/relay`: what the relay holds, for tests (clients, their topics, mailbox sizes). */
import { Hono } from 'hono';
import { CONTROL_PREFIX } from '../faults.ts';
import type { Relay } from './relay.ts';

export function relayRoutes(relay: Relay): Hono {
  const app = new Hono();
  app.get(`${CONTROL_PREFIX}/relay`, (c) => c.json(relay.snapshot()));
  return app;
}

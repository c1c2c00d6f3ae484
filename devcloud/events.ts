/**
 * The analytics sink (`POST /e`, SPEC section 7). Events are kept in memory so tests can check
 * what the SDK reported, and when (e.g. nothing before consent, at most 5 errors a minute).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTROL_PREFIX } from './faults.ts';
import { parseJsonBody, parseQuery, sdkQuery } from './validate.ts';

export const analyticsEventSchema = z.object({
  eventId: z.string().min(1),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  // The SDK adds fields per event (errorType, stackTrace, properties ...): keep them all.
  props: z.looseObject({ type: z.string().min(1), event: z.string().min(1) }),
});

export type RecordedEvent = z.infer<typeof analyticsEventSchema> & {
  projectId: string;
  st: string | null;
  sv: string | null;
  receivedAt: number;
};

/** Oldest events are dropped past this, so a long dev session cannot grow without bound. */
const MAX_EVENTS = 10_000;

export type EventLog = {
  record(event: RecordedEvent): void;
  list(projectId?: string): RecordedEvent[];
  clear(): void;
};

export function createEventLog(): EventLog {
  let events: RecordedEvent[] = [];
  return {
    record(event) {
      events.push(event);
      if (events.length > MAX_EVENTS) events = events.slice(-MAX_EVENTS);
    },
    list: (projectId) => events.filter((e) => projectId === undefined || e.projectId === projectId),
    clear() {
      events = [];
    },
  };
}

export function eventRoutes(log: EventLog): Hono {
  const app = new Hono();
  app.post('/e', async (c) => {
    const { projectId, st, sv } = parseQuery(c, sdkQuery);
    const event = await parseJsonBody(c, analyticsEventSchema);
    log.record({ ...event, projectId, st: st ?? null, sv: sv ?? null, receivedAt: Date.now() });
    return c.body(null, 202);
  });
  app.get(`${CONTROL_PREFIX}/events`, (c) => {
    const { projectId } = parseQuery(c, z.object({ projectId: z.string().min(1).optional() }));
    return c.json({ events: log.list(projectId) });
  });
  app.delete(`${CONTROL_PREFIX}/events`, (c) => {
    log.clear();
    return c.json({ ok: true });
  });
  return app;
}

import { LIMITS } from '../constants.ts';
import type { HttpClient } from './http.ts';
import * as z from 'zod/mini';

export type AnalyticsEvent = { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> };

/**
 * Sends events to the analytics service (`POST /e`) only while analytics are enabled and `consented()` (the host's
 * visitor agreed, with `analytics: 'after-consent'`: events before are dropped, none leave after a refusal); error events are
 * throttled to 5 a minute (SPEC section 7). Failures are swallowed: analytics must never break the modal.
 */
export function createAnalytics(api: HttpClient, now: () => number = Date.now, consented: () => boolean = () => true) {
  let enabled = false;
  let errorTimes: number[] = [];
  return {
    setEnabled(value: boolean) {
      enabled = value;
    },
    isEnabled: () => enabled,
    send(event: AnalyticsEvent): boolean {
      if (!enabled || !consented()) return false;
      if (event.type === 'error') {
        const t = now();
        errorTimes = errorTimes.filter((at) => t - at < LIMITS.errorEventsWindow);
        if (errorTimes.length >= LIMITS.errorEventsPerWindow) return false;
        errorTimes.push(t);
      }
      const location = typeof window !== 'undefined' ? window.location : undefined;
      const body = {
        eventId: typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(now()),
        // Without the query string and fragment: they carry tokens, e-mails and codes that are no analytics' business.
        url: location ? location.origin + location.pathname : '',
        domain: location?.hostname ?? '',
        timestamp: now(),
        props: { type: event.type, event: event.event, ...event.properties },
      };
      void api.post('/e', z.unknown(), body).catch(() => undefined);
      return true;
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;

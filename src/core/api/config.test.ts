import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { isOriginAllowed } from './config.ts';
import type { HttpClient } from './http.ts';

describe('origin allowlist', () => {
  it('matches exact origins', () => {
    expect(isOriginAllowed('http://localhost:3000', ['http://localhost:3000'])).toBe(true);
    expect(isOriginAllowed('http://localhost:3001', ['http://localhost:3000'])).toBe(false);
  });
  it('matches one wildcard label', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://evil.com/.example.com', ['https://*.example.com'])).toBe(false);
  });
});

describe('analytics', () => {
  const api = () => ({ post: vi.fn(() => Promise.resolve(undefined)) }) as unknown as HttpClient & { post: ReturnType<typeof vi.fn> };

  it('sends nothing until enabled', () => {
    const client = api();
    const analytics = createAnalytics(client);
    expect(analytics.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(false);
    expect(client.post).not.toHaveBeenCalled();
  });

  it('throttles error events to 5 a minute', () => {
    let t = 0;
    const client = api();
    const analytics = createAnalytics(client, () => t);
    analytics.setEnabled(true);
    const sent = Array.from({ length: 7 }, () => analytics.send({ type: 'error', event: 'X' }));
    expect(sent.filter(Boolean)).toHaveLength(5);
    t += 60_001;
    expect(analytics.send({ type: 'error', event: 'X' })).toBe(true);
    expect(analytics.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(true);
  });
});

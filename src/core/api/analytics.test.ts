import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import type { HttpClient } from './http.ts';

function fakeApi() {
  const bodies: Array<{ props: Record<string, unknown> }> = [];
  const api = { post: vi.fn(async (_path: string, _schema: unknown, body: unknown) => void bodies.push(body as never)) };
  return { api: api as unknown as HttpClient, bodies, post: api.post };
}

describe('error analytics (SPEC sections 7 and 9)', () => {
  it('sends an error event with its type, error type, message and stack trace to POST /e', () => {
    const { api, bodies, post } = fakeApi();
    const analytics = createAnalytics(api, () => 1_000);
    analytics.setEnabled(true);
    analytics.send({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      properties: { errorType: 'DisconnectError', errorMessage: 'Failed to disconnect', stackTrace: 'at disconnect' },
    });
    expect(post.mock.calls[0]?.[0]).toBe('/e');
    expect(bodies[0]).toMatchObject({
      timestamp: 1_000,
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'DisconnectError',
        errorMessage: 'Failed to disconnect',
        stackTrace: 'at disconnect',
      },
    });
  });

  it("sends the page's URL without its query string or fragment", () => {
    vi.stubGlobal('window', { location: new URL('https://app.example/pay/checkout?token=secret&email=a%40b.c#code=123456') });
    try {
      const { api, bodies } = fakeApi();
      const analytics = createAnalytics(api, () => 1_000);
      analytics.setEnabled(true);
      analytics.send({ type: 'track', event: 'MODAL_OPEN' });
      expect(bodies[0]).toMatchObject({ url: 'https://app.example/pay/checkout', domain: 'app.example' });
      expect(JSON.stringify(bodies[0])).not.toMatch(/secret|a%40b|123456/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('counts the 60 s window to the millisecond', () => {
    const { api, bodies } = fakeApi();
    let now = 0;
    const analytics = createAnalytics(api, () => now);
    analytics.setEnabled(true);
    const error = { type: 'error' as const, event: 'INTERNAL_SDK_ERROR' };
    const sent = Array.from({ length: 7 }, () => analytics.send(error));
    expect(sent).toEqual([true, true, true, true, true, false, false]);
    // Track events are not throttled.
    expect(analytics.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(true);
    now = 59_999;
    expect(analytics.send(error)).toBe(false);
    now = 60_000;
    expect(analytics.send(error)).toBe(true);
    expect(bodies.filter((b) => b.props.type === 'error')).toHaveLength(6);
  });
});

describe("consent (the `analytics: 'after-consent'` option)", () => {
  const track = { type: 'track' as const, event: 'MODAL_OPEN' };
  const error = { type: 'error' as const, event: 'INTERNAL_SDK_ERROR' };

  it('sends nothing before consent, tracks and errors after it, nothing again after a refusal', () => {
    const { api, bodies } = fakeApi();
    let consent = false;
    const analytics = createAnalytics(
      api,
      () => 0,
      () => consent,
    );
    analytics.setEnabled(true);
    expect([analytics.send(track), analytics.send(error)]).toEqual([false, false]);
    expect(bodies).toEqual([]);
    consent = true;
    expect([analytics.send(track), analytics.send(error)]).toEqual([true, true]);
    consent = false;
    expect([analytics.send(track), analytics.send(error)]).toEqual([false, false]);
    expect(bodies.map((b) => b.props.type)).toEqual(['track', 'error']);
  });

  it('consent does not turn on analytics the project left off', () => {
    const { api, bodies } = fakeApi();
    const analytics = createAnalytics(
      api,
      () => 0,
      () => true,
    );
    expect(analytics.send(track)).toBe(false);
    expect(bodies).toEqual([]);
  });

  it('without the option, events are sent as the project config says (no consent asked)', () => {
    const { api, bodies } = fakeApi();
    const analytics = createAnalytics(api, () => 0);
    analytics.setEnabled(true);
    expect(analytics.send(track)).toBe(true);
    expect(bodies).toHaveLength(1);
  });
});

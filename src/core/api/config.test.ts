import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { ApiError } from '../errors/api.ts';
import { InvalidProjectIdError } from '../errors/project.ts';
import { fetchAllowedOrigins, fetchRemoteFeatures, isOriginAllowed } from './config.ts';
import originCases from './contracts/originAllowlist.json' with { type: 'json' };
import type { HttpClient } from './http.ts';

describe('origin allowlist', () => {
  it('matches exact origins', () => {
    expect(isOriginAllowed('https://shop.test:3000', ['https://shop.test:3000'])).toBe(true);
    expect(isOriginAllowed('https://shop.test:3001', ['https://shop.test:3000'])).toBe(false);
  });
  it('matches one wildcard label', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://*.example.com'])).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://evil.com/.example.com', ['https://*.example.com'])).toBe(false);
  });
});

describe("origin allowlist, as the provider's own client matches it (contract fixture)", () => {
  it.each(originCases.cases)('$origin against $allowed is $expected', ({ origin, allowed, expected }) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected);
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

describe('an unknown project id (SPEC section 8: Invalid Project ID)', () => {
  const refusing = (status: number) =>
    ({ get: vi.fn(() => Promise.reject(new ApiError(`HTTP ${status}`, { status }))) }) as unknown as HttpClient;

  it('is InvalidProjectIdError from the config call and from the origins call', async () => {
    await expect(fetchRemoteFeatures(refusing(401))).rejects.toBeInstanceOf(InvalidProjectIdError);
    await expect(fetchAllowedOrigins(refusing(401))).rejects.toMatchObject({
      name: 'InvalidProjectIdError',
      shortMessage: 'Invalid Project ID',
    });
  });

  it('leaves the other failures as they were: an empty allowlist, the config error itself', async () => {
    expect(await fetchAllowedOrigins(refusing(404))).toEqual([]);
    await expect(fetchRemoteFeatures(refusing(404))).rejects.not.toBeInstanceOf(InvalidProjectIdError);
    await expect(fetchAllowedOrigins(refusing(429))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

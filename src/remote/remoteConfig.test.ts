import { createStore } from 'jotai/vanilla';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { optionsAtom } from '../atoms/options.ts';
import { createAnalytics } from '../core/api/analytics.ts';
import type { HttpClient } from '../core/api/http.ts';
import { toCaipNetwork } from '../core/caip.ts';
import { ApiError } from '../core/errors/api.ts';
import { parseOptions } from '../core/options.ts';
import { loadRemoteConfig } from './remoteConfig.ts';

const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

/** A config service that answers the analytics switch with `isAnalyticsEnabled` (or fails), and nothing else. */
function configService(isAnalyticsEnabled: boolean | Error): HttpClient {
  const answers: Record<string, unknown> = { '/projects/v1/origins': { allowedOrigins: [] } };
  return {
    url: (path) => path,
    get: async (path, schema) => {
      if (path === '/getAnalyticsConfig') {
        if (isAnalyticsEnabled instanceof Error) throw isAnalyticsEnabled;
        return z.parse(schema, { isAnalyticsEnabled });
      }
      if (path in answers) return z.parse(schema, answers[path]);
      throw new ApiError('Request failed with status 503', { status: 503 });
    },
    post: () => Promise.reject(new Error('no post here')),
  };
}

async function analyticsAfterConfig(localAnalytics: boolean | undefined, cloud: boolean | Error) {
  const store = createStore();
  const options = parseOptions({
    projectId: 'proj',
    networks: [ANVIL],
    ...(localAnalytics === undefined ? {} : { features: { analytics: localAnalytics } }),
  });
  store.set(optionsAtom, options);
  const api = configService(cloud);
  const analytics = createAnalytics(api);
  await loadRemoteConfig({ store, options, api, analytics, origin: 'http://localhost:3000', alive: () => true, debug: vi.fn() });
  return analytics.isEnabled();
}

describe('analytics switch (SPEC sections 4 and 9)', () => {
  it('on when the project enables it and the local flag is at its default (on)', async () => {
    expect(await analyticsAfterConfig(undefined, true)).toBe(true);
  });
  it('the local `features.analytics: false` keeps analytics off even when the project enables them', async () => {
    expect(await analyticsAfterConfig(false, true)).toBe(false);
  });
  it('off when the project disables them, or when the config call fails', async () => {
    expect(await analyticsAfterConfig(true, false)).toBe(false);
    expect(await analyticsAfterConfig(true, new ApiError('Request failed', {}))).toBe(false);
  });
});

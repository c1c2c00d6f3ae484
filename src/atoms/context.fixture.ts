import { vi } from 'vitest';
import type { HttpClient } from '../core/api/http.ts';
import { memoryStorage } from '../core/storage/memoryStorage.fixture.ts';
import type { InstanceContext } from './context.ts';

const noApi: HttpClient = {
  url: (path) => path,
  get: () => Promise.reject(new Error('this test has no API')),
  post: () => Promise.reject(new Error('this test has no API')),
};

/**
 * An instance context for action tests: the test's store and options, an in-memory storage, and a spy for every
 * call actions make back (toaster, analytics, router, account refresh, sign-out); `parts` replaces any of them.
 */
export function stubContext(parts: Pick<InstanceContext, 'store' | 'options'> & Partial<InstanceContext>): InstanceContext {
  return {
    storage: memoryStorage(),
    api: noApi,
    blockchainApi: noApi,
    toaster: { showError: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn(), hide: vi.fn() },
    track: vi.fn(),
    reportError: vi.fn(),
    debug: vi.fn(),
    open: vi.fn(async () => undefined),
    close: vi.fn(),
    push: vi.fn(),
    replace: vi.fn(),
    reset: vi.fn(),
    goBack: vi.fn(),
    refreshAccount: vi.fn(async () => undefined),
    signOutEmbedded: vi.fn(async () => undefined),
    ...parts,
  };
}

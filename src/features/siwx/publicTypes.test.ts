import { describe, expect, it, vi } from 'vitest';
import type { SiwxModule } from '../../core/siwx.ts';
import * as siwx from './index.ts';

// The view's stylesheet needs a browser; this test only reads the module's exports.
vi.mock('../../ui/theme/styles.ts', () => ({ addStyles: () => undefined }));

/**
 * `airlock/siwx` as `airlock/appkit` types it for hosts (`SiwxModule`, in core/siwx.ts, whose declaration ships
 * generated). The assignment fails `npm run typecheck` when the module and that type drift apart.
 */
const conforms: SiwxModule = siwx;

describe('airlock/features/siwx', () => {
  it('exports what its declaration promises', () => {
    expect(Object.keys(conforms).sort()).toEqual(expect.arrayContaining(['createBrowserSiwx', 'createServerSiwx', 'formatSiwxMessage']));
    for (const name of ['createBrowserSiwx', 'createServerSiwx', 'formatSiwxMessage'] as const)
      expect(typeof conforms[name]).toBe('function');
  });
});

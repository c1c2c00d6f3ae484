import { describe, expect, it, vi } from 'vitest';
import type { SiwxModule } from '../../remote/types/appkit';
import * as siwx from './index.ts';

// The view's stylesheet needs a browser; this test only reads the module's exports.
vi.mock('../../ui/theme/styles.ts', () => ({ addStyles: () => undefined }));

/**
 * `airlock/features/siwx` as the shipped declarations describe it (`SiwxModule` in appkit.d.ts). The assignment
 * fails `npm run typecheck` when the code and the declaration drift apart; src/remote/types/conformance.ts does the
 * same for `airlock/appkit` and `airlock/react`, but the remote's own files may not import a feature.
 */
const conforms: SiwxModule = siwx;

describe('airlock/features/siwx', () => {
  it('exports what its declaration promises', () => {
    expect(Object.keys(conforms).sort()).toEqual(expect.arrayContaining(['createBrowserSiwx', 'createServerSiwx', 'formatSiwxMessage']));
    for (const name of ['createBrowserSiwx', 'createServerSiwx', 'formatSiwxMessage'] as const)
      expect(typeof conforms[name]).toBe('function');
  });
});

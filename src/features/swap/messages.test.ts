import { describe, expect, it } from 'vitest';
import { en } from '../../core/i18n/en.ts';
import { enFeatures } from '../../core/i18n/enFeatures.ts';
import { SWAP_MESSAGES } from './errors.ts';

describe('swap messages', () => {
  it('are all in the catalogue, so the view shows them in the modal’s language', () => {
    const english = new Set([...Object.values(en), ...Object.values(enFeatures)]);
    expect(Object.values(SWAP_MESSAGES).filter((text) => !english.has(text))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enFeatures } from './enFeatures.ts';
import { english, loadFeatureEnglish } from './english.ts';
import { keyedPack } from './packs.ts';
import { createTranslator } from './translator.ts';

const modalKeys = Object.keys(en);
const featureKeys = Object.keys(enFeatures);
// A shipped pack as the build writes it: the texts of each English part in its key order.
const shipped: [string[], string[]] = [modalKeys.map((key) => `es:${key}`), featureKeys.map((key) => `es:${key}`)];

describe("the feature views' English", () => {
  it('the two English parts share no key', () => {
    expect(modalKeys.filter((key) => key in enFeatures)).toEqual([]);
  });

  it("joins the page's English when the first feature view loads, and a pack loaded before it gains the feature texts then", async () => {
    const pack = keyedPack(shipped) as Record<string, string>;
    const t = createTranslator('es', pack as never);
    expect(t('modal.back')).toBe('es:modal.back');
    expect(featureKeys[0]! in english).toBe(false);
    expect(featureKeys[0]! in pack).toBe(false);

    await loadFeatureEnglish();
    expect(featureKeys.every((key) => english[key] === enFeatures[key as keyof typeof enFeatures])).toBe(true);
    expect(pack[featureKeys[0]!]).toBe(`es:${featureKeys[0]}`);
    expect(t('send.review')).toBe('es:send.review');
    // An English text a feature's action says is recognised once its English is in.
    expect(createTranslator('es', pack as never).text(enFeatures['send.review'])).toBe('es:send.review');

    // A pack that arrives later is keyed whole at once.
    const later = keyedPack(shipped) as Record<string, string>;
    expect(Object.keys(later)).toHaveLength(modalKeys.length + featureKeys.length);
  });
});

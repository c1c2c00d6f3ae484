import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enFeatures } from './enFeatures.ts';
import { english, loadFeatureEnglish } from './english.ts';
import { createTranslator } from './translator.ts';

const modalKeys = Object.keys(en);
const featureKeys = Object.keys(enFeatures);

describe("the feature views' English", () => {
  it('the two English parts share no key', () => {
    expect(modalKeys.filter((key) => key in enFeatures)).toEqual([]);
  });

  it("joins the page's English when the first feature view loads, and resolves with its keys in order", async () => {
    const t = createTranslator('en');
    expect(featureKeys[0]! in english).toBe(false);
    expect(await loadFeatureEnglish()).toEqual(featureKeys);
    expect(featureKeys.every((key) => english[key] === enFeatures[key as keyof typeof enFeatures])).toBe(true);
    expect(t('send.review' as never)).toBe(enFeatures['send.review']);
    // An English text a feature's action says is recognised once its English is in.
    expect(createTranslator('es', { 'send.review': 'Revisar' } as never).text(enFeatures['send.review'])).toBe('Revisar');
  });
});

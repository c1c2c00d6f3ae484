import { describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { enFeatures } from './enFeatures.ts';
import { loadFeatureEnglish } from './english.ts';
import { featureTextsInto, loadLocalePack } from './packs.ts';
import de from './packs/de.ts';

const featureKeys = Object.keys(enFeatures) as (keyof typeof de)[];

describe('a language in two parts', () => {
  it("the modal's texts come alone, even once the feature views' English is in; their texts join the same pack when fetched", async () => {
    await loadFeatureEnglish();
    const pack = (await loadLocalePack('de')) as Record<string, unknown>;
    expect(Object.keys(pack)).toEqual(Object.keys(en));
    expect(pack['modal.close']).toBe(de['modal.close']);

    await featureTextsInto('de', pack as never, () => undefined)();
    expect(Object.keys(pack)).toEqual([...Object.keys(en), ...featureKeys]);
    expect(Object.fromEntries(featureKeys.map((key) => [key, pack[key]]))).toEqual(
      Object.fromEntries(featureKeys.map((key) => [key, de[key]])),
    );
  });

  it('feature texts whose chunk fails: the promise resolves, the pack keeps its own texts, and the next call fetches again; arrival is told once', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./packs/fr.ts?features', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return vi.importActual('./packs/fr.ts');
    });
    const packs = await import('./packs.ts');
    const pack = (await packs.loadLocalePack('fr')) as Record<string, unknown>;
    const arrived = vi.fn();
    const fetchFeatureTexts = packs.featureTextsInto('fr', pack as never, arrived);

    await expect(fetchFeatureTexts()).resolves.toBeUndefined();
    expect(Object.keys(pack)).toEqual(Object.keys(en));
    expect(arrived).not.toHaveBeenCalled();
    await fetchFeatureTexts();
    expect(attempts).toBe(2);
    expect(pack['send.review']).toBe((await import('./packs/fr.ts')).default['send.review']);
    expect(arrived).toHaveBeenCalledTimes(1);
    // Once in, it is not fetched again.
    await fetchFeatureTexts();
    expect(attempts).toBe(2);
    expect(arrived).toHaveBeenCalledTimes(1);
    vi.doUnmock('./packs/fr.ts?features');
  });
});

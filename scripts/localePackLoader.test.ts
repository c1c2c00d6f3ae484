import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { en } from '../src/core/i18n/en.ts';
import { enFeatures } from '../src/core/i18n/enFeatures.ts';
import { SUPPORTED_LOCALES } from '../src/core/i18n/locales.ts';
import { loadWholePack } from '../src/core/i18n/packs.fixture.ts';

type Loader = ((this: { resourcePath: string; resourceQuery: string; addDependency(file: string): void }, source: string) => string) & {
  evaluateCatalogueModule(source: string, fileName: string): Record<string, unknown>;
  englishParts(i18nDir: string, addDependency: (file: string) => void): Record<string, unknown>[];
  packAsArray(catalogue: object, pack: object, fileName: string): unknown[];
  packAsArrays(parts: object[], pack: object, fileName: string): unknown[][];
};
const loader = createRequire(import.meta.url)('./localePackLoader.cjs') as Loader;
const keyed = (keys: string[], texts: unknown[]) => Object.fromEntries(keys.map((key, i) => [key, texts[i]]));

describe('the locale pack loader', () => {
  const parts = loader.englishParts('src/core/i18n', () => undefined);

  it("reads the catalogue's two English parts with their keys in order: the modal's, then the feature views'", () => {
    expect(parts.map((part) => Object.keys(part))).toEqual([Object.keys(en), Object.keys(enFeatures)]);
  });

  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: the shipped arrays, read back with each part's keys, are the pack as written`, async () => {
      const file = `src/core/i18n/packs/${locale}.ts`;
      const written = loader.evaluateCatalogueModule(readFileSync(file, 'utf8'), file).default as object;
      const [modal, features] = loader.packAsArrays(parts, written, file);
      expect(modal).toHaveLength(Object.keys(en).length);
      expect(features).toHaveLength(Object.keys(enFeatures).length);
      const readBack = { ...keyed(Object.keys(en), modal!), ...keyed(Object.keys(enFeatures), features!) };
      expect(readBack).toEqual(await loadWholePack(locale));
    });
  }

  it("ships each part as its own module, named by the import's query; a pack imported whole is refused", () => {
    const file = 'src/core/i18n/packs/de.ts';
    const source = readFileSync(file, 'utf8');
    const [modal, features] = loader.packAsArrays(parts, loader.evaluateCatalogueModule(source, file).default as object, file);
    const built = (resourceQuery: string) => loader.call({ resourcePath: file, resourceQuery, addDependency: () => undefined }, source);
    expect(built('?modal')).toBe(`export default ${JSON.stringify(modal)};\n`);
    expect(built('?features')).toBe(`export default ${JSON.stringify(features)};\n`);
    expect(() => built('')).toThrow(`${file}: import a pack's part, ?modal or ?features, not ''`);
  });

  it('a pack with a key missing or unknown fails the build, naming them', () => {
    expect(() => loader.packAsArray({ a: 'A', b: 'B' }, { a: 'x', c: 'y' }, 'xx.ts')).toThrow('xx.ts: missing keys [b], unknown keys [c]');
    expect(() => loader.packAsArrays([{ a: 'A' }, { b: 'B' }], { a: 'x' }, 'yy.ts')).toThrow('yy.ts: missing keys [b], unknown keys []');
  });

  it('a catalogue that imports something at run time is refused', () => {
    expect(() => loader.evaluateCatalogueModule("import { x } from './x.ts'; export default { a: x };", 'bad.ts')).toThrow(
      'bad.ts: a catalogue is data; it may not import ./x.ts at run time',
    );
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { en } from '../src/core/i18n/en.ts';
import { SUPPORTED_LOCALES } from '../src/core/i18n/locales.ts';
import { loadLocalePack } from '../src/core/i18n/packs.ts';

type Loader = {
  evaluateCatalogueModule(source: string, fileName: string): Record<string, unknown>;
  packAsArray(catalogue: object, pack: object, fileName: string): unknown[];
};
const loader = createRequire(import.meta.url)('./localePackLoader.cjs') as Loader;

describe('the locale pack loader', () => {
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: the shipped array, read back with the catalogue's keys, is the pack as written`, async () => {
      const file = `src/core/i18n/packs/${locale}.ts`;
      const written = loader.evaluateCatalogueModule(readFileSync(file, 'utf8'), file).default as object;
      const shipped = loader.packAsArray(en, written, file);
      expect(shipped).toHaveLength(Object.keys(en).length);
      expect(Object.fromEntries(Object.keys(en).map((key, i) => [key, shipped[i]]))).toEqual(await loadLocalePack(locale));
    });
  }

  it('the catalogue as the loader reads it has the keys of en.ts in their order', () => {
    const file = 'src/core/i18n/en.ts';
    expect(Object.keys(loader.evaluateCatalogueModule(readFileSync(file, 'utf8'), file).en as object)).toEqual(Object.keys(en));
  });

  it('a pack with a key missing or unknown fails the build, naming them', () => {
    expect(() => loader.packAsArray({ a: 'A', b: 'B' }, { a: 'x', c: 'y' }, 'xx.ts')).toThrow('xx.ts: missing keys [b], unknown keys [c]');
  });

  it('a catalogue that imports something at run time is refused', () => {
    expect(() => loader.evaluateCatalogueModule("import { x } from './x.ts'; export default { a: x };", 'bad.ts')).toThrow(
      'bad.ts: a catalogue is data; it may not import ./x.ts at run time',
    );
  });
});

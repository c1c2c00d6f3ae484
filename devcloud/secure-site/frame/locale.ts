/**
 * The frame page's language: the modal's, from the page's config at load and from SYNC_LOCALE after. English is
 * in this script; another language's pack is fetched from this origin (one JSON asset per language, bundle.ts) and
 * parsed before use: a pack that fails to load or parse leaves the page in English. Words only: nothing here can
 * change what the page signs or when.
 */
import { isRightToLeft, type Locale } from '../../../src/core/i18n/locales.ts';
import { secureEn, type SecureMessages, type SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import { parseSecurePack } from '../../../src/core/i18n/secure/parsePack.ts';
import { createCatalogueTranslator } from '../../../src/core/i18n/catalogueTranslator.ts';

/** The asset a language's pack is served as (bundle.ts). */
export const packAssetName = (locale: Exclude<Locale, 'en'>) => `secure-locale-${locale}.json`;

export type FrameLocaleDeps = {
  doc: Document;
  fetchPack(locale: Exclude<Locale, 'en'>): Promise<unknown>;
  /** Called once the page speaks `t` (its pack loaded, or English). */
  changed(t: SecureTranslator): void;
  log(...args: unknown[]): void;
};

export function createFrameLocale(deps: FrameLocaleDeps) {
  let current: SecureTranslator = createCatalogueTranslator('en', undefined, secureEn);
  let latest = 0;

  return {
    t: () => current,
    /** Switches to `locale` once its pack is here; the latest call wins over a slower pack. */
    async use(locale: Locale): Promise<void> {
      const ticket = ++latest;
      let pack: SecureMessages | null = null;
      if (locale !== 'en') {
        pack = parseSecurePack(await deps.fetchPack(locale).catch(() => null));
        if (!pack) deps.log('locale pack unavailable, staying in English:', locale);
      }
      if (ticket !== latest) return;
      const spoken = pack ? locale : 'en';
      // Also when nothing changes: the server wrote the asked language on <html>, which a missing pack leaves English.
      const root = deps.doc.documentElement;
      root.lang = spoken;
      root.dir = isRightToLeft(spoken) ? 'rtl' : 'ltr';
      if (spoken === current.locale) return;
      current = createCatalogueTranslator(spoken, pack ?? undefined, secureEn);
      deps.changed(current);
    },
  };
}

export type FrameLocale = ReturnType<typeof createFrameLocale>;

/** The pack from this origin's assets (same origin: the page's CSP allows nothing else). */
export async function fetchPack(locale: Exclude<Locale, 'en'>): Promise<unknown> {
  const response = await fetch(`/assets/${packAssetName(locale)}`, { credentials: 'omit' });
  return response.ok ? response.json() : null;
}

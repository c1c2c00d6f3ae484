/** The server's words: every pack of the secure catalogue (the pages it renders, the previews it writes). */
import type { Locale } from '../../src/core/i18n/locales.ts';
import { type SecureTranslator, secureEn } from '../../src/core/i18n/secure/en.ts';
import { SECURE_PACKS } from '../../src/core/i18n/secure/packs.ts';
import { createCatalogueTranslator } from '../../src/core/i18n/catalogueTranslator.ts';

export function secureTranslator(locale: Locale): SecureTranslator {
  return createCatalogueTranslator(locale, locale === 'en' ? undefined : SECURE_PACKS[locale], secureEn);
}

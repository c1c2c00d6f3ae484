/** The server's words: every pack of the secure catalogue (the pages it renders, the previews it writes). */
import type { Locale } from '../../src/core/i18n/locales.ts';
import { type SecureTranslator, secureEn } from '../../src/core/i18n/secure/en.ts';
import { SECURE_PACKS } from '../../src/core/i18n/secure/packs.ts';
import { createTranslator } from '../../src/core/i18n/translator.ts';

export function secureTranslator(locale: Locale): SecureTranslator {
  return createTranslator(locale, locale === 'en' ? undefined : SECURE_PACKS[locale], secureEn);
}

import { type CatalogueTranslator, createCatalogueTranslator } from './catalogueTranslator.ts';
import type { MessageKey, Messages } from './en.ts';
import { english } from './english.ts';
import type { Locale } from './locales.ts';
import { matchTemplate } from './textTemplates.ts';

/** The modal's translator: its catalogue (en.ts, then enFeatures.ts once loaded) and the pack of its language. */
export type Translator = CatalogueTranslator<MessageKey>;

export function createTranslator(locale: Locale, messages?: Messages): Translator {
  return createCatalogueTranslator(locale, messages, english as Messages, matchTemplate);
}

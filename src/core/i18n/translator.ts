import { type CatalogueTranslator, createCatalogueTranslator } from './catalogueTranslator.ts';
import { en, type MessageKey, type Messages } from './en.ts';
import type { Locale } from './locales.ts';

/** The modal's translator: its catalogue (en.ts) and the pack of its language. */
export type Translator = CatalogueTranslator<MessageKey>;

export function createTranslator(locale: Locale, messages: Messages = en): Translator {
  return createCatalogueTranslator(locale, messages, en);
}

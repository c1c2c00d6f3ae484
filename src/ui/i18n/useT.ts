import { createContext, useContext } from 'react';
import { createTranslator, type Translator } from '../../core/i18n/translator.ts';

/** The translator of the language the modal speaks now; the modal's root provides it and replaces it on a change. */
const TranslatorContext = createContext<Translator>(createTranslator('en'));

export const TranslatorProvider = TranslatorContext.Provider;

export function useT(): Translator {
  return useContext(TranslatorContext);
}

import { en, type MessageKey, type Messages } from './en.ts';
import type { Locale } from './locales.ts';
import { formatMessage, type Params } from './translate.ts';

export type Translator = {
  locale: Locale;
  /** The catalogue's message `key` in this locale, filled with `params`. */
  (key: MessageKey, params?: Params): string;
  /**
   * An English text produced outside the views (an action's error, a SPEC message) in this locale when the
   * catalogue has it, else as it is: what the actions say stays one set of English strings, the tests' and the SPEC's.
   */
  text(english: string): string;
};

let englishToKey: Map<string, MessageKey> | undefined;

export function createTranslator(locale: Locale, messages: Messages = en): Translator {
  const t = ((key: MessageKey, params?: Params) => formatMessage(locale, messages[key] ?? en[key], params)) as Translator;
  t.locale = locale;
  t.text = (english) => {
    englishToKey ??= new Map(
      Object.entries(en).flatMap(([key, message]) => (typeof message === 'string' ? [[message, key as MessageKey]] : [])),
    );
    const key = englishToKey.get(english);
    return key ? t(key) : english;
  };
  return t;
}

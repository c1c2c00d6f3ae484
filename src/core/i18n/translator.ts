import { en, type MessageKey, type Messages } from './en.ts';
import type { Locale } from './locales.ts';
import { matchTemplate } from './textTemplates.ts';
import { formatMessage, type Params } from './translate.ts';

export type Translator = {
  locale: Locale;
  /** The catalogue's message `key` in this locale, filled with `params`. */
  (key: MessageKey, params?: Params): string;
  /**
   * An English text produced outside the views (an action's error, a SPEC message, an alert) in this locale when the
   * catalogue has it, word for word or as one of its templates with values, else as it is: what the actions say stays one set of English strings, the tests' and the SPEC's.
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
    if (key) return t(key);
    const template = matchTemplate(english);
    return template ? t(template.key, template.params) : english;
  };
  return t;
}

import type { MessageKey, Messages } from './en.ts';
import { english as catalogue } from './english.ts';
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

/** English text → key, built for the English the page had then (rebuilt once the feature views' joins it). */
let englishToKey: { map: Map<string, MessageKey>; size: number } | undefined;

export function createTranslator(locale: Locale, messages?: Messages): Translator {
  // The key itself rather than a crash, should a view ever ask before its English is in (a unit test guards it).
  const t = ((key: MessageKey, params?: Params) => formatMessage(locale, messages?.[key] ?? catalogue[key] ?? key, params)) as Translator;
  t.locale = locale;
  t.text = (english) => {
    const entries = Object.entries(catalogue);
    if (englishToKey?.size !== entries.length) {
      englishToKey = {
        map: new Map(entries.flatMap(([key, message]) => (typeof message === 'string' ? [[message, key as MessageKey]] : []))),
        size: entries.length,
      };
    }
    const key = englishToKey.map.get(english);
    if (key) return t(key);
    const template = matchTemplate(english);
    return template ? t(template.key, template.params) : english;
  };
  return t;
}

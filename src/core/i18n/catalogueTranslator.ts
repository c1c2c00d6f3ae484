import type { Locale } from './locales.ts';
import { formatMessage, type Message, type Params } from './translate.ts';

/** A catalogue: the modal's (en.ts) or another one of the same shape (the secure site's, secure/en.ts). */
export type Catalogue<Key extends string> = Record<Key, Message>;

export type CatalogueTranslator<Key extends string> = {
  locale: Locale;
  /** The catalogue's message `key` in this locale, filled with `params`. */
  (key: Key, params?: Params): string;
  /**
   * An English text produced outside the views (an action's error, a SPEC message, an alert) in this locale when the
   * catalogue has it, word for word or as one of its templates with values, else as it is: what the actions say
   * stays one set of English strings, the tests' and the SPEC's.
   */
  text(english: string): string;
};

/** Finds the catalogue message an English text with values in it was built from (textTemplates.ts). */
export type TemplateMatcher<Key extends string> = (english: string) => { key: Key; params: Params } | undefined;

/**
 * A translator for `locale` over `messages` (its pack), falling back key by key to `english`, the catalogue the
 * pack translates (which may grow: the modal's gains the feature views' English when they load). It imports no
 * catalogue itself, so a page that speaks another one (the secure site's frame) does not carry the modal's.
 */
export function createCatalogueTranslator<Key extends string>(
  locale: Locale,
  messages: Catalogue<Key> | undefined,
  english: Catalogue<Key>,
  matchTemplate?: TemplateMatcher<Key>,
): CatalogueTranslator<Key> {
  let englishToKey: { map: Map<string, Key>; size: number } | undefined;
  // The key itself rather than a crash, should a view ever ask before its English is in (a unit test guards it).
  const t = ((key: Key, params?: Params) =>
    formatMessage(locale, messages?.[key] ?? english[key] ?? key, params)) as CatalogueTranslator<Key>;
  t.locale = locale;
  t.text = (text) => {
    const entries = Object.entries(english) as [Key, Message][];
    if (englishToKey?.size !== entries.length) {
      englishToKey = {
        map: new Map(entries.flatMap(([key, message]) => (typeof message === 'string' ? [[message, key] as const] : []))),
        size: entries.length,
      };
    }
    const key = englishToKey.map.get(text);
    if (key) return t(key);
    const template = matchTemplate?.(text);
    return template ? t(template.key, template.params) : text;
  };
  return t;
}

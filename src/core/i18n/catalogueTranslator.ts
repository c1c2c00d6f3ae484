import type { Locale } from './locales.ts';
import { formatMessage, type Message, type Params } from './translate.ts';

/** A catalogue: the modal's (en.ts) or another one of the same shape (the secure site's, secure/en.ts). */
export type Catalogue<Key extends string> = Record<Key, Message>;

export type CatalogueTranslator<Key extends string> = {
  locale: Locale;
  /** The catalogue's message `key` in this locale, filled with `params`. */
  (key: Key, params?: Params): string;
  /**
   * An English text produced outside the views (an action's error, a SPEC message) in this locale when the
   * catalogue has it, else as it is: what the actions say stays one set of English strings, the tests' and the SPEC's.
   */
  text(english: string): string;
};

/**
 * A translator for `locale` over `messages` (its pack), falling back key by key to `english`, the catalogue the
 * pack translates. It imports no catalogue itself, so a page that speaks another one (the secure site's frame)
 * does not carry the modal's.
 */
export function createCatalogueTranslator<Key extends string>(
  locale: Locale,
  messages: Catalogue<Key> | undefined,
  english: Catalogue<Key>,
): CatalogueTranslator<Key> {
  let englishToKey: Map<string, Key> | undefined;
  const t = ((key: Key, params?: Params) => formatMessage(locale, messages?.[key] ?? english[key], params)) as CatalogueTranslator<Key>;
  t.locale = locale;
  t.text = (text) => {
    englishToKey ??= new Map(
      Object.entries(english).flatMap(([key, message]) => (typeof message === 'string' ? [[message, key as Key]] : [])),
    );
    const key = englishToKey.get(text);
    return key ? t(key) : text;
  };
  return t;
}

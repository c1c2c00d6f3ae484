import type { Locale } from './locales.ts';

/** A message: text with `{name}` placeholders, or plural forms chosen by `Intl.PluralRules` for `{count}`. */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Params = Record<string, string | number>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function cached<T>(cache: Map<Locale, T>, locale: Locale, make: () => T): T {
  let value = cache.get(locale);
  if (!value) cache.set(locale, (value = make()));
  return value;
}

/**
 * Fills a message for `locale`. Numbers are written the locale's way (`Intl.NumberFormat`), a plural message picks
 * its form for `params.count`; a placeholder without a value stays as written, so a missing parameter shows.
 */
export function formatMessage(locale: Locale, message: Message, params: Params = {}): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(params.count ?? 0);
    const form = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count);
    text = message[form] ?? message.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value) : value;
  });
}

/**
 * The language of the secure site's pages: the modal's, which the app passes as a `locale` query parameter (the
 * frame's URL, the popups') or field (the preview, SYNC_LOCALE). A BCP 47 tag matched by its language; anything
 * unknown, malformed or missing is English. It only picks words: nothing else reads it. No pack here: the frame's
 * script imports this file.
 */
import { type Locale, matchLocale } from '../../src/core/i18n/locales.ts';

/** Longer than any tag the modal sends (`zh-Hans-CN`); a longer value is not looked at. */
const MAX_TAG_LENGTH = 35;

export function localeFrom(value: unknown): Locale {
  return typeof value === 'string' && value.length <= MAX_TAG_LENGTH ? matchLocale([value]) : 'en';
}

/** `url` (absolute, or a path on this site) with the page language in its query, for a page the visitor opens next. */
export function withLocale(url: string, locale: Locale): string {
  if (locale === 'en') return url;
  const next = new URL(url, 'http://path.invalid');
  next.searchParams.set('locale', locale);
  return url.startsWith('/') ? `${next.pathname}${next.search}` : next.toString();
}

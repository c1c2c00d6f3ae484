/** The languages the modal speaks. English is in the modal's chunk; every other one is a lazy pack of its own. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'ja', 'zh', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Written right to left: the modal lays itself out mirrored (its CSS uses logical properties only). */
const RIGHT_TO_LEFT: readonly Locale[] = ['ar'];

export const isRightToLeft = (locale: Locale) => RIGHT_TO_LEFT.includes(locale);

/**
 * The first supported language among the candidates, most wanted first (a BCP 47 tag each: `pt-BR`, `zh-Hans-CN`,
 * `ar`): matched by its language subtag, since every pack is one per language. English when none matches.
 */
export function matchLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const language = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    const match = SUPPORTED_LOCALES.find((locale) => locale === language);
    if (match) return match;
  }
  return 'en';
}

/** The `locale` option when given, then the host page's `lang`, then the browser's languages. */
export function resolveLocale(
  option: string | undefined,
  page: { lang?: string },
  browser: { languages?: readonly string[]; language?: string },
) {
  return matchLocale([option, page.lang, ...(browser.languages ?? []), browser.language]);
}

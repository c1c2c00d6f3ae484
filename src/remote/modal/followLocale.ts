import { localePackAtom, requestedLocaleAtom } from '../../atoms/locale.ts';
import type { Store } from '../../atoms/store.ts';
import { resolveLocale } from '../../core/i18n/locales.ts';
import { loadLocalePack } from '../../core/i18n/packs.ts';

/**
 * Keeps the modal speaking the language asked for: resolves it (option or `setLocale()`, then the page's `lang`,
 * then the browser's), fetches its pack and switches once it is there. The latest wish wins over a slower pack;
 * a pack that cannot load leaves the modal in English rather than in a half-translated state.
 */
export function followLocale(store: Store, page: { lang?: string }, browser: { languages?: readonly string[]; language?: string }) {
  let latest = 0;
  const apply = async () => {
    const ticket = ++latest;
    const locale = resolveLocale(store.get(requestedLocaleAtom), page, browser);
    const messages = locale === 'en' ? null : await loadLocalePack(locale).catch(() => undefined);
    if (ticket !== latest) return;
    store.set(localePackAtom, messages === undefined ? { locale: 'en', messages: null } : { locale, messages });
  };
  void apply();
  return store.sub(requestedLocaleAtom, () => void apply());
}

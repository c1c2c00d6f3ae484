import { localePackAtom, requestedLocaleAtom } from '../../atoms/locale.ts';
import type { Store } from '../../atoms/store.ts';
import { speakFeatureTexts } from '../../core/i18n/featureTexts.ts';
import { type Locale, resolveLocale } from '../../core/i18n/locales.ts';
import { featureTextsInto, loadLocalePack } from '../../core/i18n/packs.ts';

/**
 * Keeps the modal speaking the language asked for: resolves it (option or `setLocale()`, then the page's `lang`,
 * then the browser's), fetches its pack and switches once it is there: the modal's texts, and the feature views'
 * too if a feature view was reached (else they come with the first one). The latest wish wins over a slower pack;
 * a modal pack that cannot load leaves the modal in English rather than in a half-translated state, and feature
 * texts that cannot load leave the feature views in English.
 */
export function followLocale(store: Store, page: { lang?: string }, browser: { languages?: readonly string[]; language?: string }) {
  let latest = 0;
  let speaking: ReturnType<typeof speakFeatureTexts> | undefined;
  const apply = async () => {
    const ticket = ++latest;
    const locale = resolveLocale(store.get(requestedLocaleAtom), page, browser);
    const messages = locale === 'en' ? null : await loadLocalePack(locale).catch(() => null);
    if (ticket !== latest) return;
    // Said again when the feature texts arrive later (a failed fetch retried), so a view on screen re-renders in them.
    const speak = () => ticket === latest && store.set(localePackAtom, { locale: messages ? locale : 'en', messages });
    speaking?.stop();
    // Only a language other than English has messages.
    speaking = messages ? speakFeatureTexts(featureTextsInto(locale as Exclude<Locale, 'en'>, messages, speak)) : undefined;
    await speaking?.ready;
    speak();
  };
  void apply();
  const unsubscribe = store.sub(requestedLocaleAtom, () => void apply());
  return () => {
    latest += 1;
    unsubscribe();
    speaking?.stop();
  };
}

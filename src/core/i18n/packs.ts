import { en, type Messages } from './en.ts';
import type { Locale } from './locales.ts';

/**
 * A pack as it arrives: built, its texts in the order of the catalogue's keys (scripts/localePackLoader.cjs drops
 * the keys the modal already has); from source (unit tests), the object as it is written.
 */
type ShippedPack = { default: Messages | Messages[keyof Messages][] };

/** One lazy chunk per language, fetched when the modal first speaks it. English is not a pack: it is in the modal. */
const PACKS: Record<Exclude<Locale, 'en'>, () => Promise<ShippedPack>> = {
  es: () => import(/* webpackChunkName: "airlock-locale-es" */ './packs/es.ts'),
  fr: () => import(/* webpackChunkName: "airlock-locale-fr" */ './packs/fr.ts'),
  de: () => import(/* webpackChunkName: "airlock-locale-de" */ './packs/de.ts'),
  pt: () => import(/* webpackChunkName: "airlock-locale-pt" */ './packs/pt.ts'),
  ja: () => import(/* webpackChunkName: "airlock-locale-ja" */ './packs/ja.ts'),
  zh: () => import(/* webpackChunkName: "airlock-locale-zh" */ './packs/zh.ts'),
  ar: () => import(/* webpackChunkName: "airlock-locale-ar" */ './packs/ar.ts'),
};

export async function loadLocalePack(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  const texts = (await PACKS[locale]()).default;
  if (!Array.isArray(texts)) return texts;
  return Object.fromEntries(Object.keys(en).map((key, index) => [key, texts[index]])) as Messages;
}

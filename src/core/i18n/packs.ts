import type { Messages } from './en.ts';
import type { Locale } from './locales.ts';

/** One lazy chunk per language, fetched when the modal first speaks it. English is not a pack: it is in the modal. */
const PACKS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import(/* webpackChunkName: "airlock-locale-es" */ './packs/es.ts'),
  fr: () => import(/* webpackChunkName: "airlock-locale-fr" */ './packs/fr.ts'),
  de: () => import(/* webpackChunkName: "airlock-locale-de" */ './packs/de.ts'),
  pt: () => import(/* webpackChunkName: "airlock-locale-pt" */ './packs/pt.ts'),
  ja: () => import(/* webpackChunkName: "airlock-locale-ja" */ './packs/ja.ts'),
  zh: () => import(/* webpackChunkName: "airlock-locale-zh" */ './packs/zh.ts'),
  ar: () => import(/* webpackChunkName: "airlock-locale-ar" */ './packs/ar.ts'),
};

export async function loadLocalePack(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return (await PACKS[locale]()).default;
}

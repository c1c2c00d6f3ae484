import { en, type Messages } from './en.ts';
import { whenFeatureKeys } from './english.ts';
import type { Locale } from './locales.ts';
import type { Message } from './translate.ts';

/**
 * A pack as it arrives. Built, its texts in the catalogue's key order, the modal's part then the feature views'
 * (scripts/localePackLoader.cjs drops the keys, which the English parts hold); from source (unit tests), the object
 * as it is written.
 */
type ShippedPack = { default: Messages | [modal: Message[], features: Message[]] };

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

const keyed = (keys: readonly string[], texts: Message[]) => Object.fromEntries(keys.map((key, index) => [key, texts[index]]));

/**
 * The pack of `locale`, keyed (`keyedPack`). The feature views' texts join it once their English (and so their keys) is in: the
 * object is filled in place, which is what translators read.
 */
export async function loadLocalePack(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return keyedPack((await PACKS[locale]()).default);
}

export function keyedPack(shipped: ShippedPack['default']): Messages {
  if (!Array.isArray(shipped)) return shipped;
  const [modal, features] = shipped;
  const pack = keyed(Object.keys(en), modal);
  whenFeatureKeys((keys) => Object.assign(pack, keyed(keys, features)));
  return pack as Messages;
}

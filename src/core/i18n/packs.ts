import { en, type Messages } from './en.ts';
import { loadFeatureEnglish } from './english.ts';
import type { Locale } from './locales.ts';
import type { Message } from './translate.ts';

/**
 * One part of a pack as it arrives. Built, the part's texts in the key order of its English part
 * (scripts/localePackLoader.cjs drops the keys, which the English parts hold); from source (unit tests), the pack as
 * it is written.
 */
type ShippedPart = { default: Message[] | Record<string, Message> };
type Packs = Record<Exclude<Locale, 'en'>, () => Promise<ShippedPart>>;

/** Each language's texts of the modal's own views: a lazy chunk fetched when the modal first speaks it. English is in the modal. */
const MODAL_TEXTS: Packs = {
  es: () => import(/* webpackChunkName: "airlock-locale-es" */ './packs/es.ts?modal'),
  fr: () => import(/* webpackChunkName: "airlock-locale-fr" */ './packs/fr.ts?modal'),
  de: () => import(/* webpackChunkName: "airlock-locale-de" */ './packs/de.ts?modal'),
  pt: () => import(/* webpackChunkName: "airlock-locale-pt" */ './packs/pt.ts?modal'),
  ja: () => import(/* webpackChunkName: "airlock-locale-ja" */ './packs/ja.ts?modal'),
  zh: () => import(/* webpackChunkName: "airlock-locale-zh" */ './packs/zh.ts?modal'),
  ar: () => import(/* webpackChunkName: "airlock-locale-ar" */ './packs/ar.ts?modal'),
};

/**
 * Each language's texts of the feature views: a lazy chunk fetched with their English, in a language the modal speaks.
 * Named `-2`: the pack's second part.
 */
const FEATURE_TEXTS: Packs = {
  es: () => import(/* webpackChunkName: "airlock-locale-es-2" */ './packs/es.ts?features'),
  fr: () => import(/* webpackChunkName: "airlock-locale-fr-2" */ './packs/fr.ts?features'),
  de: () => import(/* webpackChunkName: "airlock-locale-de-2" */ './packs/de.ts?features'),
  pt: () => import(/* webpackChunkName: "airlock-locale-pt-2" */ './packs/pt.ts?features'),
  ja: () => import(/* webpackChunkName: "airlock-locale-ja-2" */ './packs/ja.ts?features'),
  zh: () => import(/* webpackChunkName: "airlock-locale-zh-2" */ './packs/zh.ts?features'),
  ar: () => import(/* webpackChunkName: "airlock-locale-ar-2" */ './packs/ar.ts?features'),
};

/** The texts of `keys` in a shipped part, keyed. */
const keyed = (keys: readonly string[], { default: texts }: ShippedPart) =>
  Object.fromEntries(keys.map((key, index) => [key, Array.isArray(texts) ? texts[index] : texts[key]]));

/**
 * The modal's texts in `locale`, keyed: the pack the modal speaks. The feature views' texts join it, in place, when
 * they are needed (`featureTextsInto`); until then a translator falls back to their English.
 */
export async function loadLocalePack(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  return keyed(Object.keys(en), await MODAL_TEXTS[locale]()) as Messages;
}

/**
 * Fetches `locale`'s feature texts into `pack` (with the feature views' English, which has their keys), once, and
 * tells `arrived`. The promise never rejects: should the chunk fail, the feature views speak English and the next
 * call fetches again.
 */
export function featureTextsInto(locale: Exclude<Locale, 'en'>, pack: Messages, arrived: () => void): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= Promise.all([FEATURE_TEXTS[locale](), loadFeatureEnglish()]).then(
      ([part, keys]) => {
        Object.assign(pack, keyed(keys, part));
        arrived();
      },
      () => {
        loading = undefined;
      },
    ));
}

import { en } from './en.ts';
import type { Message } from './translate.ts';

/**
 * The English catalogue as far as this page has it: the modal's own (en.ts) from the start, the feature views'
 * (enFeatures.ts) once the first of them loads. Translators fall back to it key by key.
 */
export const english: Record<string, Message> = { ...en };

let featureKeys: readonly string[] | undefined;
const waiting: Array<(keys: readonly string[]) => void> = [];
let loading: Promise<void> | undefined;

/** Fetches the feature views' English (one small chunk, once); the view loaders wait for it with their chunk. */
export function loadFeatureEnglish(): Promise<void> {
  loading ??= import(/* webpackChunkName: "airlock-english-features" */ './enFeatures.ts').then(
    ({ enFeatures }) => {
      Object.assign(english, enFeatures);
      featureKeys = Object.keys(enFeatures);
      for (const join of waiting.splice(0)) join(featureKeys);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `join` with the feature views' keys, in their order, once they are in (at once if they are). */
export function whenFeatureKeys(join: (keys: readonly string[]) => void) {
  if (featureKeys) join(featureKeys);
  else waiting.push(join);
}

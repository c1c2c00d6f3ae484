import { en } from './en.ts';
import type { Message } from './translate.ts';

/**
 * The English catalogue as far as this page has it: the modal's own (en.ts) from the start, the feature views'
 * (enFeatures.ts) once the first of them loads. Translators fall back to it key by key.
 */
export const english: Record<string, Message> = { ...en };

let loading: Promise<readonly string[]> | undefined;

/** Fetches the feature views' English (one small chunk, once); resolves with its keys, in their order. */
export function loadFeatureEnglish(): Promise<readonly string[]> {
  loading ??= import(/* webpackChunkName: "airlock-english-features" */ './enFeatures.ts').then(
    ({ enFeatures }) => {
      Object.assign(english, enFeatures);
      return Object.keys(enFeatures);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

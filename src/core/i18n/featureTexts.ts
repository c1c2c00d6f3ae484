import { loadFeatureEnglish } from './english.ts';

/** The feature texts of each language a modal speaks now (`speakFeatureTexts`), each fetched with the feature views' English. */
const spoken = new Set<() => Promise<void>>();
let wanted = false;

/**
 * What a feature view's chunk loads with, so the view speaks as it appears: the feature views' English, and the
 * feature texts of the languages the modal speaks (none for English).
 */
export function loadFeatureTexts(): Promise<unknown> {
  wanted = true;
  return Promise.all([loadFeatureEnglish(), ...[...spoken].map((load) => load())]);
}

/**
 * Fetches a language's feature texts (`load`, which never rejects) with the feature views' English from now on, and
 * at once if a feature view has already asked for that English (`ready`), until `stop`: the modal speaks it now.
 */
export function speakFeatureTexts(load: () => Promise<void>): { ready: Promise<void>; stop: () => void } {
  spoken.add(load);
  return { ready: wanted ? load() : Promise.resolve(), stop: () => void spoken.delete(load) };
}

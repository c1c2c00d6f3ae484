import { atom } from 'jotai/vanilla';
import { resolveFeatures, type RemoteFeatures } from '../core/features.ts';
import { optionsAtom } from './options.ts';

/** The remote config's features once loaded (null before, or when it could not load). */
export const remoteFeaturesAtom = atom<RemoteFeatures | null>(null);
/** Whether the remote config call has settled (loaded or failed). */
export const remoteConfigSettledAtom = atom(false);

/** Effective features: derived, never stored, so the sources can't drift apart. */
export const featuresAtom = atom((get) => {
  const options = get(optionsAtom);
  return resolveFeatures({
    local: options?.features,
    remote: get(remoteFeaturesAtom),
    basic: options?.basic,
  }).features;
});

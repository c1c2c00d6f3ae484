import { atom } from 'jotai/vanilla';
import { resolveFeatures } from '../core/features.ts';
import { remoteFeaturesAtom } from './remoteConfig.ts';
import { optionsAtom } from './options.ts';

export { remoteConfigSettledAtom, remoteFeaturesAtom } from './remoteConfig.ts';

/** Effective features: derived, never stored, so the sources can't drift apart. */
export const featuresAtom = atom((get) => {
  const options = get(optionsAtom);
  return resolveFeatures({
    local: options?.features,
    remote: get(remoteFeaturesAtom),
    basic: options?.basic,
  }).features;
});

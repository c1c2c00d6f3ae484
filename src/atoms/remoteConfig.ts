import { atom } from 'jotai/vanilla';
import type { RemoteFeatures } from '../core/features.ts';

/** The remote config's features once loaded (null before, or when it could not load). */
export const remoteFeaturesAtom = atom<RemoteFeatures | null>(null);
/** Whether the remote config call has settled (loaded or failed). */
export const remoteConfigSettledAtom = atom(false);

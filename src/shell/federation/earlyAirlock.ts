import { loadAirlock } from '@airlock/host';
import { MANIFEST_URL } from '../config.ts';

/**
 * Airlock's first load, started by the entry module before React and the page render, so the remote
 * downloads in parallel with them. A host that starts it in an effect adds its own render time to the
 * moment its Connect button becomes clickable.
 */
export const earlyAirlock = loadAirlock(MANIFEST_URL);

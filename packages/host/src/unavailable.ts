/** What `loadRemote` resolves to when Airlock could not load (the runtime plugin's fallback): the host shows "Wallet unavailable". */
export const REMOTE_UNAVAILABLE = Symbol.for('airlock.remoteUnavailable');
export type UnavailableModule = { [REMOTE_UNAVAILABLE]: true; error: unknown };
export const isUnavailable = (value: unknown): value is UnavailableModule =>
  typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;

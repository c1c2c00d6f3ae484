/**
 * `airlock/geo`: the SPEC's geographic restriction list as a check the host can use. Exposed on its own, so a host
 * that never asks for it loads none of it (nothing is added to `airlock/appkit`).
 */
export { isRestrictedTimezone, RESTRICTED_TIMEZONES } from '../core/geo.ts';

/**
 * `airlock/geo`: the geographic restriction list (SPEC section 6: the Chinese, Hong Kong and Macau timezones).
 * Self-contained; shipped as `@mf-types/geo.d.ts` next to both manifests. Airlock applies it nowhere itself.
 */

/** The restricted IANA timezones, upper-cased. */
export declare const RESTRICTED_TIMEZONES: readonly string[];

/** Whether `timeZone` (default: the visitor's, from `Intl`) is on the list; case-insensitive; false when unknown. */
export declare function isRestrictedTimezone(timeZone?: string): boolean;

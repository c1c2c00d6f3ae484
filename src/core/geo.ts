/**
 * The geographic restriction list (SPEC section 6): the Chinese, Hong Kong and Macau timezones, upper-cased as the
 * provider lists them. The SPEC shows the list, not its use, so Airlock applies it nowhere itself; hosts decide.
 */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'ASIA/SHANGHAI',
  'ASIA/URUMQI',
  'ASIA/CHONGQING',
  'ASIA/HARBIN',
  'ASIA/KASHGAR',
  'ASIA/MACAU',
  'ASIA/HONG_KONG',
  'ASIA/MACAO',
  'ASIA/BEIJING',
];

/** The visitor's IANA timezone as the browser reports it ('' when it cannot say). */
function visitorTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Whether `timeZone` (default: the visitor's) is on the restriction list; compared case-insensitively. */
export function isRestrictedTimezone(timeZone: string = visitorTimezone()): boolean {
  return RESTRICTED_TIMEZONES.includes(timeZone.toUpperCase());
}

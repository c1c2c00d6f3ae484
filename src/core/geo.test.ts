import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRestrictedTimezone, RESTRICTED_TIMEZONES } from './geo.ts';

describe('isRestrictedTimezone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('matches the listed timezones whatever their case, and nothing else', () => {
    expect(isRestrictedTimezone('Asia/Shanghai')).toBe(true);
    expect(isRestrictedTimezone('Asia/Hong_Kong')).toBe(true);
    expect(isRestrictedTimezone('asia/macau')).toBe(true);
    expect(isRestrictedTimezone('Asia/Tokyo')).toBe(false);
    expect(isRestrictedTimezone('Europe/Paris')).toBe(false);
    expect(isRestrictedTimezone('')).toBe(false);
    expect(RESTRICTED_TIMEZONES).toHaveLength(9);
  });

  it("reads the visitor's timezone from the browser by default, and is false when the browser cannot say", () => {
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    resolved.mockReturnValue({ timeZone: 'Asia/Urumqi' } as Intl.ResolvedDateTimeFormatOptions);
    expect(isRestrictedTimezone()).toBe(true);
    resolved.mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
    expect(isRestrictedTimezone()).toBe(false);
    resolved.mockImplementation(() => {
      throw new RangeError('no timezone data');
    });
    expect(isRestrictedTimezone()).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import originCases from '../../src/core/api/contracts/originAllowlist.json' with { type: 'json' };
import { EXEMPT_ANCESTORS, isOriginAllowed, sanitizeOrigins } from './originMatch.ts';

describe("the secure site's origin check, as lenient as the provider's client (contract fixture)", () => {
  // An empty list is the one difference: the client then allows everyone, the secure site (whose empty list means
  // the origins could not be read) nobody.
  const cases = originCases.cases.filter((entry) => entry.allowed.length > 0);
  it.each(cases)('$origin against $allowed is $expected', ({ origin, allowed, expected }) => {
    expect(isOriginAllowed(origin, sanitizeOrigins(allowed))).toBe(expected);
    expect(isOriginAllowed(origin, allowed)).toBe(expected);
  });

  it('allows nobody when the origins are unknown', () => {
    expect(isOriginAllowed('http://localhost:3000', sanitizeOrigins([]))).toBe(false);
  });
});

describe('the allowed origins as CSP sources', () => {
  it('keeps origins, scheme-less hosts and wildcards, drops paths and anything unsafe, and adds the exempt ancestors', () => {
    expect(sanitizeOrigins(['https://app.example.com/path', 'example.org:8443', '*.example.net', 'https://x.test; script-src *'])).toEqual([
      'https://app.example.com',
      'example.org:8443',
      '*.example.net',
      ...EXEMPT_ANCESTORS,
    ]);
  });
});

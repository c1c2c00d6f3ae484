import { describe, expect, it } from 'vitest';
import { hasLegalLinks, legalLinks } from './legalLinks.ts';

describe('legalLinks', () => {
  it('keeps the http and https links the host gave', () => {
    expect(legalLinks({ termsConditionsUrl: 'https://a.test/terms', privacyPolicyUrl: 'http://a.test/privacy' })).toEqual({
      terms: 'https://a.test/terms',
      privacy: 'http://a.test/privacy',
    });
    expect(legalLinks({ privacyPolicyUrl: 'https://a.test/privacy' })).toEqual({ privacy: 'https://a.test/privacy' });
  });

  it('drops any other scheme, so an option can never become a script link', () => {
    const links = legalLinks({ termsConditionsUrl: 'javascript:alert(1)', privacyPolicyUrl: 'data:text/html,x' });
    expect(links).toEqual({});
    expect(hasLegalLinks(links)).toBe(false);
    expect(hasLegalLinks(legalLinks(null))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { localeFrom, withLocale } from './locale.ts';

describe("the secure site's locale parameter", () => {
  it('matches a tag by its language; anything unknown, malformed, too long or missing is English', () => {
    expect(localeFrom('es')).toBe('es');
    expect(localeFrom('pt-BR')).toBe('pt');
    expect(localeFrom('zh_Hans_CN')).toBe('zh');
    expect(localeFrom('AR')).toBe('ar');
    for (const value of [undefined, null, 42, '', 'xx', 'tlh', `es${'-x'.repeat(20)}`, ['es'], { locale: 'es' }]) {
      expect(localeFrom(value)).toBe('en');
    }
  });

  it('rides along in the URL of the next page, absolute or a path; English adds nothing', () => {
    expect(withLocale('http://127.0.0.1:4001/social/google?state=s', 'ja')).toBe('http://127.0.0.1:4001/social/google?state=s&locale=ja');
    expect(withLocale('/farcaster/approve', 'ar')).toBe('/farcaster/approve?locale=ar');
    expect(withLocale('http://127.0.0.1:4001/social/callback?code=c&locale=fr', 'de')).toBe(
      'http://127.0.0.1:4001/social/callback?code=c&locale=de',
    );
    expect(withLocale('http://127.0.0.1:4001/social/google?state=s', 'en')).toBe('http://127.0.0.1:4001/social/google?state=s');
  });
});

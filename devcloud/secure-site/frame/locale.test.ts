// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/core/i18n/locales.ts';
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import { SECURE_PACKS } from '../../../src/core/i18n/secure/packs.ts';
import { createFrameLocale } from './locale.ts';

function frameLocale(fetchPack: (locale: Exclude<Locale, 'en'>) => Promise<unknown>) {
  const changed = vi.fn<(t: SecureTranslator) => void>();
  const locale = createFrameLocale({ doc: document, fetchPack, changed, log: () => {} });
  return { locale, changed };
}

describe("the frame page's language", () => {
  it('speaks a language once its pack is fetched and parsed, Arabic right to left', async () => {
    const { locale, changed } = frameLocale(async (l) => SECURE_PACKS[l]);
    expect(locale.t()('approval.approve')).toBe('Approve');
    await locale.use('ar');
    expect(locale.t()('approval.approve')).toBe('موافقة');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(changed).toHaveBeenCalledTimes(1);
    await locale.use('en');
    expect(locale.t()('approval.approve')).toBe('Approve');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('stays in English when the pack cannot be fetched or is not a pack, and says so on <html>', async () => {
    for (const fetchPack of [() => Promise.reject(new Error('offline')), async () => ({ 'approval.approve': 'Hacked' })]) {
      const { locale, changed } = frameLocale(fetchPack);
      // As the server writes it for ?locale=ar.
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
      await locale.use('ar');
      expect(document.documentElement.lang).toBe('en');
      expect(document.documentElement.dir).toBe('ltr');
      expect(locale.t().locale).toBe('en');
      expect(locale.t()('approval.approve')).toBe('Approve');
      expect(changed).not.toHaveBeenCalled();
    }
  });

  it('the latest wish wins over a slower pack', async () => {
    let releaseSpanish: () => void = () => {};
    const { locale } = frameLocale((l) =>
      l === 'es' ? new Promise((resolve) => (releaseSpanish = () => resolve(SECURE_PACKS.es))) : Promise.resolve(SECURE_PACKS[l]),
    );
    const spanish = locale.use('es');
    await locale.use('de');
    releaseSpanish();
    await spanish;
    expect(locale.t().locale).toBe('de');
  });
});

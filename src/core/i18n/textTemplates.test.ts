import { describe, expect, it } from 'vitest';
import { ALERTS, originNotAllowedReason } from '../errors/alerts.ts';
import { loadWholePack } from './packs.fixture.ts';
import { matchTemplate } from './textTemplates.ts';
import { createTranslator } from './translator.ts';

describe('texts with values, said in any language', () => {
  it('recognises a template with its values, a count as a number', () => {
    expect(matchTemplate('Please try again after 12 seconds')).toEqual({ key: 'balance.retryAfter', params: { count: 12 } });
    expect(matchTemplate('Please try again after 1 second')).toEqual({ key: 'balance.retryAfter', params: { count: 1 } });
    expect(matchTemplate('Swapped 1.5 USDC for ETH')).toEqual({ key: 'toast.swapped', params: { amount: '1.5 USDC', symbol: 'ETH' } });
    expect(matchTemplate('Please try again after a while')).toBeUndefined();
    expect(matchTemplate('Something else entirely')).toBeUndefined();
  });

  it('says a countdown with the plural forms of the language (Arabic has six)', async () => {
    const ar = createTranslator('ar', await loadWholePack('ar'));
    expect(ar.text('Please try again after 2 seconds')).toBe('أعد المحاولة بعد ثانيتين');
    expect(ar.text('Please try again after 3 seconds')).toBe('أعد المحاولة بعد 3 ثوانٍ');
    const de = createTranslator('de', await loadWholePack('de'));
    expect(de.text('Please try again after 1 seconds')).toBe('Bitte versuche es in 1 Sekunde erneut');
  });

  it('translates every alert of the modal, keeping its values, and leaves English as it is', async () => {
    const es = createTranslator('es', await loadWholePack('es'));
    const en = createTranslator('en');
    const alerts = [
      ALERTS.projectIdNotConfigured(),
      ALERTS.invalidAppConfiguration('https://shop.example'),
      ALERTS.rateLimitedAppConfiguration(),
      ALERTS.serverErrorAppConfiguration('(503)'),
      ALERTS.invalidProjectId(),
      ALERTS.sessionExpired(),
      ALERTS.networkNotFound('eip155:10'),
      ALERTS.multiWalletNotEnabled(),
    ];
    for (const alert of alerts) {
      for (const text of [alert.shortMessage, alert.longMessage]) {
        expect(es.text(text), text).not.toBe(text);
        expect(en.text(text)).toBe(text);
      }
    }
    expect(es.text(alerts[1]!.longMessage)).toContain('https://shop.example');
    expect(es.text(originNotAllowedReason('https://shop.example'))).toBe(
      'No disponible en https://shop.example: este sitio no está en la lista de permitidos del proyecto.',
    );
  });
});

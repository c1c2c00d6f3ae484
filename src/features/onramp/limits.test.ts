import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_LIMITS, SAMPLE_OPTIONS } from './fallback.ts';
import { createTranslator } from '../../core/i18n/translator.ts';
import { loadWholePack } from '../../core/i18n/packs.fixture.ts';
import { amountErrorText, centsToText, fiatCents, formatFiat, isOutsideLimit, limitOf, limitText, methodLabel } from './limits.ts';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';

const card = FALLBACK_LIMITS[0]!;
const bank = FALLBACK_LIMITS[1]!;
const en = createTranslator('en');

// The feature views' English, as their chunk loaders fetch it in the modal.
beforeAll(() => loadFeatureEnglish());
describe('on-ramp limits', () => {
  it('reads typed fiat amounts in whole cents, at most two decimals', () => {
    expect(fiatCents('100')).toBe(10_000n);
    expect(fiatCents(' 99.5 ')).toBe(9_950n);
    expect(fiatCents('99.')).toBe(9_900n);
    expect(fiatCents('0.07')).toBe(7n);
    for (const bad of ['', '1.005', '-5', '1e3', 'ten', '.5', '1,000']) expect(fiatCents(bad)).toBeUndefined();
    expect(centsToText(104_8n)).toBe('10.48');
    expect(centsToText(5n)).toBe('0.05');
  });

  it("says the range in the currency's own sign, the locale's way, cents only when there are any", () => {
    expect(formatFiat('en', '7500.00', 'USD')).toBe('$7,500');
    expect(formatFiat('en', '10.5', 'EUR')).toBe('€10.50');
    expect(formatFiat('en', '3', 'USD', true)).toBe('$3.00');
    expect(formatFiat('en', '3', 'XX1')).toBe('3 XX1');
    expect(formatFiat('de', '7500.00', 'EUR')).toBe('7.500\u00a0€');
    expect(formatFiat('fr', '10.5', 'EUR')).toBe('10,50\u00a0€');
  });

  it('enforces card 10–7500 and bank account 10–25000 (SPEC section 9)', () => {
    for (const inside of ['', '10', '7500']) expect(isOutsideLimit(inside, card), inside).toBe(false);
    for (const outside of ['9.99', '7500.01', 'abc']) expect(isOutsideLimit(outside, card), outside).toBe(true);
    expect(isOutsideLimit('25000', bank)).toBe(false);
    expect(isOutsideLimit('25001', bank)).toBe(true);
  });

  it('says what may be paid, in the modal language, the method named in the sentence', async () => {
    expect(amountErrorText(en, card, 'USD')).toBe('Enter an amount between $10 and $7,500');
    expect(amountErrorText(en, bank, 'EUR')).toBe('Enter an amount between €10 and €25,000');
    expect(limitText(en, card, 'USD', 'card')).toBe('From $10 to $7,500 by card');
    expect(limitText(en, bank, 'EUR', 'sepa_bank_account')).toBe('From €10 to €25,000 by bank account');
    expect(limitText(en, card, 'USD', 'apple_pay')).toBe('From $10 to $7,500 by apple pay');
    const de = createTranslator('de', await loadWholePack('de'));
    expect(amountErrorText(de, card, 'EUR')).toBe('Gib einen Betrag zwischen 10\u00a0€ und 7.500\u00a0€ ein');
    expect(limitText(de, bank, 'EUR', 'sepa_bank_account')).toBe('Von 10\u00a0€ bis 25.000\u00a0€ per Bankkonto');
    expect(methodLabel(de, 'card')).toBe('Karte');
  });

  it("finds a method's limits in the options, and names the methods as a visitor reads them", () => {
    expect(limitOf(SAMPLE_OPTIONS, 'EUR', 'bank_account')).toEqual(bank);
    expect(limitOf(SAMPLE_OPTIONS, 'GBP', 'card')).toBeUndefined();
    expect(methodLabel(en, 'card')).toBe('Card');
    expect(methodLabel(en, 'ach_bank_account')).toBe('Bank account');
    expect(methodLabel(en, 'sepa_bank_account')).toBe('Bank account');
    expect(methodLabel(en, 'apple_pay')).toBe('Apple pay');
  });
});

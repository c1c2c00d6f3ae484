import { describe, expect, it } from 'vitest';
import { FALLBACK_LIMITS, SAMPLE_OPTIONS } from './fallback.ts';
import { amountError, centsToText, fiatCents, formatFiat, limitOf, methodLabel } from './limits.ts';

const card = FALLBACK_LIMITS[0]!;
const bank = FALLBACK_LIMITS[1]!;

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

  it("says the range in the currency's own sign, cents only when there are any", () => {
    expect(formatFiat('7500.00', 'USD')).toBe('$7,500');
    expect(formatFiat('10.5', 'EUR')).toBe('€10.50');
    expect(formatFiat('3', 'USD', true)).toBe('$3.00');
    expect(formatFiat('3', 'XX1')).toBe('3 XX1');
  });

  it('enforces card 10–7500 and bank account 10–25000 with the text that says so (SPEC section 9)', () => {
    expect(amountError('', card, 'USD')).toBeNull();
    expect(amountError('10', card, 'USD')).toBeNull();
    expect(amountError('7500', card, 'USD')).toBeNull();
    expect(amountError('9.99', card, 'USD')).toBe('Enter an amount between $10 and $7,500');
    expect(amountError('7500.01', card, 'USD')).toBe('Enter an amount between $10 and $7,500');
    expect(amountError('abc', card, 'USD')).toBe('Enter an amount between $10 and $7,500');
    expect(amountError('25000', bank, 'EUR')).toBeNull();
    expect(amountError('25001', bank, 'EUR')).toBe('Enter an amount between €10 and €25,000');
  });

  it("finds a method's limits in the options, and names the methods as a visitor reads them", () => {
    expect(limitOf(SAMPLE_OPTIONS, 'EUR', 'bank_account')).toEqual(bank);
    expect(limitOf(SAMPLE_OPTIONS, 'GBP', 'card')).toBeUndefined();
    expect(methodLabel('card')).toBe('Card');
    expect(methodLabel('ach_bank_account')).toBe('Bank account');
    expect(methodLabel('sepa_bank_account')).toBe('Bank account');
    expect(methodLabel('apple_pay')).toBe('Apple pay');
  });
});

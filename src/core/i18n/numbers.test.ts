import { describe, expect, it } from 'vitest';
import { formatDecimal } from './numbers.ts';

describe('formatDecimal', () => {
  it("writes a decimal the locale's way, every digit kept", () => {
    expect(formatDecimal('en', '0.03280666')).toBe('0.03280666');
    expect(formatDecimal('en', '1234.5')).toBe('1,234.5');
    expect(formatDecimal('de', '1234.5')).toBe('1.234,5');
    expect(formatDecimal('fr', '0.25')).toBe('0,25');
    expect(formatDecimal('en', '0.123456789012345678')).toBe('0.123456789012345678');
  });

  it('leaves what is not a plain decimal as it came', () => {
    for (const text of ['', '?', '1e3', '1,5', 'ten']) expect(formatDecimal('de', text)).toBe(text);
  });
});

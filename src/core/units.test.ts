import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from './units.ts';

describe('amount units', () => {
  it('converts typed amounts to units and back', () => {
    expect(toUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(toUnits('.5', 6)).toBe(500_000n);
    expect(toUnits('2.', 6)).toBe(2_000_000n);
    expect(toUnits('-1', 6)).toBeUndefined();
    expect(fromUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(fromUnits(5n, 6)).toBe('0.000005');
    expect(fromUnits(0n, 0)).toBe('0');
  });
  it('round-trips any amount of units (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }), (units, decimals) => {
        expect(toUnits(fromUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });
});

import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { evmAddressProblem } from './evmAddress.ts';

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('evmAddressProblem (SPEC section 5, strict mode)', () => {
  it('passes a checksummed address and one written in a single case', () => {
    expect(evmAddressProblem(CHECKSUMMED)).toBeNull();
    expect(evmAddressProblem(CHECKSUMMED.toLowerCase())).toBeNull();
    expect(evmAddressProblem(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBeNull();
  });

  it('refuses a mixed-case address with a wrong checksum', () => {
    const flipped = CHECKSUMMED.replace('C51812dc', 'C51812Dc');
    expect(getAddress(flipped.toLowerCase())).not.toBe(flipped);
    expect(evmAddressProblem(flipped)).toBe('checksum');
  });

  it('refuses anything that is not 0x plus 40 hex', () => {
    for (const bad of [
      '',
      '0x',
      CHECKSUMMED.slice(0, -1),
      `${CHECKSUMMED}0`,
      CHECKSUMMED.replace('0x', '0X'),
      'alice.reown.id',
      `0x${'g'.repeat(40)}`,
    ]) {
      expect(evmAddressProblem(bad)).toBe('format');
    }
  });
});

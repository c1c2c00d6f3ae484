import { atom } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { atomFamily } from './family.ts';

describe('atomFamily', () => {
  it('makes one atom per key, on first use, and returns that one after', () => {
    const made: string[] = [];
    const family = atomFamily((key: string) => {
      made.push(key);
      return atom(key);
    });
    const eip155 = family('eip155');
    expect(family('eip155')).toBe(eip155);
    expect(family('solana')).not.toBe(eip155);
    expect(made).toEqual(['eip155', 'solana']);
  });
});

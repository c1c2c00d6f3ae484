import { describe, expect, it } from 'vitest';
import { availabilityOf } from './availability.ts';

describe('availability from the suggestions', () => {
  it('tells whether the name asked about is taken, and offers the free .reown.id alternatives once each', () => {
    const suggestions = [
      { name: 'Alice.reown.id', registered: true },
      { name: 'alice1.reown.id', registered: false },
      { name: 'alice2.reown.id', registered: true },
      { name: 'alice3.reown.id' },
      { name: 'ALICE3.reown.id' },
      { name: 'alice4.wcn.id', registered: false },
    ];
    expect(availabilityOf('alice', suggestions)).toEqual({
      name: 'alice.reown.id',
      registered: true,
      alternatives: ['alice1.reown.id', 'alice3.reown.id'],
    });
  });

  it('leaves availability unknown when the suggestions do not mention the name', () => {
    expect(availabilityOf('Brand-New', [{ name: 'brand-new1.reown.id', registered: false }])).toEqual({
      name: 'brand-new.reown.id',
      registered: undefined,
      alternatives: ['brand-new1.reown.id'],
    });
  });
});

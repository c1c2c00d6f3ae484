import { describe, expect, it } from 'vitest';
import { bitcoinAccountsOf } from './connection.ts';

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const ORDINAL = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';

describe("the embedded wallet's Bitcoin accounts from getAccountAddresses", () => {
  it('lists payment at index 0 and ordinal at index 1, whatever order the frame answers in', () => {
    const answer = [
      { address: ORDINAL, publicKey: 'ab'.repeat(32), path: "m/86'/1'/0'/0/0", intention: 'ordinal' },
      { address: PAYMENT, publicKey: `02${'cd'.repeat(32)}`, path: "m/84'/1'/0'/0/0", intention: 'payment' },
    ];
    expect(bitcoinAccountsOf(answer)).toEqual([
      { address: PAYMENT, type: 'payment', publicKey: `02${'cd'.repeat(32)}` },
      { address: ORDINAL, type: 'ordinal', publicKey: 'ab'.repeat(32) },
    ]);
  });

  it('refuses an answer without exactly one of each, or with something that is not a segwit address', () => {
    const payment = { address: PAYMENT, intention: 'payment' };
    const ordinal = { address: ORDINAL, intention: 'ordinal' };
    expect(bitcoinAccountsOf([payment])).toBeUndefined();
    expect(bitcoinAccountsOf([payment, payment])).toBeUndefined();
    expect(bitcoinAccountsOf([payment, { ...ordinal, address: '<script>' }])).toBeUndefined();
    expect(bitcoinAccountsOf([payment, { ...ordinal, intention: 'stx' }])).toBeUndefined();
    expect(bitcoinAccountsOf({ result: [payment, ordinal] })).toBeUndefined();
    expect(bitcoinAccountsOf([payment, ordinal])).toHaveLength(2);
  });
});

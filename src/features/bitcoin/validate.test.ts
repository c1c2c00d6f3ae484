import { describe, expect, it } from 'vitest';
import { validateBitcoinSend } from './validate.ts';

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TO = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

describe("Bitcoin send's checks (Send's texts)", () => {
  const check = (input: Partial<Parameters<typeof validateBitcoinSend>[0]>) =>
    validateBitcoinSend({ caipNetworkId: REGTEST, amount: '0.001', receiver: TO, balance: 200_000n, ...input });
  it('says what is wrong, in order', () => {
    expect(check({})).toBeNull();
    expect(check({ caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff' })).toBe('Unsupported chain');
    expect(check({ amount: '' })).toBe('An amount and receiver address are required');
    expect(check({ receiver: ' ' })).toBe('An amount and receiver address are required');
    expect(check({ amount: '0' })).toBe('Enter an amount greater than 0');
    expect(check({ amount: '0.000000001' })).toBe('Too many decimal places for this token');
    expect(check({ amount: '0.003' })).toBe('Insufficient balance');
    expect(check({ receiver: 'bcrt1qnot-an-address' })).toBe('Invalid address');
    // A regtest address on mainnet is not an address of that network.
    expect(check({ caipNetworkId: MAINNET })).toBe('Invalid address');
  });
});

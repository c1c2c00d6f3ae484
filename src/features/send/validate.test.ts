import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiverAddressError, SEND_ERRORS, validateSend } from './validate.ts';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token = { decimals: 18, balance: 10n ** 18n };

describe('send validation (SPEC section 5)', () => {
  it('quotes the SPEC texts in its order: chain, token, amount and receiver', () => {
    expect(validateSend({ namespace: 'bip122', token, amount: '1', receiver: ALICE })).toBe('Unsupported chain');
    expect(validateSend({ namespace: undefined, token, amount: '1', receiver: ALICE })).toBe('Unsupported chain');
    expect(validateSend({ namespace: 'eip155', token: undefined, amount: '1', receiver: ALICE })).toBe('A token is required');
    expect(validateSend({ namespace: 'eip155', token, amount: '', receiver: ALICE })).toBe('An amount and receiver address are required');
    expect(validateSend({ namespace: 'eip155', token, amount: '0.1', receiver: ' ' })).toBe('An amount and receiver address are required');
  });
  it('refuses zero, non-numbers, too many decimals and more than the balance', () => {
    expect(validateSend({ namespace: 'eip155', token, amount: '0', receiver: ALICE })).toBe(SEND_ERRORS.amount);
    expect(validateSend({ namespace: 'eip155', token, amount: '1e3', receiver: ALICE })).toBe(SEND_ERRORS.amount);
    expect(validateSend({ namespace: 'eip155', token: { decimals: 6, balance: 10n ** 9n }, amount: '0.0000001', receiver: ALICE })).toBe(
      SEND_ERRORS.decimals,
    );
    expect(validateSend({ namespace: 'eip155', token, amount: '1.000000000000000001', receiver: ALICE })).toBe('Insufficient balance');
    expect(validateSend({ namespace: 'eip155', token, amount: '1', receiver: ALICE })).toBeNull();
  });
  it('checks EVM addresses: 0x + 40 hex, checksum only when mixed case', () => {
    expect(receiverAddressError('eip155', ALICE)).toBeNull();
    expect(receiverAddressError('eip155', ALICE.toLowerCase())).toBeNull();
    expect(receiverAddressError('eip155', ALICE.toUpperCase().replace('0X', '0x'))).toBeNull();
    expect(receiverAddressError('eip155', ALICE.replace('C51812dc', 'C51812Dc'))).toBe('Invalid address checksum');
    expect(receiverAddressError('eip155', `0x${'0'.repeat(40)}`)).toBe('Cannot send to the zero address');
    expect(receiverAddressError('eip155', '0x1234')).toBe('Invalid address');
    expect(receiverAddressError('solana', ALICE)).toBe('Invalid address');
    expect(receiverAddressError('solana', '11111111111111111111111111111111')).toBeNull();
  });
});

describe('validateSend on any text', () => {
  it('never throws on any typed text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (amount, receiver) => {
        const result = validateSend({ namespace: 'eip155', token, amount, receiver });
        expect(result === null || typeof result === 'string').toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { anvil } from './anvil.fixture.ts';
import { BaseError } from '../../core/errors/base.ts';
import { PayError } from '../../core/errors/pay.ts';
import { failureOf, isInsufficient, type PayState, payStage } from './state.ts';

const PAYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const review: PayState = {
  request: { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1', asset: 'native', network: anvil },
  step: 'review',
  asset: { symbol: 'ETH', decimals: 18 },
  units: 10n ** 18n,
};
const onAnvil = { address: PAYER, caipNetworkId: 'eip155:31337' };

describe('payStage', () => {
  it('asks to connect, then to switch network, then waits for the balance, then offers Pay', () => {
    expect(payStage(review, { address: undefined, caipNetworkId: 'eip155:31337' })).toBe('connect');
    expect(payStage(review, { address: PAYER, caipNetworkId: 'eip155:31338' })).toBe('switchNetwork');
    expect(payStage(review, onAnvil)).toBe('checkingBalance');
    const checked = { ...review, balance: { owner: PAYER, units: 2n * 10n ** 18n } };
    expect(payStage(checked, onAnvil)).toBe('ready');
    // Another account connected since: its balance is read again first.
    expect(payStage(checked, { ...onAnvil, address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' })).toBe('checkingBalance');
    // A balance that could not be read leaves the decision to the wallet.
    expect(payStage({ ...review, balance: { owner: PAYER, error: 'Balance unavailable' } }, onAnvil)).toBe('ready');
  });

  it('follows the payment itself past review, whatever the wallet', () => {
    for (const step of ['loading', 'paying', 'confirming', 'paid', 'failed'] as const) {
      expect(payStage({ ...review, step }, { address: undefined, caipNetworkId: undefined })).toBe(step);
    }
  });
});

describe('isInsufficient', () => {
  it('only when a known balance is below the amount', () => {
    expect(isInsufficient({ units: 10n, balance: { owner: PAYER, units: 9n } })).toBe(true);
    expect(isInsufficient({ units: 10n, balance: { owner: PAYER, units: 10n } })).toBe(false);
    expect(isInsufficient({ units: 10n, balance: { owner: PAYER, error: 'Balance unavailable' } })).toBe(false);
    expect(isInsufficient({ units: 10n, balance: undefined })).toBe(false);
    expect(isInsufficient({ units: undefined, balance: { owner: PAYER, units: 0n } })).toBe(false);
  });
});

describe('failureOf', () => {
  it('a 4001 anywhere in the error is a rejection in the wallet', () => {
    expect(failureOf({ code: 4001, message: 'User rejected the request.' })).toEqual({
      reason: 'rejected',
      message: 'Payment rejected in the wallet',
    });
    expect(failureOf(new BaseError('Wrapped', { cause: { data: { originalError: { code: '4001' } } } })).reason).toBe('rejected');
  });

  it('our errors keep their reason and text; anything else is a failed payment', () => {
    expect(failureOf(new PayError('invalid_request', 'Invalid payment request: asset 0x… is not a token on Anvil'))).toEqual({
      reason: 'invalid_request',
      message: 'Invalid payment request: asset 0x… is not a token on Anvil',
    });
    expect(failureOf(new BaseError('Transaction failed', { details: 'reverted in block 9' }))).toEqual({
      reason: 'failed',
      message: 'Payment failed: Transaction failed',
      cause: 'Transaction failed',
    });
    expect(failureOf(new Error('socket hang up'))).toEqual({ reason: 'failed', message: 'Payment failed' });
    expect(failureOf({ code: -32603 })).toEqual({ reason: 'failed', message: 'Payment failed' });
  });
});

import { describe, expect, it } from 'vitest';
import { bip322MessageHash, signMessageBip322, verifyMessageBip322 } from './bip322.ts';
import { BITCOIN_TEST_WALLET, testWalletFromLabel } from './testKeys.ts';

const text = (value: string) => new TextEncoder().encode(value);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('BIP-322 simple signatures', () => {
  it("hashes messages as BIP-322's test vectors", () => {
    expect(hex(bip322MessageHash(text('')))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1');
    expect(hex(bip322MessageHash(text('Hello World')))).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a');
  });

  it("verifies BIP-322's P2WPKH vector and refuses it for another message", () => {
    const signature =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
    expect(verifyMessageBip322('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', text('Hello World'), signature)).toEqual({ valid: true });
    expect(verifyMessageBip322('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', text('Hello World!'), signature).valid).toBe(false);
  });

  it.each(['payment', 'ordinal'] as const)('signs with the %s account what verifies for its address only', (purpose) => {
    const account = BITCOIN_TEST_WALLET[purpose];
    const signature = signMessageBip322(account, text('Sign in to Airlock'));
    expect(verifyMessageBip322(account.address, text('Sign in to Airlock'), signature)).toEqual({ valid: true });
    expect(verifyMessageBip322(account.address, text('Sign in to Airlock.'), signature).valid).toBe(false);
    expect(verifyMessageBip322(testWalletFromLabel('other')[purpose].address, text('Sign in to Airlock'), signature).valid).toBe(false);
    expect(verifyMessageBip322(account.address, text('Sign in to Airlock'), 'not base64 witness').valid).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createNonce, formatSiwxMessage, isInForce, toSiwxMessage } from './message.ts';

const data = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337' as const,
  domain: 'localhost:3000',
  uri: 'http://localhost:3000',
  version: '1' as const,
  nonce: 'abcDEF234xyz',
  issuedAt: '2026-11-23T10:00:00.000Z',
};

describe('the sign-in message', () => {
  it('is EIP-4361 text on eip155, with the chain reference and only the fields it has', () => {
    expect(formatSiwxMessage({ ...data, statement: 'Sign in to the shell.', expirationTime: '2026-11-30T10:00:00.000Z' })).toBe(
      [
        'localhost:3000 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the shell.',
        '',
        'URI: http://localhost:3000',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcDEF234xyz',
        'Issued At: 2026-11-23T10:00:00.000Z',
        'Expiration Time: 2026-11-30T10:00:00.000Z',
      ].join('\n'),
    );
  });

  it('names the Solana account and lists not-before, request id and resources when given', () => {
    const text = formatSiwxMessage({
      ...data,
      accountAddress: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      notBefore: '2026-11-23T10:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://a.example', 'ipfs://b'],
    });
    expect(text.split('\n')[0]).toBe('localhost:3000 wants you to sign in with your Solana account:');
    expect(text).toContain('Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n');
    expect(text.endsWith('Not Before: 2026-11-23T10:00:00.000Z\nRequest ID: r-1\nResources:\n- https://a.example\n- ipfs://b')).toBe(true);
    // No statement: the address line is followed by one blank line, then the fields.
    expect(text.split('\n').slice(1, 4)).toEqual(['EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', '', 'URI: http://localhost:3000']);
  });

  it('as a message object, says its text as toString()', () => {
    expect(String(toSiwxMessage(data))).toBe(formatSiwxMessage(data));
  });

  it('nonces are alphanumeric, of the asked length, and differ', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{20}$/);
    expect(createNonce(8)).toHaveLength(8);
  });

  it('is in force between not-before and expiry only', () => {
    const at = Date.parse('2026-11-23T12:00:00.000Z');
    expect(isInForce({}, at)).toBe(true);
    expect(isInForce({ expirationTime: '2026-11-23T12:00:00.001Z' }, at)).toBe(true);
    expect(isInForce({ expirationTime: '2026-11-23T12:00:00.000Z' }, at)).toBe(false);
    expect(isInForce({ notBefore: '2026-11-23T12:00:00.001Z' }, at)).toBe(false);
    expect(isInForce({ expirationTime: 'not a time' }, at)).toBe(false);
  });
});

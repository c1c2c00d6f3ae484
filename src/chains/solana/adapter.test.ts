import { describe, expect, it } from 'vitest';
import { ConnectError, ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { decodeBase58, isSolanaAddress } from './address.ts';
import { pickAccount, requestConnection, restoreConnection, toConnectError } from './adapter.ts';
import { formatLamports } from './rpc.ts';

const A = 'jyPBK88TSCrTd7UMp2QS9PE3PZA2EUzRT6qRt8fLpih';
const B = '11111111111111111111111111111111';
const key = new Uint8Array(32);

describe('addresses', () => {
  it('accepts base58 text of 32 bytes only', () => {
    expect(isSolanaAddress(A)).toBe(true);
    expect(isSolanaAddress(B)).toBe(true);
    expect(decodeBase58(B)).toEqual(new Uint8Array(32));
    expect(isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isSolanaAddress(`${A.slice(0, -1)}0`)).toBe(false);
    expect(isSolanaAddress('abc')).toBe(false);
  });
});

describe('picking the account', () => {
  it('prefers the account naming the chain, then any solana one, then one naming none', () => {
    const accounts = [
      { address: 'not-base58-0OIl', publicKey: key, chains: ['solana:x'] },
      { address: B, publicKey: key, chains: [] },
      { address: A, publicKey: key, chains: ['solana:x'] },
    ];
    expect(pickAccount(accounts, 'solana:x')?.address).toBe(A);
    expect(pickAccount(accounts, 'solana:y')?.address).toBe(A);
    expect(pickAccount([accounts[1]!], 'solana:x')?.address).toBe(B);
    expect(pickAccount([accounts[0]!], 'solana:x')).toBeUndefined();
  });
});

describe('connecting', () => {
  const walletAnswering = (connect: () => Promise<unknown>) => ({
    name: 'W',
    icon: 'data:image/svg+xml,<svg/>',
    chains: ['solana:x'],
    features: { 'standard:connect': { connect } },
  });

  it('maps a 4001 or a "rejected" message to Connection rejected, anything else to Failed to connect', async () => {
    await expect(
      requestConnection(
        walletAnswering(async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))),
        'solana:x',
      ),
    ).rejects.toBeInstanceOf(ConnectionRejectedError);
    expect(toConnectError(new Error('User rejected the request'))).toBeInstanceOf(ConnectionRejectedError);
    expect(toConnectError(new Error('boom'))).toBeInstanceOf(ConnectError);
    await expect(
      requestConnection(
        walletAnswering(async () => ({ accounts: [] })),
        'solana:x',
      ),
    ).rejects.toMatchObject({ shortMessage: 'Failed to connect' });
    await expect(
      requestConnection(
        walletAnswering(async () => ({ accounts: [{ address: A, publicKey: key, chains: ['solana:x'] }] })),
        'solana:x',
      ),
    ).resolves.toEqual({ address: A });
  });

  it('restores silently, undefined when nothing is granted', async () => {
    await expect(
      restoreConnection(
        walletAnswering(async () => ({ accounts: [] })),
        'solana:x',
      ),
    ).resolves.toBeUndefined();
    await expect(
      restoreConnection(
        walletAnswering(async () => ({ accounts: [{ address: A, publicKey: key, chains: [] }] })),
        'solana:x',
      ),
    ).resolves.toEqual({ address: A });
  });
});

describe('formatLamports', () => {
  it('formats lamports as SOL', () => {
    expect(formatLamports(10_000_000_000n)).toBe('10');
    expect(formatLamports(1_500_000_000n)).toBe('1.5');
    expect(formatLamports(1n)).toBe('0.000000001');
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  hasFeature,
  parseAccounts,
  standardConnect,
  standardDisconnect,
  validStandardWallets,
  watchStandardAccounts,
} from './walletStandard.ts';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const ADDRESS = 'jyPBK88TSCrTd7UMp2QS9PE3PZA2EUzRT6qRt8fLpih';
const account = { address: ADDRESS, publicKey: new Uint8Array(32), chains: ['solana:devnet'], features: [] };

function wallet(overrides: Record<string, unknown> = {}, features: Record<string, unknown> = {}) {
  return {
    version: '1.0.0',
    name: 'Test',
    icon: ICON,
    chains: ['solana:devnet'],
    accounts: [],
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) }, ...features },
    ...overrides,
  };
}

describe('validStandardWallets', () => {
  it('keeps well-formed wallets that serve the namespace and can connect; first of a name wins', () => {
    const good = wallet();
    const list = validStandardWallets(
      [
        good,
        wallet({ name: 'Test' }),
        wallet({ name: 'EVM only', chains: ['eip155:1'] }),
        wallet({ name: 'No connect', features: {} }),
        wallet({ name: 'Bad icon', icon: 'https://example.com/i.png' }),
        wallet({ name: '' }),
        null,
        'wallet',
        wallet({ name: 'Connect is not a function' }, { 'standard:connect': { connect: 'nope' } }),
      ],
      'solana',
    );
    expect(list).toEqual([{ id: 'Test', name: 'Test', icon: ICON, chains: ['solana:devnet'], wallet: good }]);
  });
});

describe('accounts', () => {
  it('drops malformed accounts and never throws', () => {
    expect(parseAccounts([account, { address: ADDRESS }, { address: 1, publicKey: new Uint8Array(32), chains: [] }, null])).toEqual([
      { address: ADDRESS, publicKey: account.publicKey, chains: ['solana:devnet'] },
    ]);
    expect(parseAccounts('nope')).toEqual([]);
  });

  it('connects (silently when asked) and rejects a malformed answer with a clear error', async () => {
    const connect = vi.fn(async () => ({ accounts: [account] }));
    const w = wallet({}, { 'standard:connect': { version: '1.0.0', connect } });
    expect(await standardConnect(w)).toHaveLength(1);
    await standardConnect(w, { silent: true });
    expect(connect.mock.calls).toEqual([[undefined], [{ silent: true }]]);
    await expect(standardConnect(wallet({}, { 'standard:connect': { connect: async () => 'yes' } }))).rejects.toThrow('malformed');
    await expect(standardConnect({ name: 'x' })).rejects.toThrow('standard:connect');
  });

  it('disconnects when offered, and is a no-op otherwise', async () => {
    const disconnect = vi.fn(async () => undefined);
    await standardDisconnect(wallet({}, { 'standard:disconnect': { version: '1.0.0', disconnect } }));
    expect(disconnect).toHaveBeenCalledOnce();
    await expect(standardDisconnect(wallet())).resolves.toBeUndefined();
    expect(hasFeature(wallet(), 'standard:connect')).toBe(true);
    expect(hasFeature(wallet(), 'solana:signMessage')).toBe(false);
  });

  it('reports account changes from standard:events, dropping payloads without accounts', () => {
    let listener: ((p: unknown) => void) | undefined;
    const off = vi.fn();
    const w = wallet({}, { 'standard:events': { version: '1.0.0', on: (_e: string, l: (p: unknown) => void) => ((listener = l), off) } });
    const seen: unknown[] = [];
    const stop = watchStandardAccounts(w, (accounts) => seen.push(accounts));
    listener?.({ accounts: [account] });
    listener?.({ chains: ['solana:devnet'] });
    listener?.({ accounts: 'broken' });
    listener?.({ accounts: [] });
    expect(seen).toEqual([[{ address: ADDRESS, publicKey: account.publicKey, chains: ['solana:devnet'] }], []]);
    stop();
    expect(off).toHaveBeenCalledOnce();
    expect(() => watchStandardAccounts(wallet(), () => undefined)()).not.toThrow();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { encodeBase58 } from '../solana/address.ts';
import { createWalletConnectSolanaProvider, pickSolanaAccount, solanaAccountsOf } from './walletconnectSolana.ts';
import type { WalletConnectProvider } from './walletconnectProvider.ts';
import { SOLANA_TEST_CAIP_NETWORK_ID } from '../../core/networks/solanaTestNetwork.fixture.ts';

const CHAIN = SOLANA_TEST_CAIP_NETWORK_ID;
const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SIGNATURE = encodeBase58(new Uint8Array(64).fill(7));
const WIRE = new Uint8Array([1, 2, 3, 250, 0, 9]);
const SIGNED = new Uint8Array([4, 5, 6]);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const GRANTED = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'];

function setup(answer: (method: string, params: unknown) => unknown, methods = GRANTED) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }, _chain?: string) => answer(method, params));
  const provider = {
    request,
    on: (event: string, listener: (...args: unknown[]) => void) =>
      void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => void listeners.get(event)?.delete(listener),
  };
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value);
  };
  const solana = createWalletConnectSolanaProvider({
    provider: provider as unknown as WalletConnectProvider,
    account: { chain: CHAIN, address: ADDRESS },
    methods,
  });
  return { solana, request, emit };
}

describe('a Solana account granted over WalletConnect', () => {
  it('reads the CAIP-10 accounts a session grants, and picks the one on the active chain', () => {
    const accounts = solanaAccountsOf([
      `eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
      `solana:other:${ADDRESS}`,
      `${CHAIN}:${ADDRESS}`,
      'solana:x:not-base58!',
    ]);
    expect(accounts).toEqual([
      { chain: 'solana:other', address: ADDRESS },
      { chain: CHAIN, address: ADDRESS },
    ]);
    expect(pickSolanaAccount(accounts, CHAIN)).toEqual({ chain: CHAIN, address: ADDRESS });
    expect(pickSolanaAccount(accounts, 'solana:unknown')).toEqual({ chain: 'solana:other', address: ADDRESS });
  });

  it('solana_signMessage goes over the session on the account chain with the signer, and answers the base58 signature', async () => {
    const { solana, request } = setup(() => ({ signature: SIGNATURE }));
    const message = encodeBase58(new TextEncoder().encode('hi'));
    expect(await solana.request({ method: 'solana_signMessage', params: { message, pubkey: ADDRESS } })).toEqual({ signature: SIGNATURE });
    expect(request).toHaveBeenCalledWith({ method: 'solana_signMessage', params: { message, pubkey: ADDRESS } }, CHAIN);
  });

  it('transactions travel as base64 (WalletConnect) and come back as base58 (the modal provider convention)', async () => {
    const { solana, request } = setup((method) =>
      method === 'solana_signAllTransactions'
        ? { transactions: [base64(SIGNED), base64(SIGNED)] }
        : method === 'solana_signTransaction'
          ? { transaction: base64(SIGNED) }
          : { signature: SIGNATURE },
    );
    const transaction = encodeBase58(WIRE);
    expect(await solana.request({ method: 'solana_signTransaction', params: { transaction } })).toEqual({
      transaction: encodeBase58(SIGNED),
    });
    expect(request).toHaveBeenLastCalledWith(
      { method: 'solana_signTransaction', params: { transaction: base64(WIRE), pubkey: ADDRESS } },
      CHAIN,
    );
    expect(await solana.request({ method: 'solana_signAllTransactions', params: { transactions: [transaction, transaction] } })).toEqual({
      transactions: [encodeBase58(SIGNED), encodeBase58(SIGNED)],
    });
    const options = { preflightCommitment: 'confirmed' };
    expect(await solana.request({ method: 'solana_signAndSendTransaction', params: { transaction, options } })).toEqual({
      signature: SIGNATURE,
    });
    expect(request).toHaveBeenLastCalledWith(
      { method: 'solana_signAndSendTransaction', params: { transaction: base64(WIRE), pubkey: ADDRESS, sendOptions: options } },
      CHAIN,
    );
  });

  it('refuses what the wallet did not grant (4200), bad params (-32602) and answers that are not signatures (-32603)', async () => {
    const { solana, request } = setup(() => ({ signature: 'not a signature' }), ['solana_signMessage']);
    await expect(solana.request({ method: 'solana_signTransaction', params: { transaction: encodeBase58(WIRE) } })).rejects.toMatchObject({
      code: 4200,
    });
    await expect(solana.request({ method: 'solana_signMessage', params: { message: 'I0l' } })).rejects.toMatchObject({ code: -32602 });
    await expect(solana.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 });
    await expect(solana.request({ method: 'solana_signMessage', params: { message: 'abc' } })).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet did not return a signature',
    });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("a session update reaches the app as accountsChanged with the Solana addresses now granted; the session's end as disconnect", () => {
    const { solana, emit } = setup(() => undefined);
    const accounts = vi.fn();
    const gone = vi.fn();
    solana.on('accountsChanged', accounts);
    solana.on('disconnect', gone);
    emit('session_update', { topic: 't', params: { namespaces: { solana: { accounts: [`${CHAIN}:${ADDRESS}`] } } } });
    expect(accounts).toHaveBeenCalledWith([ADDRESS]);
    emit('disconnect', { code: 6000 });
    expect(gone).toHaveBeenCalledTimes(1);
    solana.removeListener('accountsChanged', accounts);
    emit('session_update', { topic: 't', params: { namespaces: {} } });
    expect(accounts).toHaveBeenCalledTimes(1);
  });
});

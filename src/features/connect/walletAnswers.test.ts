import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletWait } from '../../atoms/walletWait.ts';
import type { WalletConnectProvider } from '../../chains/connectors/walletconnect.ts';
import { lateAfterMs, WALLET_LATE_AFTER_MS, withWalletAnswers } from './walletAnswers.ts';
import { SOLANA_TEST_CAIP_NETWORK_ID } from '../../core/networks/solanaTestNetwork.fixture.ts';

function setup(answer: (args: { method: string }) => Promise<unknown>, limitMs = 60_000) {
  const raw = { request: vi.fn(answer), on: vi.fn(), removeListener: vi.fn(), session: { topic: 't' } } as unknown as WalletConnectProvider;
  const late: WalletWait[] = [];
  const settled: WalletWait[] = [];
  const provider = withWalletAnswers(raw, {
    walletName: 'Phone Wallet',
    limitMs,
    onLate: (wait) => void late.push(wait),
    onSettled: (wait) => void settled.push(wait),
  });
  const outcome = (method: string) =>
    provider.request({ method, params: [] }).then(
      (result) => ({ result }),
      (error: { code: unknown; message: unknown }) => ({ code: error.code, message: error.message }),
    );
  return { raw, provider, late, settled, outcome };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a WalletConnect wallet’s answers, as the host and the modal get them', () => {
  it('normalises errors to an integer code and a text, and refuses a prompt answered without a result', async () => {
    const answers: unknown[] = [{ code: 'abc', message: { nested: true } }, { code: 4001, message: 'User rejected the request.' }, 'boom'];
    const { outcome } = setup(async () => Promise.reject(answers.shift()));
    expect(await outcome('personal_sign')).toEqual({ code: -32603, message: 'The wallet answered with an error' });
    expect(await outcome('personal_sign')).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(await outcome('eth_chainId')).toEqual({ code: -32603, message: 'The wallet answered with an error' });

    const nulls = setup(async () => null);
    expect(await nulls.outcome('personal_sign')).toEqual({
      code: -32603,
      message: 'The wallet answered personal_sign without a valid result',
    });
    expect(await nulls.outcome('wallet_switchEthereumChain')).toEqual({ result: null });
    expect(await setup(async () => '0xabcd').outcome('eth_sendTransaction')).toEqual({ result: '0xabcd' });
  });

  it('reports a silent wallet as late after a few seconds, lets the visitor cancel (4001), and ends it at the limit (4001)', async () => {
    const silent = setup(() => new Promise(() => undefined), 30_000);
    const cancelled = silent.outcome('eth_sendTransaction');
    await vi.advanceTimersByTimeAsync(WALLET_LATE_AFTER_MS - 1);
    expect(silent.late).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.late).toEqual([expect.objectContaining({ walletName: 'Phone Wallet', method: 'eth_sendTransaction' })]);
    silent.late[0]!.cancel();
    expect(await cancelled).toEqual({ code: 4001, message: 'Request cancelled: the wallet did not answer' });
    expect(silent.settled).toEqual([silent.late[0]]);

    const timedOut = silent.outcome('personal_sign');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await timedOut).toEqual({ code: 4001, message: 'Phone Wallet did not answer within 30 s: request ended' });
  });

  it('guards Solana and Bitcoin prompts the same way, sent on the chain they name', async () => {
    const silent = setup(() => new Promise(() => undefined), 30_000);
    for (const [method, chain] of [
      ['signPsbt', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      ['sendTransfer', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      ['signMessage', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      ['solana_signAndSendTransaction', SOLANA_TEST_CAIP_NETWORK_ID],
      ['solana_signMessage', SOLANA_TEST_CAIP_NETWORK_ID],
    ] as const) {
      const pending = silent.provider.request({ method, params: {} }, chain).catch((error: { code: number }) => error.code);
      expect(silent.raw.request).toHaveBeenLastCalledWith({ method, params: {} }, chain);
      await vi.advanceTimersByTimeAsync(WALLET_LATE_AFTER_MS);
      expect(silent.late.at(-1)).toMatchObject({ walletName: 'Phone Wallet', method });
      silent.late.at(-1)!.cancel();
      expect(await pending).toBe(4001);
    }
    // At the limit too.
    const ended = silent.provider.request({ method: 'signPsbt', params: {} }, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    const outcome = ended.catch((error: { code: number; message: string }) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ code: 4001, message: 'Phone Wallet did not answer within 30 s: request ended' });
    // Their answers' shapes are the namespace providers' to check.
    expect(await setup(async () => ({ txid: 'ab' })).provider.request({ method: 'sendTransfer' }, 'bip122:x')).toEqual({ txid: 'ab' });
  });

  it('says a wallet is late after a third of a shortened limit (the tests’), never later than 5 s', async () => {
    expect(lateAfterMs(300_000)).toBe(WALLET_LATE_AFTER_MS);
    expect(lateAfterMs(15_000)).toBe(5_000);
    const silent = setup(() => new Promise(() => undefined), 9_000);
    void silent.outcome('signPsbt');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(silent.late).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.late).toHaveLength(1);
  });

  it('passes everything else through to the session’s provider', () => {
    const { raw, provider } = setup(async () => '0x');
    provider.on('accountsChanged', () => undefined);
    expect(raw.on).toHaveBeenCalledWith('accountsChanged', expect.any(Function));
    expect(provider.session).toEqual({ topic: 't' });
  });
});

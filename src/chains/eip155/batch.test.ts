import { describe, expect, it, vi } from 'vitest';
import { sendAtomicBatch, supportsAtomicBatch } from './batch.ts';

const ACCOUNT = '0x00000000000000000000000000000000000000aa';
const wallet = (answer: (method: string) => unknown) => ({
  request: vi.fn(async ({ method }: { method: string }) => answer(method)),
});

describe('supportsAtomicBatch (EIP-5792 capabilities)', () => {
  it("is true only for the chain's atomic status 'supported' or 'ready'", async () => {
    const answers: Array<[unknown, boolean]> = [
      [{ '0x7a69': { atomic: { status: 'supported' } } }, true],
      [{ '0x7A69': { atomic: { status: 'ready' } } }, true],
      [{ '0x7a69': { atomic: { status: 'unsupported' } } }, false],
      [{ '0x7a6a': { atomic: { status: 'supported' } } }, false],
      [{ '0x7a69': { assetDiscovery: { supported: true } } }, false],
      ['supported', false],
      [null, false],
    ];
    for (const [answer, expected] of answers) {
      expect(
        await supportsAtomicBatch(
          wallet(() => answer),
          ACCOUNT,
          31337,
        ),
        JSON.stringify(answer),
      ).toBe(expected);
    }
  });

  it('is false when the wallet does not know the method', async () => {
    const provider = wallet(() => {
      throw Object.assign(new Error('Unsupported method'), { code: 4200 });
    });
    expect(await supportsAtomicBatch(provider, ACCOUNT, 31337)).toBe(false);
    expect(provider.request).toHaveBeenCalledWith({ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69']] });
  });
});

describe('sendAtomicBatch', () => {
  const batch = { from: ACCOUNT, chainId: 31337, calls: [{ to: ACCOUNT, value: '0x1' }] } as const;

  it("polls the status until it settles; a first-draft wallet's bare id works too", async () => {
    let polls = 0;
    const hash = `0x${'12'.repeat(32)}`;
    const provider = wallet((method) => {
      if (method === 'wallet_sendCalls') return 'bare-id';
      polls++;
      return polls < 2 ? { status: 100 } : { status: 200, receipts: [{ status: '0x1', transactionHash: hash }] };
    });
    expect(await sendAtomicBatch(provider, { ...batch, calls: [...batch.calls] })).toEqual({ success: true, transactionHashes: [hash] });
    expect(provider.request).toHaveBeenLastCalledWith({ method: 'wallet_getCallsStatus', params: ['bare-id'] });
  });

  it('rejects a reply of another shape', async () => {
    const provider = wallet(() => ({ batch: 1 }));
    await expect(sendAtomicBatch(provider, { ...batch, calls: [...batch.calls] })).rejects.toThrow('Malformed RPC reply');
  });
});

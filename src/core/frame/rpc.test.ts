import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  READ_METHODS,
  isRejectionMessage,
  rpcResultOf,
  isSafeMethod,
  isUnsafeMethod,
  looksLikeTransactionHash,
  rpcRequestPayloadSchema,
} from './rpc.ts';

const A = '0x1111111111111111111111111111111111111111';
const ok = (payload: unknown) => rpcRequestPayloadSchema.safeParse(payload).success;

describe('RPC payload', () => {
  it('accepts every read method with any params', () => {
    for (const method of READ_METHODS) {
      expect(ok({ method, params: [] })).toBe(true);
      expect(ok({ method })).toBe(true);
    }
  });

  it('accepts the signing and sending methods with their params', () => {
    expect(ok({ method: 'personal_sign', params: ['0x68656c6c6f', A] })).toBe(true);
    expect(ok({ method: 'eth_signTypedData_v4', params: [A, '{"types":{}}'] })).toBe(true);
    expect(ok({ method: 'eth_signTypedData_v4', params: [A, { types: {} }] })).toBe(true);
    expect(ok({ method: 'eth_sendTransaction', params: [{ from: A, to: A, value: '0x1' }], chainId: 31337 })).toBe(true);
    expect(ok({ method: 'eth_sendRawTransaction', params: ['0x02f8'] })).toBe(true);
    expect(ok({ method: 'solana_signMessage', params: { message: 'abc', pubkey: 'def' }, chainNamespace: 'solana' })).toBe(true);
    expect(ok({ method: 'solana_signTransaction', params: { transaction: 'abc' } })).toBe(true);
    expect(ok({ method: 'solana_signAllTransactions', params: { transactions: ['a', 'b'] } })).toBe(true);
    expect(
      ok({
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: 'abc',
          options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 2, minContextSlot: 5 },
        },
      }),
    ).toBe(true);
    expect(
      ok({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', from: A, calls: [{ to: A, data: '0x', value: '0x0' }, { to: A }] }],
      }),
    ).toBe(true);
    expect(ok({ method: 'wallet_getCallsStatus', params: ['0xabc'] })).toBe(true);
    expect(ok({ method: 'wallet_getCapabilities', params: [A] })).toBe(true);
    expect(ok({ method: 'wallet_grantPermissions', params: [{}] })).toBe(true);
    expect(ok({ method: 'wallet_revokePermissions', params: [{}] })).toBe(true);
    expect(ok({ method: 'wallet_getAssets', params: [{ account: A }] })).toBe(true);
  });

  it('rejects unknown methods, bad params, bad namespaces', () => {
    expect(ok({ method: 'eth_sign', params: [A, '0x'] })).toBe(false);
    expect(ok({ method: 'personal_sign', params: ['hi'] })).toBe(false);
    expect(ok({ method: 'personal_sign', params: ['hi', '0x12'] })).toBe(false);
    expect(ok({ method: 'eth_sendTransaction', params: [{ to: 'bob' }] })).toBe(false);
    // Strict mode (SPEC section 5): a mixed-case address with a wrong EIP-55 checksum is refused wherever one travels.
    const badChecksum = '0x70997970C51812Dc3A010C7d01b50e0d17dc79C8';
    const goodChecksum = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(ok({ method: 'eth_sendTransaction', params: [{ to: goodChecksum, value: '0x1' }] })).toBe(true);
    expect(ok({ method: 'eth_sendTransaction', params: [{ to: badChecksum, value: '0x1' }] })).toBe(false);
    expect(ok({ method: 'eth_sendTransaction', params: [{ from: badChecksum, to: A }] })).toBe(false);
    expect(ok({ method: 'personal_sign', params: ['0x68656c6c6f', goodChecksum] })).toBe(true);
    expect(ok({ method: 'personal_sign', params: ['0x68656c6c6f', badChecksum] })).toBe(false);
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: goodChecksum, value: '0x1' }] }] })).toBe(true);
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: badChecksum, value: '0x1' }] }] })).toBe(false);
    expect(ok({ method: 'eth_sendRawTransaction', params: ['zz'] })).toBe(false);
    expect(ok({ method: 'solana_signMessage', params: { message: 'abc' } })).toBe(false);
    expect(
      ok({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'a', options: { preflightCommitment: 'soon' } },
      }),
    ).toBe(false);
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [] }] })).toBe(false);
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] })).toBe(false);
    expect(ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: A, data: 'ff' }] }] })).toBe(false);
    expect(ok({ method: 'eth_chainId', chainNamespace: 'tron' })).toBe(false);
    fc.assert(
      fc.property(
        fc.string().filter((m) => !isSafeMethod(m) && !isUnsafeMethod(m) && m !== 'eth_sendRawTransaction'),
        (method) => !ok({ method, params: [] }),
      ),
    );
  });

  it('call targets and data must start with 0x', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.startsWith('0x')),
        (data) => !ok({ method: 'wallet_sendCalls', params: [{ calls: [{ to: A, data }] }] }),
      ),
    );
  });
});

describe('method classes', () => {
  it('read methods are safe and not unsafe', () => {
    for (const method of READ_METHODS) {
      expect(isSafeMethod(method)).toBe(true);
      expect(isUnsafeMethod(method)).toBe(false);
    }
    expect(isSafeMethod('wallet_getCallsStatus')).toBe(true);
  });

  it('signing and sending methods are unsafe and not safe', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'solana_signMessage']) {
      expect(isUnsafeMethod(method)).toBe(true);
      expect(isSafeMethod(method)).toBe(false);
    }
    expect(isSafeMethod('eth_sendRawTransaction')).toBe(false);
  });
});

describe('response shapes', () => {
  const hex = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9a-fA-F]{${min},${max}}$`));

  it('0x + 64 hex is a transaction hash, nothing else is', () => {
    fc.assert(fc.property(hex(64, 64), (h) => looksLikeTransactionHash(`0x${h}`)));
    fc.assert(fc.property(hex(0, 63), (h) => !looksLikeTransactionHash(`0x${h}`)));
    fc.assert(fc.property(hex(65, 200), (h) => !looksLikeTransactionHash(`0x${h}`)));
    expect(looksLikeTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false);
    expect(looksLikeTransactionHash(42)).toBe(false);
  });
});

describe('rpcResultOf: the bare result of the real frame, the old { result } wrapper unwrapped', () => {
  it('passes every bare result through', () => {
    for (const value of ['0x1', null, 0, ['0xa'], { blockHash: '0x1', number: '0x2' }, { '0x1': { atomic: { status: 'supported' } } }])
      expect(rpcResultOf(value)).toEqual(value);
  });
  it('unwraps an object whose only key is result (no RPC result has that shape)', () => {
    expect(rpcResultOf({ result: '0xsig' })).toBe('0xsig');
    expect(rpcResultOf({ result: null })).toBeNull();
    expect(rpcResultOf({ result: '0x1', id: 1 })).toEqual({ result: '0x1', id: 1 });
  });
});

describe('isRejectionMessage: a refusal in a frame that sends no code', () => {
  it('knows the refusal wordings, not other failures', () => {
    for (const message of ['User rejected the request.', 'User denied message signature', 'Request cancelled by the user', 'rejected'])
      expect(isRejectionMessage(message)).toBe(true);
    for (const message of ['execution reverted', 'insufficient funds for gas', 'An error occurred', 'Network Error'])
      expect(isRejectionMessage(message)).toBe(false);
  });
});

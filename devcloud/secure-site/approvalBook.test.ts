import { describe, expect, it } from 'vitest';
import { createApprovalBook } from './approvalBook.ts';
import type { RpcRequestPayload } from '../../src/core/frame/rpc.ts';
import { requestHash } from './requestHash.ts';

const SIGN: RpcRequestPayload = { method: 'personal_sign', params: ['0x68', '0x1111111111111111111111111111111111111111'] };

describe('approval tokens', () => {
  it('redeem once, for the session and request they were issued for', () => {
    const book = createApprovalBook();
    const hash = requestHash(31337, SIGN);
    const token = book.issue('session-a', hash);
    expect(book.redeem('session-a', hash, token)).toEqual({ hash });
    expect(book.redeem('session-a', hash, token)).toBeNull();
  });

  it('refuse another request, another session, a made-up token; a failed try spends the token', () => {
    const book = createApprovalBook();
    const hash = requestHash(31337, SIGN);
    const other = requestHash(31337, { method: 'personal_sign', params: ['0x69', '0x1111111111111111111111111111111111111111'] });
    const token = book.issue('session-a', hash);
    expect(book.redeem('session-a', other, token)).toBeNull();
    expect(book.redeem('session-a', hash, token)).toBeNull();
    const second = book.issue('session-a', hash);
    expect(book.redeem('session-b', hash, second)).toBeNull();
    expect(book.redeem('session-a', hash, 'guessed')).toBeNull();
  });

  it('expire after their time-to-live', () => {
    let time = 0;
    const book = createApprovalBook({ ttlMs: 1000, now: () => time });
    const hash = requestHash(1, SIGN);
    const token = book.issue('s', hash);
    time = 1000;
    expect(book.redeem('s', hash, token)).toBeNull();
  });

  it('hash a request the same whatever its key order, and differently per chain', () => {
    const a: RpcRequestPayload = {
      method: 'eth_sendTransaction',
      params: [{ to: '0x2222222222222222222222222222222222222222', value: '0x1' }],
    };
    const b: RpcRequestPayload = {
      params: [{ value: '0x1', to: '0x2222222222222222222222222222222222222222' }],
      method: 'eth_sendTransaction',
    };
    expect(requestHash(1, a)).toBe(requestHash(1, b));
    expect(requestHash(1, a)).not.toBe(requestHash(2, a));
  });
});

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { APP_PREFIX, appType, parseAppMessage, REQUEST_NAMES, requestNameOf, UNSAFE_METHODS } from '../../../src/core/frame/messages.ts';
import { checkInbound, gateInbound, MAX_INBOUND_BYTES } from './inbound.ts';

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('the inbound size cap', () => {
  it('measures plain data exactly as its UTF-8 JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const check = checkInbound(value, Number.MAX_SAFE_INTEGER);
        return check.ok && check.bytes === jsonBytes(value);
      }),
    );
    expect(checkInbound({ a: undefined, b: [undefined, 1] })).toEqual({ ok: true, bytes: jsonBytes({ b: [null, 1] }) });
    // A lone surrogate is written as \ud800 by JSON.stringify (well-formed JSON).
    expect(checkInbound('é😀\ud800')).toEqual({ ok: true, bytes: 2 + 2 + 4 + 6 });
  });

  it('accepts what fits the cap and drops what does not, with nothing in between', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 2000 }), (value, limit) => {
        const check = checkInbound(value, limit);
        return check.ok === jsonBytes(value) <= limit && (check.ok || check.reason === 'too-large');
      }),
    );
  });

  it('drops anything over the cap without parsing it', () => {
    const big = (size: number) => fc.string({ minLength: size, maxLength: size }).map((s) => s.padEnd(size, 'x'));
    fc.assert(
      fc.property(
        fc.oneof(
          big(MAX_INBOUND_BYTES + 1).map((s) => ({
            type: appType('RPC_REQUEST'),
            payload: { method: 'personal_sign', params: [s, '0x'] },
          })),
          fc.integer({ min: 1, max: 4 }).map((n) => Array.from({ length: MAX_INBOUND_BYTES / 8 + n }, () => 'abcdefgh')),
          fc
            .integer({ min: 0, max: 20 })
            .map((n) => ({ id: 'x'.repeat(n), type: appType('SYNC_THEME'), payload: 'é'.repeat(MAX_INBOUND_BYTES / 2) })),
        ),
        (data) => {
          const parse = vi.fn(parseAppMessage);
          const gated = gateInbound(data, parse);
          return gated.message === null && 'dropped' in gated && gated.dropped === 'too-large' && parse.mock.calls.length === 0;
        },
      ),
      { numRuns: 20 },
    );
  });

  it('stops early on huge input instead of walking all of it', () => {
    const huge = new Array(5_000_000).fill(0);
    const long = 'x'.repeat(50_000_000);
    const wide: Record<string, number> = {};
    for (let i = 0; i < 200_000; i++) wide[`k${i}`] = i;
    // Only the checks are timed: building the inputs took most of the 2 s on a loaded machine (4.5 s at load 23).
    const started = performance.now();
    expect(checkInbound(huge)).toEqual({ ok: false, reason: 'too-large' });
    expect(checkInbound(long)).toEqual({ ok: false, reason: 'too-large' });
    expect(checkInbound(wide)).toEqual({ ok: false, reason: 'too-large' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('drops what the messenger never sends: cycles, deep nesting, Maps, buffers, dates', () => {
    const cyclic: Record<string, unknown> = { type: appType('RELOAD') };
    cyclic.self = cyclic;
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = [deep];
    for (const data of [cyclic, deep, new Map(), new Uint8Array(4), new ArrayBuffer(8), new Date(0), /x/, 10n, undefined, Symbol('s')]) {
      expect(checkInbound(data)).toEqual({ ok: false, reason: 'not-json' });
    }
    expect(checkInbound({ payload: new Uint8Array(1) })).toEqual({ ok: false, reason: 'not-json' });
  });

  it('never throws, and whatever passes the cap is parsed without throwing', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withNullPrototype: true,
          withSparseArray: true,
        }),
        (data) => {
          const gated = gateInbound(data, parseAppMessage, 4096);
          return gated.message === null || requestNameOf(gated.message.type) !== null;
        },
      ),
    );
  });
});

describe('the schema of every inbound message', () => {
  const names = fc.constantFrom(...REQUEST_NAMES);

  it('turns random junk into nothing, never into a request', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => gateInbound(junk, parseAppMessage).message === null),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string(), fc.anything(), (name, payload) => {
        fc.pre(!REQUEST_NAMES.includes(name as never));
        return parseAppMessage({ id: 'a', type: `${APP_PREFIX}${name}`, payload }) === null;
      }),
    );
  });

  it('accepts a known type only with its own payload shape, and returns a stripped copy', () => {
    fc.assert(
      fc.property(
        names,
        fc.option(fc.string({ minLength: 1, maxLength: 128 })),
        fc.anything(),
        fc.anything(),
        (name, id, payload, extra) => {
          const message = gateInbound({ ...(id === null ? {} : { id }), type: appType(name), payload, extra }, parseAppMessage).message;
          if (message === null) return true;
          // Valid: it re-parses to itself, so nothing unknown (such as `extra`) came through.
          return !('extra' in message) && JSON.stringify(parseAppMessage(message)) === JSON.stringify(message);
        },
      ),
    );
  });

  it('never yields an unsafe RPC request from junk params', () => {
    const signing = UNSAFE_METHODS.filter((method) => !method.startsWith('wallet_') || method === 'wallet_sendCalls');
    fc.assert(
      fc.property(
        fc.constantFrom(...signing),
        fc.anything().filter((v) => typeof v !== 'object' || v === null),
        (method, params) => {
          return parseAppMessage({ type: appType('RPC_REQUEST'), payload: { method, params } }) === null;
        },
      ),
    );
    // An unknown method, however it is dressed, is never a request either.
    fc.assert(
      fc.property(fc.string(), fc.anything(), (method, params) => {
        fc.pre(!/^(eth_|wallet_|personal_sign|solana_)/.test(method));
        return parseAppMessage({ type: appType('RPC_REQUEST'), payload: { method, params } }) === null;
      }),
    );
  });
});

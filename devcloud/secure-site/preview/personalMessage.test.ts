import fc from 'fast-check';
import { toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeMessageBytes, isCleanText, personalSignBytes } from './personalMessage.ts';

const show = (message: string) => describeMessageBytes(personalSignBytes(message));

describe('personal_sign: text when it is clean UTF-8, hex otherwise', () => {
  it('shows hex-encoded UTF-8 as the text it is, line breaks and emoji included', () => {
    expect(show(toHex('Hello from Airlock'))).toEqual({ kind: 'message', encoding: 'text', content: 'Hello from Airlock', bytes: 18 });
    const siwe = 'example.com wants you to sign in with your Ethereum account:\n0xabc\n\nNonce: 1 ✓ 👩‍👩‍👧';
    expect(show(toHex(siwe))).toMatchObject({ encoding: 'text', content: siwe });
    expect(show(toHex('tab\tand\r\nbreaks'))).toMatchObject({ encoding: 'text' });
  });

  it('signs a non-hex string as its UTF-8, and shows it as text', () => {
    expect(show('plain words')).toEqual({ kind: 'message', encoding: 'text', content: 'plain words', bytes: 11 });
    expect(show('0xnot-hex')).toMatchObject({ encoding: 'text', content: '0xnot-hex' });
  });

  it('shows bytes that are not UTF-8 as hex', () => {
    expect(show('0xff00ff')).toEqual({ kind: 'message', encoding: 'hex', content: '0xff00ff', bytes: 3 });
    // A 32-byte hash (what many apps sign) is not text.
    const hash = `0x${'ab'.repeat(32)}`;
    expect(show(hash)).toMatchObject({ encoding: 'hex', content: hash, bytes: 32 });
  });

  it('shows valid UTF-8 that would hide or reorder text as hex', () => {
    for (const sneaky of ['pay\u202Eevil', 'a\u0000b', 'zero\u200Bwidth', '\uFEFFbom', 'bell\u0007', 'isolate\u2066x\u2069', 'c1\u0085']) {
      expect(show(toHex(sneaky)).encoding).toBe('hex');
      expect(isCleanText(sneaky)).toBe(false);
    }
  });

  it('reads odd-length hex as viem signs it (padded on the left), and 0x as the empty message', () => {
    expect(Array.from(personalSignBytes('0x123'))).toEqual([0x01, 0x23]);
    expect(show('0x')).toEqual({ kind: 'message', encoding: 'text', content: '', bytes: 0 });
  });

  it('always gives one or the other, and text only when it round-trips exactly', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const shown = describeMessageBytes(bytes);
        if (shown.bytes !== bytes.length) return false;
        if (shown.encoding === 'hex') return shown.content === toHex(bytes);
        return toHex(new TextEncoder().encode(shown.content)) === toHex(bytes) && isCleanText(shown.content);
      }),
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }).filter(isCleanText), (text) => show(toHex(text)).content === text));
  });

  it('cuts a huge message for display but counts every byte', () => {
    const shown = show(toHex('a'.repeat(100_000)));
    expect(shown.bytes).toBe(100_000);
    expect(shown.content.length).toBe(64 * 1024 + 1);
    expect(shown.content.endsWith('…')).toBe(true);
  });
});

/**
 * How a message to sign is shown (personal_sign, solana_signMessage): as text when its bytes
 * are clean UTF-8, as hex otherwise. "Clean" also excludes the characters that hide or reorder
 * text (bidi controls, zero-width spaces), so what the visitor reads is what gets signed.
 */
import type { Details } from './schema.ts';

export type MessageDetails = Extract<Details, { kind: 'message' }>;

/** Past this the text is cut for display (the signature still covers every byte). */
const MAX_SHOWN_BYTES = 64 * 1024;

/**
 * personal_sign's first param as the bytes the signer signs: a 0x string is raw bytes (an odd
 * digit count is padded on the left, as viem does), any other string its UTF-8.
 */
export function personalSignBytes(message: string): Uint8Array {
  if (!/^0x[0-9a-fA-F]*$/.test(message)) return new TextEncoder().encode(message);
  const digits = message.length % 2 === 0 ? message.slice(2) : `0${message.slice(2)}`;
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Controls other than tab and line breaks, DEL and C1, bidi embeddings, overrides, isolates
 * and marks, zero-width space, word joiner and BOM. Zero-width (non-)joiners stay allowed:
 * emoji sequences and several scripts need them.
 */
const UNCLEAN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

export function isCleanText(text: string): boolean {
  return !UNCLEAN.test(text);
}

/** `text` with every such character written as a visible \uXXXX escape (for raw JSON shown as is). */
export function escapeUnclean(text: string): string {
  return text.replace(new RegExp(UNCLEAN.source, 'g'), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function describeMessageBytes(bytes: Uint8Array): MessageDetails {
  let text: string | null = null;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    text = null;
  }
  const shown = bytes.length > MAX_SHOWN_BYTES ? bytes.subarray(0, MAX_SHOWN_BYTES) : bytes;
  if (text !== null && isCleanText(text)) {
    const content = shown === bytes ? text : `${new TextDecoder().decode(shown)}…`;
    return { kind: 'message', encoding: 'text', content, bytes: bytes.length };
  }
  return { kind: 'message', encoding: 'hex', content: shown === bytes ? toHex(bytes) : `${toHex(shown)}…`, bytes: bytes.length };
}

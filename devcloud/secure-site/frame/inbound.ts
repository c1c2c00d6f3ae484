/**
 * The gate every message from the parent passes before any schema sees it: plain JSON data
 * (what the app's messenger posts) no bigger than MAX_INBOUND_BYTES. The walk stops as soon as
 * the budget is spent, so a huge or deeply nested message costs little and is never parsed.
 */

/** 256 kB of JSON (UTF-8): far above any real request, far below what would stall the page. */
export const MAX_INBOUND_BYTES = 256 * 1024;

/** Deeper than any valid message; also what ends a walk through a cyclic structure. */
const MAX_DEPTH = 64;

export type InboundCheck = { ok: true; bytes: number } | { ok: false; reason: 'too-large' | 'not-json' };

class Stop {
  constructor(readonly reason: 'too-large' | 'not-json') {}
}

/** UTF-8 length of a string (JSON.stringify escapes lone surrogates, so only pairs are left to count as 4). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The JSON size (UTF-8 bytes, as `JSON.stringify` would write it) of `data` when it is plain
 * data (plain objects, arrays, strings, numbers, booleans, null; `undefined` members count as
 * JSON drops them) within `limit`. Anything else (a Map, a Blob, a typed array, a cycle) is
 * `not-json`: the messenger never sends one.
 */
export function checkInbound(data: unknown, limit: number = MAX_INBOUND_BYTES): InboundCheck {
  let used = 0;
  const spend = (bytes: number) => {
    used += bytes;
    if (used > limit) throw new Stop('too-large');
  };

  /** The JSON size of a primitive; null for an object or array (walked below). */
  const primitive = (value: unknown): number | null => {
    switch (typeof value) {
      case 'string':
        // The cheap bound first: a string longer than the budget is over it whatever its bytes.
        if (value.length > limit) throw new Stop('too-large');
        return utf8Length(JSON.stringify(value));
      case 'number':
        return Number.isFinite(value) ? String(value).length : 4;
      case 'boolean':
        return value ? 4 : 5;
      case 'object':
        return value === null ? 4 : null;
      default:
        // undefined, functions (never cloned), symbols and bigints are not JSON.
        throw new Stop('not-json');
    }
  };

  const walk = (data: unknown, depth: number): void => {
    const size = primitive(data);
    if (size !== null) {
      spend(size);
      return;
    }
    const value = data as object;
    if (depth >= MAX_DEPTH) throw new Stop('not-json');
    if (Array.isArray(value)) {
      spend(2);
      for (let i = 0; i < value.length; i++) {
        if (i > 0) spend(1);
        const item: unknown = value[i];
        if (item === undefined) spend(4);
        else walk(item, depth + 1);
      }
      return;
    }
    if (!isPlainObject(value)) throw new Stop('not-json');
    spend(2);
    let first = true;
    // for…in, not Object.keys: a million keys must not be listed before the budget stops the walk.
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const member: unknown = (value as Record<string, unknown>)[key];
      if (member === undefined) continue;
      spend((first ? 0 : 1) + utf8Length(JSON.stringify(key)) + 1);
      first = false;
      walk(member, depth + 1);
    }
  };

  try {
    walk(data, 0);
    return { ok: true, bytes: used };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, reason: error.reason };
    // Anything exotic that throws while being read is not a message either.
    return { ok: false, reason: 'not-json' };
  }
}

export type Gated<T> = { message: T } | { message: null; dropped: 'too-large' | 'not-json' | 'invalid' };

/** The size check, then `parse` (the shared schema): an oversized message is never parsed. */
export function gateInbound<T>(data: unknown, parse: (data: unknown) => T | null, limit: number = MAX_INBOUND_BYTES): Gated<T> {
  const size = checkInbound(data, limit);
  if (!size.ok) return { message: null, dropped: size.reason };
  const message = parse(data);
  return message === null ? { message: null, dropped: 'invalid' } : { message };
}

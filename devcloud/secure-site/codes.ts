/**
 * One-time codes: six digits, valid for 10 minutes, single use, and burnt after a few wrong
 * tries so a code cannot be guessed. Kept in memory: a restart simply asks for a new code.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

export class CodeError extends Error {
  override name = 'CodeError';
}

type Entry = { code: string; expiresAt: number; attempts: number };

export type CodeBook = ReturnType<typeof createCodeBook>;

export function createCodeBook(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    /** A new code for `key` (e.g. `login:ada@example.com`); replaces any earlier one. */
    issue(key: string): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      entries.set(key, { code, expiresAt: now() + CODE_TTL_MS, attempts: 0 });
      return code;
    },
    /** Consumes the code or throws 'Invalid code' / 'Code expired'. */
    verify(key: string, code: string): void {
      const entry = entries.get(key);
      if (!entry) throw new CodeError('Invalid code');
      if (now() > entry.expiresAt) {
        entries.delete(key);
        throw new CodeError('Code expired');
      }
      const given = Buffer.from(code.trim());
      const expected = Buffer.from(entry.code);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        entry.attempts += 1;
        if (entry.attempts >= MAX_ATTEMPTS) entries.delete(key);
        throw new CodeError('Invalid code');
      }
      entries.delete(key);
    },
  };
}

import * as z from 'zod/mini';

const reference = z.string().check(z.maxLength(200));
/** A decimal amount: text as given, or a finite non-negative number written out in full (never `1e-7`). */
const amount = z.union([
  z.string().check(z.maxLength(80)),
  z.pipe(
    z.number().check(z.refine((value) => Number.isFinite(value) && value >= 0)),
    z.transform((value) => value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })),
  ),
]);
const fields = { fromToken: reference, toToken: reference, amount } as const;

/** The arguments once read: the amount as decimal text. */
export type ReadSwapArguments = { fromToken?: string; toToken?: string; amount?: string };

/**
 * The `arguments` of `open({ view: 'Swap', arguments })`, checked field by field (a host's JavaScript can pass
 * anything): a number amount is taken as its decimal text; a field of another type is left out, with a debug note
 * naming it, and the others still apply.
 */
export function readSwapArguments(value: unknown, note: (message: string) => void): ReadSwapArguments {
  if (typeof value !== 'object' || value === null) {
    note('swap: arguments must be an object { fromToken?, toToken?, amount? }: ignored');
    return {};
  }
  const read: ReadSwapArguments = {};
  for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
    const given = (value as Record<string, unknown>)[key];
    if (given === undefined) continue;
    const parsed = z.safeParse(fields[key], given);
    if (parsed.success) read[key] = parsed.data;
    else note(`swap: arguments.${key} must be ${key === 'amount' ? 'a decimal text or a non-negative number' : 'a text'}: ignored`);
  }
  return read;
}

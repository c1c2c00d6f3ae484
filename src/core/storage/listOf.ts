import * as z from 'zod/mini';

/**
 * A stored list read entry by entry: an entry that does not parse (another version's, a corrupt or edited one) is
 * left out and the others are kept, so one bad entry never costs the visitor every valid one.
 */
export function listOf<T>(entry: z.ZodMiniType<T>, max: number): z.ZodMiniType<T[]> {
  return z.pipe(
    z.array(z.unknown()).check(z.maxLength(max)),
    z.transform((items) =>
      items.flatMap((item) => {
        const parsed = z.safeParse(entry, item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ) as unknown as z.ZodMiniType<T[]>;
}

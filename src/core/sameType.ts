/**
 * Compiles only when `A` and `B` are the same type, each assignable to the other. A zod schema is held to the
 * public type it checks this way: the public type is written once, and the declarations hosts get are generated
 * from it (scripts/publicTypes.ts). Types only: `export type _ = Expect<SameType<z.input<typeof schema>, Public>>`.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;

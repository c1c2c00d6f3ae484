/** 4 leading (`0x` included) and 6 trailing characters (SPEC section 9); local so this entry does not pull in core/caip. */
export const truncate = (a: string) => (a.length > 11 ? `${a.slice(0, 4)}…${a.slice(-6)}` : a);

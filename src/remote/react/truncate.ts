/** 4 leading and 6 trailing characters (SPEC section 9); local so this entry does not pull in core/caip. */
export const truncate = (a: string, lead = a.startsWith('0x') ? 6 : 4) => (a.length > lead + 6 ? `${a.slice(0, lead)}…${a.slice(-6)}` : a);

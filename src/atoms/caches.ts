import { atom } from 'jotai/vanilla';
import type { TokenBalance } from '../core/api/blockchainSchemas.ts';

/** Balances per CAIP address with the time they were fetched (SPEC: cached 30 s). */
export const balanceCacheAtom = atom<Record<string, { balances: TokenBalance[]; timestamp: number }>>({});
/** No balance request before this time (ms since epoch): set for 30 s after a failure. */
export const balanceBlockedUntilAtom = atom(0);
/** The data API's supported chains, once fetched. */
export const supportedChainsAtom = atom<string[] | undefined>(undefined);
/** The extensions of ours the data API advertised with its supported chains (none from the real API). */
export const dataApiExtensionsAtom = atom<string[]>([]);

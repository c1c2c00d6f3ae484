import { atom } from 'jotai/vanilla';
import { atomFamily } from './family.ts';
import type { ChainNamespace } from '../core/caip.ts';

// Not in account.ts: that module is on the path before the first open, and atoms the lazy chunks share with it
// are split into one more pre-open file by the bundler.

/** An account of a connection and its type (SPEC section 3, allAccounts): Bitcoin's payment and ordinal accounts. */
export type TypedAccount = { address: string; type: 'payment' | 'ordinal'; publicKey?: string };
/** Every account of a namespace's connection (Bitcoin: index 0 payment, index 1 ordinal); empty when it has one only. */
export const allAccountsAtom = atomFamily((_namespace: ChainNamespace) => atom<TypedAccount[]>([]));
/** The Bitcoin payment account's satoshis, confirmed and still in the mempool, told apart in the Account view. */
export const bitcoinBalanceAtom = atom<{ confirmed: bigint; pending: bigint } | undefined>(undefined);

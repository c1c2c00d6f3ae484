import { atom } from 'jotai/vanilla';
import { LIMITS } from '../core/constants.ts';
import type { Store } from './store.ts';

/** A transaction sent from the modal and not yet mined. */
export type PendingTransaction = { hash: string; caipNetworkId: string; description: string; submittedAt: number };

/** Pending transactions, newest first; at most 99 are tracked (SPEC section 9). */
export const pendingTransactionsAtom = atom<PendingTransaction[]>([]);

export function addPendingTransaction(store: Store, transaction: PendingTransaction) {
  store.set(pendingTransactionsAtom, (list) =>
    [transaction, ...list.filter((t) => t.hash !== transaction.hash)].slice(0, LIMITS.pendingTransactions),
  );
}

export function removePendingTransaction(store: Store, hash: string) {
  store.set(pendingTransactionsAtom, (list) => list.filter((t) => t.hash !== hash));
}

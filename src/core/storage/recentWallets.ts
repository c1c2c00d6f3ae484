import { LIMITS } from '../constants.ts';
import { STORAGE_KEYS } from './keys.ts';
import type { TypedStorage } from './storage.ts';

export type RecentWallet = { id: string; name: string; image_id?: string | null; rdns?: string | null };

/** Puts `wallet` first in the persisted recent list (de-duplicated by id, at most 2: SPEC section 9). */
export function addRecentWallet(storage: TypedStorage, wallet: RecentWallet): RecentWallet[] {
  const current = storage.get(STORAGE_KEYS.recentWallets) ?? [];
  const next = [wallet, ...current.filter((w) => w.id !== wallet.id)].slice(0, LIMITS.recentWallets);
  storage.set(STORAGE_KEYS.recentWallets, next);
  return next;
}

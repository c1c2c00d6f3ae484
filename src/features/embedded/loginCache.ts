import { TIME } from '../../core/constants.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { TypedStorage } from '../../core/storage/storage.ts';

/** The login cache (SPEC section 3): cleared on sign-out and when the session is gone. */
const LOGIN_CACHE_KEYS = [
  STORAGE_KEYS.emailLoginUsed,
  STORAGE_KEYS.email,
  STORAGE_KEYS.lastEmailLoginTime,
  STORAGE_KEYS.lastUsedChainId,
  STORAGE_KEYS.socialUsername,
  STORAGE_KEYS.connectedSocial,
  STORAGE_KEYS.smartAccountEnabledNetworks,
  STORAGE_KEYS.embeddedSessionToken,
];

export function clearLoginCache(storage: TypedStorage) {
  for (const key of LOGIN_CACHE_KEYS) storage.remove(key);
}

/** 'Please try again after {n} seconds' while the 30 s e-mail cooldown runs, else null. */
export function cooldownMessage(lastLogin: number | undefined, now: number): string | null {
  if (lastLogin === undefined) return null;
  const left = TIME.emailLoginCooldown - (now - lastLogin);
  if (left <= 0) return null;
  return `Please try again after ${Math.ceil(left / 1000)} seconds`;
}

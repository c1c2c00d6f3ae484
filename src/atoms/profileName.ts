import { TIME } from '../core/constants.ts';
import { STORAGE_KEYS } from '../core/storage/keys.ts';
import { identityAtom } from './account.ts';
import { activeConnectionAtom } from './connection.ts';
import { nowOf, type InstanceContext } from './context.ts';

type ProfileNameContext = Pick<InstanceContext, 'store' | 'storage' | 'now'>;

/**
 * The account's registered name (`alice.reown.id`, from the reverse lookup) in the ENS cache (SPEC section 3,
 * kept 5 min, section 9): the name, null when the account has none, undefined when not known or expired.
 */
export function cachedProfileName(ctx: ProfileNameContext, address: string): string | null | undefined {
  const hit = ctx.storage.get(STORAGE_KEYS.ensCache)?.[address.toLowerCase()];
  return hit && nowOf(ctx) - hit.timestamp < TIME.ensCache ? hit.value : undefined;
}

/** Keeps the account's name (or null: none) in the ENS cache; expired entries of other accounts are dropped. */
export function rememberProfileName(ctx: ProfileNameContext, address: string, name: string | null) {
  const now = nowOf(ctx);
  const fresh = Object.entries(ctx.storage.get(STORAGE_KEYS.ensCache) ?? {}).filter(([, entry]) => now - entry.timestamp < TIME.ensCache);
  ctx.storage.set(STORAGE_KEYS.ensCache, { ...Object.fromEntries(fresh), [address.toLowerCase()]: { value: name, timestamp: now } });
}

/** Sets the profile name (SPEC section 4, name registration): remembered, and shown at once if it is the connected account's. */
export function setProfileName(ctx: ProfileNameContext, address: string, name: string) {
  rememberProfileName(ctx, address, name);
  if (ctx.store.get(activeConnectionAtom).address?.toLowerCase() !== address.toLowerCase()) return;
  ctx.store.set(identityAtom, (identity) => ({ name, avatar: identity?.avatar ?? null }));
}

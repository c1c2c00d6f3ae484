import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { TypedStorage } from '../../core/storage/storage.ts';

export type AccountType = 'eoa' | 'smartAccount';

/** SPEC section 9 "Default account types" (the storage key's schema wants every namespace). */
export const DEFAULT_ACCOUNT_TYPES = { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' } as const;

/**
 * The EVM account type (SPEC section 4): the provider's preference, else the stored one, else the default
 * (smartAccount). `effective` is what is used: a smart account only where the network offers one, else eoa.
 */
export function chooseAccountType(input: { provider?: AccountType; stored?: string; smartAccountAvailable: boolean }): {
  preferred: AccountType;
  effective: AccountType;
} {
  const stored = input.stored === 'eoa' || input.stored === 'smartAccount' ? input.stored : undefined;
  const preferred = input.provider ?? stored ?? DEFAULT_ACCOUNT_TYPES.eip155;
  return { preferred, effective: preferred === 'smartAccount' && input.smartAccountAvailable ? 'smartAccount' : 'eoa' };
}

/** Stores the EVM preference; the key's schema wants every namespace, so the SPEC defaults fill the others. */
export function storePreferredType(storage: TypedStorage, type: AccountType) {
  storage.set(STORAGE_KEYS.preferredAccountTypes, {
    ...DEFAULT_ACCOUNT_TYPES,
    ...(storage.get(STORAGE_KEYS.preferredAccountTypes) ?? {}),
    eip155: type,
  });
}

/**
 * The names registry behind `GET /v1/identity/:address`: a name and avatar per address,
 * persisted in the state file so a name set (or, later, registered) survives a restart.
 */
import { z } from 'zod';
import type { StateStore } from '../state.ts';

export const identitySchema = z.object({
  name: z.string().min(1).nullable(),
  avatar: z.string().min(1).nullable(),
});

export type Identity = z.infer<typeof identitySchema>;

const SECTION = 'identities';
const sectionSchema = z.record(z.string(), identitySchema);

export const NO_IDENTITY: Identity = { name: null, avatar: null };

export type IdentityStore = {
  get(address: string): Identity;
  set(address: string, identity: Identity): Identity;
};

/** Addresses are keys in lower case: checksummed and plain spellings are the same account. */
export function createIdentityStore(state: StateStore): IdentityStore {
  const all = () => state.read(SECTION, sectionSchema, {});
  return {
    get: (address) => all()[address.toLowerCase()] ?? { ...NO_IDENTITY },
    set(address, identity) {
      state.write(SECTION, { ...all(), [address.toLowerCase()]: identity });
      return identity;
    },
  };
}

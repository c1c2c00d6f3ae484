/**
 * Smart sessions (ERC-7715 grants of the embedded smart account), persisted in the state file (section
 * `smartSessions`) as a real permissions service keeps them. A revoked grant stays, marked, so its id is never reused.
 */
import { z } from 'zod';
import type { StateStore } from '../state.ts';

export const permissionRecordSchema = z.object({
  /** The permission context id (`pci`). */
  pci: z.string(),
  /** CAIP-10, address lower-cased. */
  account: z.string(),
  grant: z.object({
    context: z.string(),
    chainId: z.string(),
    address: z.string(),
    expiry: z.number(),
    signer: z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }),
    permissions: z.array(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) })),
  }),
  /** The account's signature over the grant text. */
  signature: z.string(),
  revoked: z.boolean(),
});
export type PermissionRecord = z.infer<typeof permissionRecordSchema>;

const SECTION = 'smartSessions';
const sectionSchema = z.record(z.string(), permissionRecordSchema);

export type PermissionStore = {
  get(pci: string): PermissionRecord | undefined;
  /** The account's grants, revoked ones included. */
  byAccount(account: string): PermissionRecord[];
  put(record: PermissionRecord): void;
};

export function createPermissionStore(state: StateStore): PermissionStore {
  const all = () => state.read(SECTION, sectionSchema, {});
  return {
    get: (pci) => all()[pci],
    byAccount: (account) => Object.values(all()).filter((record) => record.account === account),
    put: (record) => state.write(SECTION, { ...all(), [record.pci]: record }),
  };
}

/**
 * The names registry, persisted in the state file (section `names`) so a registered name survives a
 * restart (and `/__devcloud/reset`). One record per label: a label taken under one suffix is taken under both.
 */
import { z } from 'zod';
import type { StateStore } from '../state.ts';
import { parseName } from './rules.ts';

/** A name as the API answers it (`GET /v1/profile/account/{name}`); times are Unix seconds. */
export const nameRecordSchema = z.object({
  name: z.string().min(1),
  registered: z.number().int(),
  updated: z.number().int(),
  /** ENSIP-11 coin type → the address bound for it. */
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number().int() })),
  attributes: z.record(z.string(), z.string()),
});
export type NameRecord = z.infer<typeof nameRecordSchema>;

const SECTION = 'names';
const sectionSchema = z.record(z.string(), nameRecordSchema);

export type NameStore = {
  /** The record of exactly this name (either suffix, any case); undefined when it is not registered. */
  get(name: string): NameRecord | undefined;
  /** True when the name's label is registered under any suffix. */
  isTaken(name: string): boolean;
  /** Every name bound to `address` (any coin type, any case), oldest first. */
  byAddress(address: string): NameRecord[];
  /** Stores a record, replacing any with the same label. */
  put(record: NameRecord): NameRecord;
  /** Removes a name; false when it was not registered. */
  remove(name: string): boolean;
  list(): NameRecord[];
  clear(): void;
};

export function createNameStore(state: StateStore): NameStore {
  const all = () => state.read(SECTION, sectionSchema, {});
  const labelOf = (name: string) => parseName(name)?.label;
  const recordOf = (name: string) => {
    const label = labelOf(name);
    return label === undefined ? undefined : all()[label];
  };
  return {
    get(name) {
      const record = recordOf(name);
      return record && record.name === name.toLowerCase() ? record : undefined;
    },
    isTaken: (name) => recordOf(name) !== undefined,
    byAddress(address) {
      const wanted = address.toLowerCase();
      return Object.values(all())
        .filter((record) => Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === wanted))
        .sort((a, b) => a.registered - b.registered);
    },
    put(record) {
      const label = labelOf(record.name);
      if (label === undefined) throw new Error(`not a name: ${record.name}`);
      state.write(SECTION, { ...all(), [label]: record });
      return record;
    },
    remove(name) {
      const label = labelOf(name);
      const records = all();
      if (label === undefined || !records[label] || records[label].name !== name.toLowerCase()) return false;
      const { [label]: _removed, ...rest } = records;
      state.write(SECTION, rest);
      return true;
    },
    list: () => Object.values(all()).sort((a, b) => a.registered - b.registered),
    clear: () => state.write(SECTION, {}),
  };
}

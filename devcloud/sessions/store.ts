/**
 * Sign-in sessions (the siwx server example), persisted in the state file (section `siwxSessions`) so a session
 * survives a devcloud restart, as a real server's would. Revoked sessions are kept (marked) with their nonce, so
 * a replayed message is refused after a revoke too.
 */
import { z } from 'zod';
import type { StateStore } from '../state.ts';

export const sessionRecordSchema = z.object({
  id: z.string(),
  /** Sessions belong to an app: the project that created them. */
  projectId: z.string(),
  /** CAIP-10, EVM addresses lower-cased. */
  account: z.string(),
  data: z.record(z.string(), z.unknown()),
  message: z.string(),
  signature: z.string(),
  nonce: z.string(),
  /** ms */
  expiresAt: z.number().nullable(),
  revoked: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const SECTION = 'siwxSessions';
const sectionSchema = z.record(z.string(), sessionRecordSchema);

export type SessionStore = {
  get(id: string): SessionRecord | undefined;
  /** The account's sessions with the project, revoked ones included. */
  byAccount(projectId: string, account: string): SessionRecord[];
  nonceUsed(nonce: string): boolean;
  put(record: SessionRecord): void;
};

export function createSessionStore(state: StateStore): SessionStore {
  const all = () => state.read(SECTION, sectionSchema, {});
  return {
    get: (id) => all()[id],
    byAccount: (projectId, account) => Object.values(all()).filter((r) => r.projectId === projectId && r.account === account),
    nonceUsed: (nonce) => Object.values(all()).some((record) => record.nonce === nonce),
    put: (record) => state.write(SECTION, { ...all(), [record.id]: record }),
  };
}

import { atom } from 'jotai/vanilla';
import type { GrantedPermission } from '../../core/smartSessions.ts';

/** The SmartSessions view's state: the list as last loaded, the session being revoked, and the last failure. */
export type SmartSessionsState = {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  sessions: GrantedPermission[];
  /** The `context` of the session whose revoke is under way. */
  revoking?: string;
  error?: string;
};

export const smartSessionsAtom = atom<SmartSessionsState>({ status: 'idle', sessions: [] });

import { atom } from 'jotai/vanilla';

/**
 * The embedded login whose session is gone (the frame's connection check said no, or a request was answered
 * 'Session expired'): the Connect view's e-mail field asks the visitor to sign in again, with the address filled in.
 * Kept in memory only: the login cache that held the address is cleared. Null once signed in again.
 */
export const sessionEndedAtom = atom<{ email?: string } | null>(null);

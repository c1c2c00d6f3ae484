import { atom } from 'jotai/vanilla';

/** The e-mail login in progress (EmailLogin view): which step, and the last error to show. */
export type EmailLoginStep = 'sending' | 'device' | 'otp' | 'verifying' | 'connecting';
export type EmailLoginState = { email: string; step: EmailLoginStep; error?: string };
export const emailLoginAtom = atom<EmailLoginState | null>(null);

/** The e-mail change in progress (UpdateEmailWallet view). */
export type UpdateEmailStep = 'input' | 'sending' | 'primary' | 'secondary' | 'verifying';
export type UpdateEmailState = { newEmail: string; step: UpdateEmailStep; error?: string };
export const updateEmailAtom = atom<UpdateEmailState>({ newEmail: '', step: 'input' });

/** The social provider whose popup is open (its button shows busy), or null. */
export const socialPendingAtom = atom<string | null>(null);

/** Farcaster sign-in: the URI to scan, and the state of the wait. */
export type FarcasterState = { url?: string; status: 'loading' | 'waiting' | 'connecting' | 'error'; error?: string };
export const farcasterAtom = atom<FarcasterState>({ status: 'loading' });

/** The embedded wallet's user as the frame reported it (e-mail, user name, account list, account type). */
export type EmbeddedUser = {
  email?: string | null;
  userName?: string | null;
  address: string;
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[];
  preferredAccountType?: 'eoa' | 'smartAccount';
  smartAccountDeployed?: boolean;
};
export const embeddedUserAtom = atom<EmbeddedUser | null>(null);

/** Chain ids (numeric) on which the embedded wallet can use a smart account. */
export const smartAccountNetworksAtom = atom<number[]>([]);

/** One unsafe RPC request waiting for the person's decision in ApproveTransaction. */
export type PendingApproval = {
  id: number;
  method: string;
  from?: string;
  to?: string | null;
  /** Value in wei, as a decimal string. */
  value?: string;
  /** The personal_sign message as text (or hex when it is not UTF-8). */
  message?: string;
  /** Other payloads, as compact JSON for display. */
  details?: string;
  chainNamespace: string;
};
export const pendingApprovalsAtom = atom<PendingApproval[]>([]);

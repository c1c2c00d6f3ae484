import { atom } from 'jotai/vanilla';

/**
 * The e-mail login in progress (EmailLogin view): which step, and the last error to show. `failed`: the code request
 * itself failed (e.g. the frame never loaded), so no code was sent and no code cells are shown.
 */
export type EmailLoginStep = 'sending' | 'failed' | 'device' | 'otp' | 'verifying' | 'connecting';
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

/**
 * The unsafe requests the secure frame is asking the visitor to approve (the ids of its APPROVAL_REQUESTED,
 * oldest first), and the height its confirmation page wants. The modal shows the frame over ApproveTransaction
 * while any is pending; the frame alone decides (SPEC section 2; the secure frame is the trust boundary).
 */
export type FrameApproval = { ids: readonly string[]; height: number };
export const frameApprovalAtom = atom<FrameApproval>({ ids: [], height: 0 });

import { atom } from 'jotai/vanilla';
import type { StoredDraft } from './visitDraft.ts';

/**
 * The send form (SPEC section 3, "Send state"): the token (by its key: its contract address, or `native`), the
 * amount as typed, the receiver as typed (an address or a name) with the profile a name resolved to, and whether
 * a send is under way. Network balance in USD and the token balances are derived from the account's balances.
 * It lasts one visit of Send (features/send/form.ts); an active network change empties it too (SPEC section 4).
 */
export type SendState = {
  tokenKey: string | undefined;
  sendTokenAmount: string;
  receiverAddress: string;
  /** Set when `receiverAddress` was a name and resolved; the address the transfer goes to. */
  resolvedAddress?: string;
  receiverProfileName?: string | null;
  receiverProfileImageUrl?: string | null;
  loading: boolean;
  /** The last send's failure, shown above the form (the form keeps what was typed). */
  error?: string;
};

export const initialSendState = (): SendState => ({ tokenKey: undefined, sendTokenAmount: '', receiverAddress: '', loading: false });

/** Where the form is kept: `sendFormAtom` (features/send/form.ts) reads and writes it for the visit under way. */
export const sendDraftAtom = atom<StoredDraft<SendState> | undefined>(undefined);

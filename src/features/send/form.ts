import type { Getter } from 'jotai/vanilla';
import { activeConnectionAtom } from '../../atoms/connection.ts';
import { initialSendState, sendDraftAtom } from '../../atoms/send.ts';
import { accountDraftOwner, visitDraftAtom } from '../../atoms/visitDraft.ts';

/** Whose form it is: the active account (EVM or Solana) on the network in effect. */
const sendDraftOwner = (get: Getter) => accountDraftOwner(get, get(activeConnectionAtom));

/**
 * The form lasts one visit of Send by one account (AppKit's SendController resets when Send is left): kept while the
 * preview and the wallet's approval open over it and after a rejection; empty after Back, a new visit (open() too),
 * another account, an active network change (SPEC section 4; setActiveNetwork empties it too) or a disconnect. A
 * name's late resolution or a send's late outcome for a visit left is dropped.
 */
export const sendFormAtom = visitDraftAtom('Send', sendDraftOwner, initialSendState(), sendDraftAtom);

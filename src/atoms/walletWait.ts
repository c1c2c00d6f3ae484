import { atom } from 'jotai/vanilla';

/**
 * A request the connected wallet has not answered after a few seconds (a WalletConnect wallet on a phone that went
 * silent): its name for the view to say so, and a way to stop waiting. Undefined while nothing is late.
 */
export type WalletWait = { walletName: string; method: string; cancel(): void };

export const walletWaitAtom = atom<WalletWait | undefined>(undefined);

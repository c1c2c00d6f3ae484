import { atom } from 'jotai/vanilla';
import type { CaipNetworkId, ChainNamespace } from '../../core/caip.ts';

/** The account a sign-in is about: the connected address on the active network. */
export type SignInAccount = { namespace: ChainNamespace; chainId: CaipNetworkId; address: string };

/**
 * Where the sign-in of the connected account stands: being checked with the verifier, asked for (the sign-in view),
 * being signed and verified, or done. `error` is the last attempt's failure, shown by the view.
 */
export type SignInState =
  | { status: 'idle' }
  | { status: 'checking' | 'required' | 'signing' | 'signed-in'; account: SignInAccount; error?: string };

export const signInStateAtom = atom<SignInState>({ status: 'idle' });

export const sameAccount = (a: SignInAccount | undefined, b: SignInAccount | undefined) =>
  a !== undefined && b !== undefined && a.chainId === b.chainId && a.address === b.address;

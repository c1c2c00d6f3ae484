import { atom, type Getter } from 'jotai/vanilla';
import { atomFamily } from './family.ts';
import type { ChainNamespace } from '../core/caip.ts';
import type { AccountDetails } from './accountDetails.ts';
import { connectionAtom, type PublicConnectionStatus, publicStatusOf } from './connection.ts';

/** Reads an account's details (accountDetails.ts); installed by the wallet actions chunk, which every connection loads. */
export const accountDetailsAtom = atom<{ read(get: Getter, namespace: ChainNamespace): AccountDetails } | undefined>(undefined);

/**
 * A namespace's account (SPEC section 3), as `getAccount()` and `useAppKitAccount()` give it. The fields past
 * `status` are present once that namespace is connected; `profileName`, `profileImage`, `balance`, `balanceSymbol`
 * and `tokenBalance` are those of the active namespace's account; `user`, `socialProvider` and `embeddedWalletInfo`
 * only with the embedded (e-mail or social) wallet.
 */
export type PublicAccount = AccountDetails & {
  address: string | undefined;
  caipAddress: string | undefined;
  isConnected: boolean;
  status: PublicConnectionStatus;
};
export const publicAccountAtom = atomFamily((namespace: ChainNamespace) =>
  atom<PublicAccount>((get) => {
    const connection = get(connectionAtom(namespace));
    return {
      ...get(accountDetailsAtom)?.read(get, namespace),
      address: connection.address,
      caipAddress: connection.caipAddress,
      isConnected: connection.status === 'connected' && Boolean(connection.address),
      status: publicStatusOf(connection),
    };
  }),
);

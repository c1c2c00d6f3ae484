import { atom } from 'jotai/vanilla';

/** A browser wallet that announced itself (EIP-6963) or the plain `window.ethereum` fallback. */
export type InjectedWallet = {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
  namespace: 'eip155' | 'solana' | 'bip122';
  /** What the wallet serves: EIP-6963 (eip155), Wallet Standard (solana), both under one name, or Bitcoin (bip122). */
  namespaces?: ReadonlyArray<'eip155' | 'solana' | 'bip122'>;
};

export const injectedWalletsAtom = atom<InjectedWallet[]>([]);

import { atom } from 'jotai/vanilla';

/**
 * Whether the browser wallets have been asked for (EIP-6963 discovery has run: the wallet actions chunk starts it).
 * Until then the Connect view's rows are the directory's entries, and a wallet's absence from the browser-wallet
 * list means nothing yet: a click on such a row waits for the answer instead of opening WalletConnect.
 */
export const browserWalletsDiscoveredAtom = atom(false);

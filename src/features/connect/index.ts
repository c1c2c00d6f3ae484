/**
 * The connect feature's views in the modal chunk (the core chunk). All Wallets and the WalletConnect view are
 * chunks of their own, which the registry imports by path; the actions are in the wallet actions chunk.
 */
export { ConnectingExternalView } from './ConnectingExternalView.tsx';
export { ConnectView } from './ConnectView.tsx';

import type { View } from '../../atoms/router.ts';

/** Titles that name the dialog for each view. */
export const VIEW_TITLES: Partial<Record<View, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnect: 'WalletConnect',
  Account: 'Account',
  SwitchNetwork: 'Choose Network',
  SwitchActiveChain: 'Switch Network',
  UnsupportedChain: 'Switch Network',
};

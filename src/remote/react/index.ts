/** `airlock/react`: hooks and ready-made buttons bound to an instance (the latest one unless passed). */
export { useAppKit, useAppKitState, useAppKitTheme, useAppKitEvents } from './hooks.ts';
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.tsx';
export { useAppKitAccount, useAppKitNetwork, useDisconnect, useWalletInfo, useAppKitProvider, useAppKitBalance } from './walletHooks.ts';
export { AccountButton, type AccountButtonProps } from './AccountButton.tsx';
export { NetworkButton, type NetworkButtonProps } from './NetworkButton.tsx';

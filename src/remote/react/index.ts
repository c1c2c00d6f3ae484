/** `airlock/react`: hooks and ready-made buttons bound to an instance (the latest one unless passed). */
export { useAppKit, useAppKitState, useAppKitTheme, useAppKitEvents } from './hooks.ts';
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.tsx';

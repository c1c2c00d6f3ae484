import { ALERTS, type Alert } from '../../core/errors/alerts.ts';

/** The React hooks that list connections; each has its own variant of the alert (SPEC section 8). */
export type MultiWalletHook = 'useAppKitConnections' | 'useAppKitConnection';

/** 'Multi-Wallet Not Enabled' (SPEC section 6), its long message naming the hook that asked, when one did. */
export function multiWalletNotEnabled(hook?: MultiWalletHook): Alert {
  const alert = ALERTS.multiWalletNotEnabled();
  if (!hook) return alert;
  return {
    ...alert,
    longMessage: `Multi-wallet support is not enabled. Enable it in your project's cloud configuration to use the ${hook} hook.`,
  };
}

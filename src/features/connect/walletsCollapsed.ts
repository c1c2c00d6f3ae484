import type { ConnectMethod, Features } from '../../core/features.ts';

/**
 * Whether Connect keeps the wallets behind "Continue with a wallet": asked by `collapseWallets`, or by
 * `emailShowWallets: false` (the older flag for the same thing; SPEC default on, the wallets shown), and only when
 * e-mail or social come before them: with nothing else the wallets stay open.
 */
export function walletsCollapsed(
  features: Pick<Features, 'collapseWallets' | 'emailShowWallets'>,
  enabled: Record<ConnectMethod, boolean>,
): boolean {
  return (features.collapseWallets || !features.emailShowWallets) && (enabled.email || enabled.social);
}

import type { InstanceContext } from '../../atoms/context.ts';
import { reportActionErrorTo } from '../../atoms/reportActionError.ts';
import { withErrorReporting } from '../../core/errors/actionErrors.ts';
import { createWalletsActions } from '../../features/wallets/index.ts';
import type { EmbeddedActions } from './embeddedActions.ts';
import type { WalletActions } from './walletActions.ts';

type Instance = InstanceContext & { walletActions(): Promise<WalletActions>; embeddedActions(): Promise<EmbeddedActions> };

/**
 * The multi-wallet actions (`./features/wallets`), wired to the connect actions and the embedded wallet. Every
 * action's failure is reported to error analytics and rethrown (SPEC section 8).
 */
export const createMultiWallet = (kit: Instance) =>
  withErrorReporting(
    createWalletsActions(kit, {
      connect: () => kit.walletActions().then((a) => a.connect),
      syncEmbedded: () => kit.embeddedActions().then((e) => e.sync()),
      signOutEmbedded: () => kit.signOutEmbedded(),
    }),
    reportActionErrorTo(kit),
  );

export type MultiWalletActions = ReturnType<typeof createMultiWallet>;

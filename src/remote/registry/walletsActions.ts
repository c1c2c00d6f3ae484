import type { InstanceContext } from '../../atoms/context.ts';
import { createWalletsActions } from '../../features/wallets/index.ts';
import type { EmbeddedActions } from './embeddedActions.ts';
import type { WalletActions } from './walletActions.ts';

type Instance = InstanceContext & { walletActions(): Promise<WalletActions>; embeddedActions(): Promise<EmbeddedActions> };

/** The multi-wallet actions (`./features/wallets`), wired to the connect actions and the embedded wallet. */
export const createMultiWallet = (kit: Instance) =>
  createWalletsActions(kit, {
    connect: () => kit.walletActions().then((a) => a.connect),
    syncEmbedded: () => kit.embeddedActions().then((e) => e.sync()),
    signOutEmbedded: () => kit.signOutEmbedded(),
  });

export type MultiWalletActions = ReturnType<typeof createMultiWallet>;

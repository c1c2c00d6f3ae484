import type { InstanceContext } from '../../atoms/context.ts';
import type { EmbeddedActions } from './embeddedActions.ts';
import type { WalletActions } from './walletActions.ts';
import type { MultiWalletActions } from './walletsActions.ts';

export type { EmbeddedActions, MultiWalletActions, WalletActions };
export type { MultiWalletHook } from '../../features/wallets/alerts.ts';

/**
 * The lazy action chunks, one `import()` each, so the instance (in the chunk loaded before the first open)
 * carries nothing of their wiring. Each resolves to the feature actions bound to `ctx`.
 */
export const loadWalletActions = (ctx: InstanceContext): Promise<WalletActions> =>
  import(/* webpackChunkName: "airlock-actions" */ './walletActions.ts').then((m) => m.createWalletActions(ctx));

/** The pay feature's chunk: `appKit.pay()` loads it (only while `features.pay` is on), and so does the Pay view. */
export const loadPay = () => import(/* webpackChunkName: "airlock-feature-pay" */ '../../features/pay/index.ts');

export const loadEmbeddedActions = (ctx: InstanceContext): Promise<EmbeddedActions> =>
  import(/* webpackChunkName: "airlock-embedded" */ './embeddedActions.ts').then((m) => m.createEmbedded(ctx));

/** Multi-wallet: the `./features/wallets` chunk (its flag is checked inside, where the alert is). */
export const loadMultiWalletActions = (
  kit: Parameters<typeof import('./walletsActions.ts').createMultiWallet>[0],
): Promise<MultiWalletActions> =>
  import(/* webpackChunkName: "airlock-feature-wallets" */ './walletsActions.ts').then((m) => m.createMultiWallet(kit));

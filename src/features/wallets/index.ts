/**
 * `./features/wallets` (flag `multiWallet`): the ProfileWallets view and the multi-wallet actions, one lazy chunk
 * fetched when a visitor opens the wallet list or the host lists, switches or deletes a connection.
 */
export { createWalletsActions, type WalletsActions, type WalletsDeps } from './actions.ts';
export { ProfileWalletsView } from './ProfileWalletsView.tsx';

/**
 * `airlock/appkit`: the framework-free public surface. Kept tiny on purpose: the modal's UI is a
 * separate chunk fetched on first open (or on `prefetch()`). Its declarations are generated from here
 * (scripts/publicTypes.ts): every type a host names is exported below.
 */
export { createAppKit } from './createAppKit.ts';
export type { AppKit, PublicNetwork } from './publicAppKit.ts';
export type { OpenOptions } from '../atoms/context.ts';
export type { PublicState } from '../atoms/publicState.ts';
export type { View } from '../atoms/router.ts';
export type { PublicConnectionStatus as ConnectionStatus } from '../atoms/connection.ts';
export type { AppKitEvent } from './events.ts';
export type { AppKitOptions, CustomWallet, ThemeVariables } from '../core/options.ts';
export type { FeatureOptions, SocialProvider } from '../core/localFeatures.ts';
export type { CaipNetwork, CaipNetworkId, ChainNamespace, NetworkInput } from '../core/caip.ts';
export type {
  BrowserSiwxOptions,
  ServerSiwxOptions,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxMessageSettings,
  SiwxModule,
  SiwxSession,
} from '../core/siwx.ts';
export type { AccountUser } from '../atoms/accountDetails.ts';
export type { PublicAccount } from '../atoms/publicAccount.ts';
export type { TokenBalance } from '../core/api/blockchainSchemas.ts';
export type { WalletInfo } from '../atoms/account.ts';
export type { Connector } from '../core/connector.ts';
export type { ConnectionInput, ListedConnection as WalletConnection } from '../atoms/walletConnections.ts';
export type {
  Eip1193EventMap,
  Eip1193Provider,
  Eip1193ProviderRpcError,
  Eip1193RequestArguments,
  SolanaProvider,
  SolanaRequestProvider,
  SolanaStandardWallet,
  WalletProviderOf,
} from './walletProviders.ts';
export { BaseError } from '../core/errors/base.ts';
export { InvalidOptionsError } from '../core/errors/options.ts';
export { PayError, type PayFailureReason } from '../core/errors/pay.ts';
export type { PayArguments } from '../core/payArguments.ts';
export { AIRLOCK_MODAL_TAG } from './element.ts';

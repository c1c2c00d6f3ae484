import * as z from 'zod/mini';
import { tokenBalanceSchema } from '../api/blockchainSchemas.ts';
import { listOf } from './listOf.ts';
import { activeNamespaceKey, activeNetworkIdKey, connectorIdKey, emailLoginUsedKey, namespaceSchema } from './startupKeys.ts';

/** Every persisted key with the schema its value must satisfy (SPEC section 3, "Locally persisted"). */
const namespace = namespaceSchema;
const recentWallet = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
});
/** A wallet connection (SPEC section 3, the wallet-connection form), as the multi-wallet list keeps it. */
const walletConnection = z.object({
  namespace,
  connectorId: z.string(),
  name: z.string(),
  icon: z.optional(z.string()),
  accounts: z.array(z.object({ address: z.string(), type: z.optional(z.enum(['eoa', 'smartAccount'])) })),
  caipNetworkId: z.optional(z.string()),
  auth: z.optional(z.object({ name: z.string() })),
});
const timestamped = <T extends z.ZodMiniType>(value: T) => z.object({ value, timestamp: z.number() });

export const STORAGE_KEYS = {
  walletId: { key: '@airlock/wallet_id', schema: z.string() },
  walletName: { key: '@airlock/wallet_name', schema: z.string() },
  activeNetworkId: activeNetworkIdKey,
  activeNamespace: activeNamespaceKey,
  connectedNamespaces: { key: '@airlock/connected_namespaces', schema: z.array(namespace) },
  connectionStatus: { key: '@airlock/connection_status', schema: z.enum(['connected', 'disconnected']) },
  recentWallets: { key: '@airlock/recent_wallets', schema: z.array(recentWallet).check(z.maxLength(2)) },
  connectedSocial: { key: '@airlock/connected_social', schema: z.string() },
  socialUsername: { key: '@airlock/social_username', schema: z.string() },
  preferredAccountTypes: {
    key: '@airlock/preferred_account_types',
    schema: z.record(namespace, z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])),
  },
  connections: { key: '@airlock/connections', schema: listOf(walletConnection, 50) },
  disconnectedConnectorIds: { key: '@airlock/disconnected_connector_ids', schema: z.array(z.string()) },
  nativeBalanceCache: {
    key: '@airlock/native_balance_cache',
    schema: z.record(z.string(), z.object({ caipAddress: z.string(), balance: z.string(), symbol: z.string(), timestamp: z.number() })),
  },
  portfolioCache: {
    key: '@airlock/portfolio_cache',
    schema: z.record(z.string(), z.object({ balances: z.array(tokenBalanceSchema), timestamp: z.number() })),
  },
  identityCache: {
    key: '@airlock/identity_cache',
    schema: z.record(z.string(), timestamped(z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }))),
  },
  ensCache: { key: '@airlock/ens_cache', schema: z.record(z.string(), timestamped(z.nullable(z.string()))) },
  // Login cache (SPEC section 3): written by the e-mail/social features, checked at start-up.
  emailLoginUsed: emailLoginUsedKey,
  email: { key: '@airlock/email', schema: z.email() },
  lastEmailLoginTime: { key: '@airlock/last_email_login_time', schema: z.number() },
  lastUsedChainId: { key: '@airlock/last_used_chain_id', schema: z.union([z.string(), z.number()]) },
  smartAccountEnabledNetworks: { key: '@airlock/smart_account_enabled_networks', schema: z.string() },
  /** The embedded wallet's session token from `SESSION_UPDATE`, handed back in `IS_CONNECTED` after a reload. */
  embeddedSessionToken: { key: '@airlock/embedded_session_token', schema: z.string().check(z.minLength(1), z.maxLength(4096)) },
} as const;

export { connectorIdKey };

export type StorageKey<T = unknown> = { key: string; schema: z.ZodMiniType<T> };

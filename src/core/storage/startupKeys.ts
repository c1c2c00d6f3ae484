import * as z from 'zod/mini';

/**
 * The keys createAppKit reads at start-up, apart from the rest (keys.ts) so the pre-open chunk carries
 * only these schemas; keys.ts re-exports them in STORAGE_KEYS, so there is still one definition each.
 */
export const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);
export type StoredNamespace = z.infer<typeof namespaceSchema>;

export const activeNetworkIdKey = {
  key: '@airlock/active_caip_network_id',
  schema: z.string().check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
} as const;
export const activeNamespaceKey = { key: '@airlock/active_namespace', schema: namespaceSchema } as const;
export const emailLoginUsedKey = { key: '@airlock/email_login_used', schema: z.literal(true) } as const;

/** One connected-connector-id key per namespace. */
export const connectorIdKey = (ns: StoredNamespace) => ({ key: `@airlock/${ns}:connected_connector_id`, schema: z.string() }) as const;

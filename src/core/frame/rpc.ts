import * as z from 'zod/mini';
import { addressSchema, chainIdSchema, chainNamespaceSchema, hexSchema } from './primitives.ts';

/**
 * The RPC payload the app may send to the embedded wallet (SPEC section 3,
 * "RPC payload"): a known method with its params, an optional chain id and
 * namespace. Anything else is rejected before it reaches the frame.
 */

/** Read-only EVM methods: they never touch the key, so RPC abort leaves them alone. */
export const READ_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
] as const;

/** Wallet queries that only read state (`getAccountAddresses`: the bip122 namespace's accounts). */
const WALLET_READ_METHODS = ['wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_getAssets', 'getAccountAddresses'] as const;

/** Methods that use the embedded key: the visitor approves them inside the secure frame. */
export const UNSAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'signMessage',
  'signPsbt',
] as const;

export type UnsafeMethod = (typeof UNSAFE_METHODS)[number];

const SAFE_SET: ReadonlySet<string> = new Set([...READ_METHODS, ...WALLET_READ_METHODS]);
const UNSAFE_SET: ReadonlySet<string> = new Set(UNSAFE_METHODS);

/** A read method: RPC abort must not abort it. */
export function isSafeMethod(method: string): boolean {
  return SAFE_SET.has(method);
}

/**
 * A signing or sending method that needs the user's confirmation.
 * eth_sendRawTransaction is neither safe nor unsafe: it only broadcasts bytes
 * signed elsewhere, so it needs no confirmation but may still be aborted.
 */
export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_SET.has(method);
}

/** SPEC: 0x plus 64 hex characters is a transaction hash. */
export function looksLikeTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);
}

const common = {
  chainId: z.optional(chainIdSchema),
  chainNamespace: z.optional(chainNamespaceSchema),
};

const quantity = z.union([hexSchema, z.int().check(z.nonnegative())]);

const transactionSchema = z.object({
  from: z.optional(addressSchema),
  to: z.optional(z.nullable(addressSchema)),
  data: z.optional(hexSchema),
  input: z.optional(hexSchema),
  value: z.optional(quantity),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
  type: z.optional(hexSchema),
  chainId: z.optional(quantity),
  accessList: z.optional(z.array(z.unknown())),
});

const callSchema = z.object({
  to: addressSchema,
  data: z.optional(hexSchema),
  value: z.optional(quantity),
});

const sendCallsSchema = z.object({
  chainId: z.optional(z.union([hexSchema, chainIdSchema])),
  from: z.optional(addressSchema),
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  atomicRequired: z.optional(z.boolean()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
  calls: z.array(callSchema).check(z.minLength(1)),
});

const base58 = z.string().check(z.minLength(1), z.maxLength(20_000));

const preflightCommitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']);

/**
 * The bip122 namespace's methods, in WalletConnect's shapes (AppKit's BitcoinWalletConnectConnector): not in the real
 * secure site's protocol, so the frame answers them only where it offers the `bitcoin` extension.
 */
const bitcoinCommon = { chainId: z.optional(chainIdSchema), chainNamespace: z.literal('bip122') };
const bitcoinAddress = z.string().check(z.minLength(14), z.maxLength(90));
const bitcoinRequestSchemas = [
  z.object({
    method: z.literal('getAccountAddresses'),
    params: z.optional(z.object({ account: z.optional(bitcoinAddress), intentions: z.optional(z.array(z.string())) })),
    ...bitcoinCommon,
  }),
  z.object({
    method: z.literal('signMessage'),
    params: z.object({
      account: z.optional(bitcoinAddress),
      address: bitcoinAddress,
      message: z.string().check(z.maxLength(20_000)),
      protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
    }),
    ...bitcoinCommon,
  }),
  z.object({
    method: z.literal('signPsbt'),
    params: z.object({
      account: z.optional(bitcoinAddress),
      psbt: z.string().check(z.minLength(1), z.maxLength(200_000), z.regex(/^[A-Za-z0-9+/]+=*$/)),
      signInputs: z
        .array(
          z.object({
            address: bitcoinAddress,
            index: z.int().check(z.nonnegative()),
            sighashTypes: z.optional(z.array(z.int())),
          }),
        )
        .check(z.minLength(1), z.maxLength(500)),
      broadcast: z.optional(z.boolean()),
    }),
    ...bitcoinCommon,
  }),
] as const;

export const rpcRequestPayloadSchema = z.discriminatedUnion('method', [
  ...bitcoinRequestSchemas,
  z.object({ method: z.enum(READ_METHODS), params: z.optional(z.array(z.unknown())), ...common }),
  z.object({ method: z.literal('personal_sign'), params: z.tuple([z.string(), addressSchema]), ...common }),
  z.object({
    method: z.literal('eth_signTypedData_v4'),
    // viem sends the typed data as a JSON string; some callers pass the object.
    params: z.tuple([addressSchema, z.union([z.string().check(z.minLength(2)), z.record(z.string(), z.unknown())])]),
    ...common,
  }),
  z.object({ method: z.literal('eth_sendTransaction'), params: z.tuple([transactionSchema]), ...common }),
  z.object({ method: z.literal('eth_sendRawTransaction'), params: z.tuple([hexSchema]), ...common }),
  z.object({
    method: z.literal('solana_signMessage'),
    params: z.object({ message: base58, pubkey: base58 }),
    ...common,
  }),
  z.object({ method: z.literal('solana_signTransaction'), params: z.object({ transaction: base58 }), ...common }),
  z.object({
    method: z.literal('solana_signAllTransactions'),
    params: z.object({ transactions: z.array(base58).check(z.minLength(1)) }),
    ...common,
  }),
  z.object({
    method: z.literal('solana_signAndSendTransaction'),
    params: z.object({
      transaction: base58,
      options: z.optional(
        z.object({
          skipPreflight: z.optional(z.boolean()),
          preflightCommitment: z.optional(preflightCommitment),
          maxRetries: z.optional(z.int().check(z.nonnegative())),
          minContextSlot: z.optional(z.int().check(z.nonnegative())),
        }),
      ),
    }),
    ...common,
  }),
  z.object({ method: z.literal('wallet_sendCalls'), params: z.tuple([sendCallsSchema]), ...common }),
  z.object({
    method: z.literal('wallet_getCallsStatus'),
    params: z.tuple([z.string().check(z.minLength(1))]),
    ...common,
  }),
  z.object({ method: z.literal('wallet_getCapabilities'), params: z.optional(z.array(z.unknown())), ...common }),
  z.object({ method: z.literal('wallet_grantPermissions'), params: z.array(z.unknown()), ...common }),
  z.object({ method: z.literal('wallet_revokePermissions'), params: z.array(z.unknown()), ...common }),
  z.object({ method: z.literal('wallet_getAssets'), params: z.array(z.unknown()), ...common }),
]);

export type RpcRequestPayload = z.infer<typeof rpcRequestPayloadSchema>;
export type RpcMethod = RpcRequestPayload['method'];

/**
 * The result of an `RPC_REQUEST_SUCCESS`. The real frame sends the bare result as the payload (AppKit's
 * W3mFrameProvider resolves `event.payload`); an older frame wrapped it as `{ result }`. No RPC result is an object
 * whose only key is `result`, so that shape is unwrapped and every other payload is the result itself.
 */
export function rpcResultOf(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const keys = Object.keys(payload);
  return keys.length === 1 && keys[0] === 'result' ? (payload as { result: unknown }).result : payload;
}

/**
 * Whether an `RPC_REQUEST_ERROR` without a code says the visitor refused in the frame: the real site sends only
 * `{ message }`, and a refusal must reach the host as EIP-1193 4001, not as an internal error.
 */
export function isRejectionMessage(message: string): boolean {
  return /\b(reject|rejected|denied|declined|cancell?ed)\b/i.test(message);
}

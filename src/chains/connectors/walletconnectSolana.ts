import * as z from 'zod/mini';
import { RPC_CODES } from '../../core/errors/rpcCode.ts';
import type { WalletConnectProvider } from './walletconnectProvider.ts';
import { decodeBase58, encodeBase58, isSolanaAddress } from '../solana/address.ts';

/** The session's provider, as far as Solana requests use it (universal-provider's `request` takes the chain). */
type ChainRequester = Pick<WalletConnectProvider, 'request' | 'on' | 'removeListener'>;

/** A Solana account a WalletConnect session grants: `solana:<reference>:<address>` (CAIP-10). */
export type SolanaSessionAccount = { chain: string; address: string };

/** The session's valid Solana accounts, in the order granted. */
export function solanaAccountsOf(caipAccounts: readonly string[]): SolanaSessionAccount[] {
  return caipAccounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(':');
    if (namespace !== 'solana' || !reference || !address || !isSolanaAddress(address)) return [];
    return [{ chain: `solana:${reference}`, address }];
  });
}

/** The account to use on `caipNetworkId`: the one granted on that chain, else the first granted. */
export function pickSolanaAccount(accounts: readonly SolanaSessionAccount[], caipNetworkId: string | undefined) {
  return accounts.find((a) => a.chain === caipNetworkId) ?? accounts[0];
}

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/));
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const sendOptions = z.optional(
  z.object({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.string()),
    maxRetries: z.optional(z.int()),
    minContextSlot: z.optional(z.int()),
  }),
);

/** What an app sends the modal's Solana provider: the embedded wallet's convention, base58 wire transactions. */
const appRequests = {
  solana_signMessage: z.object({ message: base58, pubkey: z.optional(base58) }),
  solana_signTransaction: z.object({ transaction: base58 }),
  solana_signAllTransactions: z.object({ transactions: z.array(base58).check(z.minLength(1)) }),
  solana_signAndSendTransaction: z.object({ transaction: base58, options: sendOptions }),
};
type AppMethod = keyof typeof appRequests;

/** What a wallet answers over WalletConnect (docs.reown.com, Solana RPC reference; AppKit's SolanaWalletConnectProvider). */
const signatureReply = z.object({ signature: base58 });
const transactionReply = z.object({ transaction: base64 });
const transactionsReply = z.object({ transactions: z.array(base64) });

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
/** A base58 wire transaction as WalletConnect carries it: base64. */
const wireToBase64 = (transaction: string) => toBase64(decodeBase58(transaction) ?? new Uint8Array());
const wireToBase58 = (transaction: string) => encodeBase58(fromBase64(transaction));

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

function parsed<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw rpcError(RPC_CODES.internal, `The wallet did not return ${what}`);
  return result.data;
}

/**
 * A Solana account granted over WalletConnect as the modal's Solana provider: the same `request` an app uses with
 * the embedded wallet (base58 transactions in and out), carried over the session on the account's chain in
 * WalletConnect's wire format (base64 transactions, the signer's `pubkey`, `sendOptions`). Only methods the
 * wallet granted are sent; the wallet's answers are parsed before they are handed back.
 */
export function createWalletConnectSolanaProvider(input: {
  provider: ChainRequester;
  account: SolanaSessionAccount;
  /** The Solana methods the session grants. */
  methods: readonly string[];
}) {
  const { provider, account, methods } = input;

  async function send(method: string, params: unknown): Promise<unknown> {
    if (!methods.includes(method)) throw rpcError(RPC_CODES.unsupportedMethod, `The wallet did not grant ${method}`);
    return provider.request({ method, params }, account.chain);
  }

  async function request(args: { method: string; params?: unknown }): Promise<unknown> {
    const method = args?.method;
    if (method === 'solana_requestAccounts' || method === 'solana_getAccounts') return [{ pubkey: account.address }];
    if (typeof method !== 'string' || !Object.hasOwn(appRequests, method))
      throw rpcError(RPC_CODES.unsupportedMethod, `Unsupported Solana method: ${String(method)}`);
    const checked = z.safeParse(appRequests[method as AppMethod], args.params);
    if (!checked.success) throw rpcError(RPC_CODES.invalidParams, `${method}: invalid params`);
    const pubkey = account.address;
    switch (method as AppMethod) {
      case 'solana_signMessage': {
        const { message } = checked.data as z.infer<(typeof appRequests)['solana_signMessage']>;
        const { signature } = parsed(signatureReply, await send(method, { message, pubkey }), 'a signature');
        if (decodeBase58(signature)?.length !== 64) throw rpcError(RPC_CODES.internal, 'The wallet did not return a signature');
        return { signature };
      }
      case 'solana_signTransaction': {
        const { transaction } = checked.data as z.infer<(typeof appRequests)['solana_signTransaction']>;
        const reply = parsed(
          transactionReply,
          await send(method, { transaction: wireToBase64(transaction), pubkey }),
          'a signed transaction',
        );
        return { transaction: wireToBase58(reply.transaction) };
      }
      case 'solana_signAllTransactions': {
        const { transactions } = checked.data as z.infer<(typeof appRequests)['solana_signAllTransactions']>;
        const reply = parsed(
          transactionsReply,
          await send(method, { transactions: transactions.map(wireToBase64) }),
          'signed transactions',
        );
        if (reply.transactions.length !== transactions.length)
          throw rpcError(RPC_CODES.internal, 'The wallet did not sign every transaction');
        return { transactions: reply.transactions.map(wireToBase58) };
      }
      case 'solana_signAndSendTransaction': {
        const { transaction, options } = checked.data as z.infer<(typeof appRequests)['solana_signAndSendTransaction']>;
        const params = { transaction: wireToBase64(transaction), pubkey, ...(options ? { sendOptions: options } : {}) };
        return { signature: parsed(signatureReply, await send(method, params), 'a signature').signature };
      }
    }
  }

  type Listener = (...args: unknown[]) => void;
  const sessionUpdate = z.object({ params: z.object({ namespaces: z.record(z.string(), z.object({ accounts: z.array(z.string()) })) }) });
  /** `session_update` (the wallet changed what it grants) as `accountsChanged` with the Solana addresses now granted. */
  const accountWatchers = new Map<Listener, Listener>();
  const watchAccounts =
    (listener: Listener): Listener =>
    (update: unknown) => {
      const parsedUpdate = z.safeParse(sessionUpdate, update);
      if (parsedUpdate.success)
        listener(solanaAccountsOf(parsedUpdate.data.params.namespaces.solana?.accounts ?? []).map((a) => a.address));
    };

  return {
    request,
    /** The session's end reaches the app as `disconnect`, a changed grant as `accountsChanged`. */
    on(event: 'accountsChanged' | 'disconnect', listener: Listener) {
      if (event === 'disconnect') return provider.on('disconnect', listener);
      const watcher = accountWatchers.get(listener) ?? watchAccounts(listener);
      accountWatchers.set(listener, watcher);
      return provider.on('session_update', watcher);
    },
    removeListener(event: 'accountsChanged' | 'disconnect', listener: Listener) {
      if (event === 'disconnect') return provider.removeListener('disconnect', listener);
      const watcher = accountWatchers.get(listener);
      accountWatchers.delete(listener);
      return watcher ? provider.removeListener('session_update', watcher) : undefined;
    },
  };
}

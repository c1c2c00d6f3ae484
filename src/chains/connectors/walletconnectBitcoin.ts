import * as z from 'zod/mini';
import { RPC_CODES } from '../../core/errors/rpcCode.ts';
import { base64FromBytes, bytesFromBase64 } from '../bitcoin/psbt.ts';
import { type BitcoinSession, sessionOf } from '../bitcoin/wallet.ts';
import type { StandardAccount } from './walletStandard.ts';
import type { WalletConnectProvider } from './walletconnectProvider.ts';

/**
 * WalletConnect's `bip122` namespace (the WalletConnect Bitcoin RPC reference; AppKit's BitcoinWalletConnectConnector):
 * `getAccountAddresses`, `signMessage`, `sendTransfer` and `signPsbt`, sent to the wallet on the account's chain,
 * and the `bip122_addressesChanged` event. Everything the wallet answers is parsed before use.
 */

/** The session's provider, as far as Bitcoin requests use it (universal-provider's `request` takes the chain). */
type ChainRequester = Pick<WalletConnectProvider, 'request' | 'on' | 'removeListener'>;

/** The wallet tells of other addresses (its data: what `getAccountAddresses` answers). */
export const ADDRESSES_CHANGED_EVENT = 'bip122_addressesChanged';

/** The addresses a session grants on `caipNetworkId` (`bip122:<genesis hash prefix>:<address>`, CAIP-10), in order. */
export function bitcoinSessionAddresses(caipAccounts: readonly string[], caipNetworkId: string): string[] {
  return caipAccounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(':');
    return namespace === 'bip122' && `bip122:${reference}` === caipNetworkId && address ? [address] : [];
  });
}

const hexText = z.string().check(z.regex(/^(?:[0-9a-fA-F]{2})+$/));
const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));
const addressText = z.string().check(z.minLength(1), z.maxLength(128));

/** One entry of `getAccountAddresses`' answer: the address alone (as AppKit reads it), or with its key and intention. */
const listedAddress = z.union([
  addressText,
  z.object({ address: addressText, publicKey: z.optional(hexText), path: z.optional(z.string()), intention: z.optional(z.string()) }),
]);
const listedAddresses = z.array(listedAddress);
export type ListedAddress = z.infer<typeof listedAddress>;

/** The addresses a wallet listed (`getAccountAddresses`, `bip122_addressesChanged`); undefined when malformed. */
export function parseListedAddresses(value: unknown): ListedAddress[] | undefined {
  const parsed = z.safeParse(listedAddresses, value);
  return parsed.success ? parsed.data : undefined;
}

const bytesOfHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * The payment and ordinal accounts of a session on `caipNetworkId`: the wallet's listed addresses first (their
 * `intention` says which is which), then the session's own (typed by their form: taproot is the ordinal one).
 * Undefined without a payment account.
 */
export function bitcoinSessionOf(
  listed: readonly ListedAddress[],
  sessionAddresses: readonly string[],
  caipNetworkId: string,
): BitcoinSession | undefined {
  const chains = [caipNetworkId];
  const accounts: StandardAccount[] = [
    ...listed.map((entry) =>
      typeof entry === 'string'
        ? { address: entry, publicKey: new Uint8Array(), chains }
        : {
            address: entry.address,
            publicKey: entry.publicKey ? bytesOfHex(entry.publicKey) : new Uint8Array(),
            chains,
            ...(entry.intention ? { purpose: entry.intention } : {}),
          },
    ),
    ...sessionAddresses.map((address) => ({ address, publicKey: new Uint8Array(), chains })),
  ];
  return sessionOf(accounts, caipNetworkId);
}

/** What a wallet answers (the WalletConnect Bitcoin RPC reference): signatures in hex, PSBTs in base64. */
const signMessageReply = z.object({ signature: hexText, address: z.optional(z.string()), messageHash: z.optional(z.string()) });
const signPsbtReply = z.object({ psbt: base64Text, txid: z.optional(hexText) });
const sendTransferReply = z.object({ txid: hexText });

/** What an app sends through `request`: the namespace's params, `account` defaulting to the payment address. */
const sighashTypes = z.optional(z.array(z.int()));
const appRequests = {
  getAccountAddresses: z.optional(z.object({ account: z.optional(z.string()), intentions: z.optional(z.array(z.string())) })),
  signMessage: z.object({
    message: z.string(),
    account: z.optional(z.string()),
    address: z.optional(z.string()),
    protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
  }),
  sendTransfer: z.object({
    recipientAddress: addressText,
    amount: z.string().check(z.regex(/^[1-9]\d*$/)),
    account: z.optional(z.string()),
    changeAddress: z.optional(z.string()),
    memo: z.optional(z.string()),
  }),
  signPsbt: z.object({
    psbt: base64Text,
    signInputs: z.array(z.object({ address: addressText, index: z.int().check(z.nonnegative()), sighashTypes })),
    account: z.optional(z.string()),
    broadcast: z.optional(z.boolean()),
  }),
};
type AppMethod = keyof typeof appRequests;
const replies: Record<AppMethod, z.ZodMiniType> = {
  getAccountAddresses: listedAddresses,
  signMessage: signMessageReply,
  sendTransfer: sendTransferReply,
  signPsbt: signPsbtReply,
};

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** The Wallet Standard's sighash names (`bitcoin:signTransaction`'s `sigHash`) as the numbers `signPsbt` carries. */
const SIGHASH: Record<string, number> = {
  ALL: 1,
  NONE: 2,
  SINGLE: 3,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
};

const signMessageInput = z.object({
  account: z.object({ address: z.string() }),
  message: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
});
const signTransactionInput = z.object({
  psbt: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  inputsToSign: z.array(
    z.object({ account: z.object({ address: z.string() }), signingIndexes: z.array(z.int()), sigHash: z.optional(z.string()) }),
  ),
});

/**
 * A Bitcoin account granted over WalletConnect as the modal's bip122 provider. It has the shape of the Bitcoin
 * Wallet Standard wallets the modal connects otherwise (`accounts`, `bitcoin:signMessage`, `bitcoin:signTransaction`),
 * so the Bitcoin views and `getWalletProvider('bip122')` use either alike; and `request` carries the namespace's
 * methods as the WalletConnect reference names them (`sendTransfer` included). Only granted methods are sent.
 */
export function createWalletConnectBitcoinProvider(input: {
  provider: ChainRequester;
  /** The account's chain (CAIP-2), where every request goes. */
  chain: string;
  session: BitcoinSession;
  /** The bip122 methods the session grants. */
  methods: readonly string[];
  wallet: { name: string; icon?: string };
}) {
  const { provider, chain, methods } = input;
  let session = input.session;

  async function send<M extends AppMethod>(method: M, params: unknown): Promise<unknown> {
    if (!methods.includes(method)) throw rpcError(RPC_CODES.unsupportedMethod, `The wallet did not grant ${method}`);
    const reply = z.safeParse(replies[method], await provider.request({ method, params }, chain));
    if (!reply.success) throw rpcError(RPC_CODES.internal, `The wallet did not answer ${method} as expected`);
    return reply.data;
  }

  async function request(args: { method: string; params?: unknown }): Promise<unknown> {
    const method = args?.method;
    if (typeof method !== 'string' || !Object.hasOwn(appRequests, method))
      throw rpcError(RPC_CODES.unsupportedMethod, `Unsupported Bitcoin method: ${String(method)}`);
    const checked = z.safeParse(appRequests[method as AppMethod], args.params);
    if (!checked.success) throw rpcError(RPC_CODES.invalidParams, `${method}: invalid params`);
    return send(method as AppMethod, { account: session.address, ...(checked.data ?? {}) });
  }

  async function signMessage(...inputs: unknown[]) {
    const out: Array<{ signedMessage: Uint8Array; signature: Uint8Array }> = [];
    for (const value of inputs) {
      const parsed = z.safeParse(signMessageInput, value);
      if (!parsed.success) throw rpcError(RPC_CODES.invalidParams, 'bitcoin:signMessage: invalid input');
      const { account, message } = parsed.data;
      const text = new TextDecoder('utf-8', { fatal: true }).decode(message);
      const reply = (await send('signMessage', {
        account: session.address,
        address: account.address,
        message: text,
        protocol: 'bip322',
      })) as z.infer<typeof signMessageReply>;
      if (reply.address !== undefined && reply.address !== account.address)
        throw rpcError(RPC_CODES.internal, 'The wallet signed with another address');
      out.push({ signedMessage: message, signature: bytesOfHex(reply.signature) });
    }
    return out;
  }

  async function signTransaction(...inputs: unknown[]) {
    const out: Array<{ signedPsbt: Uint8Array }> = [];
    for (const value of inputs) {
      const parsed = z.safeParse(signTransactionInput, value);
      if (!parsed.success) throw rpcError(RPC_CODES.invalidParams, 'bitcoin:signTransaction: invalid input');
      const signInputs = parsed.data.inputsToSign.flatMap(({ account, signingIndexes, sigHash }) =>
        signingIndexes.map((index) => ({
          address: account.address,
          index,
          ...(sigHash && SIGHASH[sigHash] ? { sighashTypes: [SIGHASH[sigHash]] } : {}),
        })),
      );
      const reply = (await send('signPsbt', {
        account: session.address,
        psbt: base64FromBytes(parsed.data.psbt),
        signInputs,
        broadcast: false,
      })) as z.infer<typeof signPsbtReply>;
      out.push({ signedPsbt: bytesFromBase64(reply.psbt) });
    }
    return out;
  }

  const features = {
    'bitcoin:signMessage': { version: '1.0.0', signMessage },
    'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
  };

  return {
    version: '1.0.0' as const,
    name: input.wallet.name,
    ...(input.wallet.icon ? { icon: input.wallet.icon } : {}),
    chains: [chain],
    /** The payment account, then the ordinal one (Wallet Standard accounts: `purpose` says which). */
    get accounts() {
      return session.accounts.map((account) =>
        Object.freeze({
          address: account.address,
          publicKey: account.publicKey ? bytesOfHex(account.publicKey) : new Uint8Array(),
          chains: [chain],
          features: Object.keys(features),
          purpose: account.type === 'ordinal' ? 'ordinals' : 'payment',
        }),
      );
    },
    features,
    request,
    /** The wallet's account changed (the connection follows it). */
    setSession(next: BitcoinSession) {
      session = next;
    },
  };
}

export type WalletConnectBitcoinProvider = ReturnType<typeof createWalletConnectBitcoinProvider>;

/** `getAccountAddresses` for the session's first address on `chain` (when granted); the parsed list, else undefined. */
export async function requestAccountAddresses(
  provider: ChainRequester,
  chain: string,
  account: string,
  methods: readonly string[],
): Promise<ListedAddress[] | undefined> {
  if (!methods.includes('getAccountAddresses')) return undefined;
  const reply = await provider.request({ method: 'getAccountAddresses', params: { account, intentions: ['payment', 'ordinal'] } }, chain);
  return parseListedAddresses(reply);
}

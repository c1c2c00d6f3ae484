import * as z from 'zod/mini';
import { ConnectError } from '../../core/errors/wallet.ts';
import { callFeature, connectWith, parseAccounts, type StandardAccount, type StandardWallet } from '../connectors/walletStandard.ts';
import { toConnectError } from '../solana/adapter.ts';
import { accountTypeOfAddress, type BitcoinAccountType } from './address.ts';
import { base64FromBytes, bytesFromBase64 } from './psbt.ts';

/**
 * Bitcoin Wallet Standard wallets (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, as AppKit's
 * Bitcoin adapter and Exodus' bitcoin-wallet-standard name them). Wallet answers are parsed before use.
 */

/** An account of the connection with its type (SPEC section 3): index 0 payment (native segwit), index 1 ordinal (taproot). */
export type BitcoinAccount = { address: string; type: BitcoinAccountType; publicKey?: string };
/** A Bitcoin connection: the payment address is the connection's address, the accounts list both. */
export type BitcoinSession = { address: string; accounts: BitcoinAccount[] };

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The payment and ordinal accounts of `caipNetworkId` among the wallet's: the account's `purpose` when the
 * wallet gives one (`payment`, `ordinals`), else its address's form (taproot is the ordinal one). Accounts of
 * another network are left out. Undefined without a payment account.
 */
export function sessionOf(accounts: readonly StandardAccount[], caipNetworkId: string | undefined): BitcoinSession | undefined {
  if (!caipNetworkId) return undefined;
  const typed: BitcoinAccount[] = [];
  for (const account of accounts) {
    const form = accountTypeOfAddress(account.address, caipNetworkId);
    if (!form) continue;
    const type =
      account.purpose === 'ordinals' || account.purpose === 'ordinal' ? 'ordinal' : account.purpose === 'payment' ? 'payment' : form;
    if (typed.some((a) => a.type === type || a.address === account.address)) continue;
    // A WalletConnect session names addresses only: no key then.
    typed.push({ address: account.address, type, ...(account.publicKey.length ? { publicKey: toHex(account.publicKey) } : {}) });
  }
  const payment = typed.find((a) => a.type === 'payment');
  if (!payment) return undefined;
  const ordinal = typed.find((a) => a.type === 'ordinal');
  return { address: payment.address, accounts: ordinal ? [payment, ordinal] : [payment] };
}

/** Asks the wallet to connect its payment and ordinal accounts (`bitcoin:connect`, prompting). */
export async function requestBitcoinConnection(wallet: StandardWallet, caipNetworkId: string | undefined): Promise<BitcoinSession> {
  try {
    const session = sessionOf(await connectWith(wallet, 'bitcoin:connect', { purposes: ['payment', 'ordinals'] }), caipNetworkId);
    if (!session) throw new ConnectError({ details: 'the wallet returned no Bitcoin payment account for the network' });
    return session;
  } catch (error) {
    throw toConnectError(error);
  }
}

/** The session the wallet already grants (its `accounts`), without a prompt; undefined when none. */
export async function restoreBitcoinConnection(
  wallet: StandardWallet,
  caipNetworkId: string | undefined,
): Promise<BitcoinSession | undefined> {
  return sessionOf(parseAccounts((wallet as { accounts?: unknown }).accounts), caipNetworkId);
}

/** The wallet's own account object for `address` (features take it, not a copy). */
function walletAccount(wallet: StandardWallet, address: string): unknown {
  const list: unknown = (wallet as { accounts?: unknown }).accounts;
  // Not `z.safeParse(…).data?.address`: that chain makes the bundler keep every export of zod (about 11 kB before interactive).
  const isIt = (candidate: unknown) => {
    const parsed = z.safeParse(addressed, candidate);
    return parsed.success && parsed.data.address === address;
  };
  const account = Array.isArray(list) ? list.find(isIt) : undefined;
  if (!account) throw new Error(`the wallet has no account ${address}`);
  return account;
}

const addressed = z.object({ address: z.string() });
const signMessageOutput = z.array(z.object({ signature: z.custom<Uint8Array>((v) => v instanceof Uint8Array) }));
const signTransactionOutput = z.array(z.object({ signedPsbt: z.custom<Uint8Array>((v) => v instanceof Uint8Array) }));

/** `bitcoin:signMessage` (BIP-322) with the account `address`: the signature, base64. */
export async function signBitcoinMessage(wallet: StandardWallet, address: string, message: string): Promise<string> {
  const answer = await callFeature(wallet, 'bitcoin:signMessage', 'signMessage', {
    account: walletAccount(wallet, address),
    message: new TextEncoder().encode(message),
  });
  const parsed = z.safeParse(signMessageOutput, answer);
  if (!parsed.success || !parsed.data[0]) throw new Error('bitcoin:signMessage returned malformed data');
  return base64FromBytes(parsed.data[0].signature);
}

/** `bitcoin:signTransaction`: the PSBT (base64) with `inputs` signed by the account `address`; the signed PSBT, base64. */
export async function signBitcoinPsbt(wallet: StandardWallet, psbt: string, address: string, inputs: readonly number[]): Promise<string> {
  const answer = await callFeature(wallet, 'bitcoin:signTransaction', 'signTransaction', {
    psbt: bytesFromBase64(psbt),
    inputsToSign: [{ account: walletAccount(wallet, address), signingIndexes: [...inputs] }],
  });
  const parsed = z.safeParse(signTransactionOutput, answer);
  if (!parsed.success || !parsed.data[0]) throw new Error('bitcoin:signTransaction returned malformed data');
  return base64FromBytes(parsed.data[0].signedPsbt);
}

/** A wallet answering RPC requests (the embedded wallet's bip122 provider), not a Wallet Standard one. */
export type BitcoinRpcProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

export const isBitcoinRpcProvider = (wallet: object): wallet is BitcoinRpcProvider =>
  !('features' in wallet) && typeof (wallet as { request?: unknown }).request === 'function';

const signPsbtAnswer = z.object({ psbt: z.string().check(z.minLength(1)) });

/** `signPsbt` in WalletConnect's bip122 shape: `inputs` signed by the account `address`; the signed PSBT, base64. */
export async function signBitcoinPsbtByRequest(
  provider: BitcoinRpcProvider,
  psbt: string,
  address: string,
  inputs: readonly number[],
): Promise<string> {
  const answer = await provider.request({
    method: 'signPsbt',
    params: { account: address, psbt, signInputs: inputs.map((index) => ({ address, index })) },
  });
  const parsed = z.safeParse(signPsbtAnswer, answer);
  if (!parsed.success) throw new Error('signPsbt returned malformed data');
  return parsed.data.psbt;
}

import { getAddress, isAddress, numberToHex } from 'viem';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../../core/caip.ts';
import { ChainNotSupportedError, ConnectError, ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { isUnrecognizedChain, RPC_CODES, rpcErrorCode, type Eip1193Provider } from './provider.ts';

/** A 0x address (checksum-normalised). Wallets answering anything else are rejected. */
const addressSchema = z.pipe(
  z.string().check(z.refine((v) => isAddress(v, { strict: false }), 'Invalid address')),
  z.transform((v) => getAddress(v)),
);
export const accountsSchema = z.array(addressSchema);
/** `eth_chainId` answers a hex quantity; some wallets answer a decimal number or string. */
export const chainIdSchema = z.pipe(
  z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.number().check(z.int(), z.positive())]),
  z.transform((v) => Number(v)),
);

/** Parses a provider's reply or throws `Failed to connect` with the reason. */
function parseReply<T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new ConnectError({ details: `${method} returned malformed data` });
  return parsed.data;
}

/** Maps a provider failure to the SPEC's connection errors: 4001 is a rejection, anything else a failure. */
export function toConnectError(error: unknown): ConnectionRejectedError | ConnectError {
  if (error instanceof ConnectionRejectedError || error instanceof ConnectError) return error;
  if (rpcErrorCode(error) === RPC_CODES.userRejected) return new ConnectionRejectedError({ cause: error });
  return new ConnectError({ cause: error, details: error instanceof Error ? error.message : undefined });
}

export type Eip155Session = { address: `0x${string}`; chainId: number };

/** Asks the wallet for its accounts (`eth_requestAccounts`, prompting) and its chain (`eth_chainId`). */
export async function requestConnection(provider: Eip1193Provider): Promise<Eip155Session> {
  try {
    const accounts = parseReply(accountsSchema, await provider.request({ method: 'eth_requestAccounts' }), 'eth_requestAccounts');
    const address = accounts[0];
    if (!address) throw new ConnectError({ details: 'the wallet returned no account' });
    const chainId = parseReply(chainIdSchema, await provider.request({ method: 'eth_chainId' }), 'eth_chainId');
    return { address, chainId };
  } catch (error) {
    throw toConnectError(error);
  }
}

/** The session the wallet already granted (`eth_accounts`, never prompting); undefined when none. */
export async function restoreConnection(provider: Eip1193Provider): Promise<Eip155Session | undefined> {
  const accounts = parseReply(accountsSchema, await provider.request({ method: 'eth_accounts' }), 'eth_accounts');
  const address = accounts[0];
  if (!address) return undefined;
  const chainId = parseReply(chainIdSchema, await provider.request({ method: 'eth_chainId' }), 'eth_chainId');
  return { address, chainId };
}

/** `wallet_addEthereumChain` parameters for a CAIP network. */
export function addChainParameters(network: CaipNetwork) {
  const rpcUrls = [...(network.rpcUrls.chainDefault?.http ?? []), ...network.rpcUrls.default.http];
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...new Set(rpcUrls)],
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  };
}

/**
 * Switches the wallet to `network`: `wallet_switchEthereumChain`; on 4902, 5000 or 32603 (the wallet does not know it)
 * `wallet_addEthereumChain` and switch again; if adding fails, 'Chain is not supported'. Other failures
 * (a declined switch) are rethrown as they are.
 */
export async function switchChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = numberToHex(Number(network.id));
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] });
    } catch (addError) {
      throw new ChainNotSupportedError({ cause: addError });
    }
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
}

/** Asks the wallet to forget this site's permission (best effort: many wallets lack the method). */
export async function revokePermissions(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  } catch {
    // Not supported by every wallet; disconnecting on our side is what matters.
  }
}

export type ProviderEvents = {
  onAccounts(accounts: `0x${string}`[]): void;
  onChain(chainId: number): void;
  onDisconnect(): void;
};

/**
 * Subscribes to `accountsChanged`, `chainChanged` and `disconnect`; payloads are parsed and malformed
 * ones dropped. Returns the function that removes the listeners.
 */
export function watchProvider(provider: Eip1193Provider, events: ProviderEvents): () => void {
  const accountsChanged = (value: unknown) => {
    const parsed = z.safeParse(accountsSchema, value);
    if (parsed.success) events.onAccounts(parsed.data);
  };
  const chainChanged = (value: unknown) => {
    const parsed = z.safeParse(chainIdSchema, value);
    if (parsed.success) events.onChain(parsed.data);
  };
  const disconnect = () => events.onDisconnect();
  provider.on?.('accountsChanged', accountsChanged);
  provider.on?.('chainChanged', chainChanged);
  provider.on?.('disconnect', disconnect);
  return () => {
    provider.removeListener?.('accountsChanged', accountsChanged);
    provider.removeListener?.('chainChanged', chainChanged);
    provider.removeListener?.('disconnect', disconnect);
  };
}

export const caipNetworkIdOf = (chainId: number) => `eip155:${chainId}` as const;

import type { ChainNamespace } from '../core/caip.ts';

/**
 * The providers `getWalletProvider(namespace)` and `useAppKitProvider(namespace)` give hosts: EIP-1193 on eip155,
 * the Wallet Standard wallet or the embedded wallet's request provider on solana. Types only.
 */

/** An EIP-1193 request: `method` and its `params`. */
export type Eip1193RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object };

/** A provider error (EIP-1193): `code` 4001 when the visitor rejected, 4902 for an unknown chain. */
export type Eip1193ProviderRpcError = Error & { code: number; data?: unknown };

/** The events an EIP-1193 provider emits, with what each listener receives. */
export type Eip1193EventMap = {
  accountsChanged(accounts: `0x${string}`[]): void;
  chainChanged(chainId: `0x${string}`): void;
  connect(info: { chainId: `0x${string}` }): void;
  disconnect(error: Eip1193ProviderRpcError): void;
  message(message: { type: string; data: unknown }): void;
};

/**
 * The EVM wallet connected in the modal (browser, WalletConnect or embedded), as EIP-1193 has it: what viem's
 * `custom()` transport, ethers' `BrowserProvider` and wagmi take.
 */
export type Eip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on<event extends keyof Eip1193EventMap>(event: event, listener: Eip1193EventMap[event]): unknown;
  removeListener<event extends keyof Eip1193EventMap>(event: event, listener: Eip1193EventMap[event]): unknown;
};

/** A browser Solana wallet, as the Wallet Standard describes it (its `features` carry `solana:signMessage` and the rest). */
export type SolanaStandardWallet = {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly `${string}:${string}`[];
  readonly accounts: readonly {
    readonly address: string;
    readonly publicKey: Uint8Array;
    readonly chains: readonly string[];
    readonly features: readonly string[];
  }[];
  readonly features: Readonly<Record<`${string}:${string}`, unknown>>;
};

/** The embedded wallet's Solana provider: `solana_signMessage`, `solana_signTransaction`, `solana_signAllTransactions`, `solana_signAndSendTransaction`. */
export type SolanaRequestProvider = {
  request(args: { method: `solana_${string}`; params?: unknown }): Promise<unknown>;
  on(event: 'accountsChanged' | 'disconnect', listener: (...args: unknown[]) => void): unknown;
  removeListener(event: 'accountsChanged' | 'disconnect', listener: (...args: unknown[]) => void): unknown;
};

/** The Solana wallet connected in the modal: a browser wallet (Wallet Standard) or the embedded wallet's provider. */
export type SolanaProvider = SolanaStandardWallet | SolanaRequestProvider;

/** What `getWalletProvider(namespace)` gives for each namespace. */
export type WalletProviderOf<N extends ChainNamespace | undefined> = N extends 'eip155'
  ? Eip1193Provider
  : N extends 'solana'
    ? SolanaProvider
    : unknown;

/**
 * `airlock/react`: the public types of the hooks and buttons. Imports only its sibling `appkit.d.ts` and React's
 * own types (a React host has them); shipped as `@mf-types/react.d.ts` next to both manifests.
 */
import type { ReactElement } from 'react';
import type {
  AppKit,
  AppKitEvent,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectionInput,
  OpenOptions,
  PayArguments,
  PublicAccount,
  PublicState,
  WalletConnection,
  WalletInfo,
  WalletProviderOf,
} from './appkit';

/** Every hook takes an optional instance; without one it uses the latest created. */
type Bound = { kit?: AppKit };

export declare function useAppKit(kit?: AppKit): {
  open: (options?: OpenOptions) => Promise<void>;
  close: () => void;
  prefetch: () => Promise<void>;
};
export declare function useAppKitState(kit?: AppKit): PublicState;
export declare function useAppKitTheme(kit?: AppKit): {
  themeMode: 'light' | 'dark';
  setThemeMode: (mode: 'light' | 'dark') => void;
  setThemeVariables: (variables: Record<string, string | number>) => void;
};
export declare function useAppKitEvents(kit?: AppKit): AppKitEvent | undefined;
/** `pay()` of the instance: resolves with the transaction hash once mined, rejects with a `PayError`. */
export declare function usePay(kit?: AppKit): { pay: (request: PayArguments) => Promise<`0x${string}`> };
export declare function useAppKitAccount(options?: Bound & { namespace?: ChainNamespace }): PublicAccount;
export declare function useAppKitNetwork(options?: Bound): {
  caipNetwork: CaipNetwork | undefined;
  chainId: number | string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  switchNetwork: (network: { caipNetworkId: string } | string | number) => Promise<void>;
};
export declare function useDisconnect(options?: Bound): { disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void> };
export declare function useWalletInfo(options?: Bound & { namespace?: ChainNamespace }): { walletInfo: WalletInfo | undefined };
/** The connected wallet's provider of `namespace`: an EIP-1193 provider on eip155, a `SolanaProvider` on solana. */
export declare function useAppKitProvider<N extends ChainNamespace, T = WalletProviderOf<N>>(
  namespace: N,
  options?: Bound,
): { walletProvider: T | undefined };
export declare function useAppKitBalance(options?: Bound): { amount: string; symbol: string; usd?: number | undefined } | undefined;

/** Multi-wallet: the connections (of `namespace`) with switch and delete; `[]` with the `multiWallet` feature off. */
export declare function useAppKitConnections(options?: Bound & { namespace?: ChainNamespace }): {
  connections: WalletConnection[];
  switchConnection: (connection: ConnectionInput) => Promise<void>;
  deleteConnection: (connection: ConnectionInput) => Promise<void>;
};

export type ConnectButtonProps = { kit?: AppKit; label?: string; className?: string };
export type AccountButtonProps = { kit?: AppKit; className?: string; balance?: 'show' | 'hide' };
export type NetworkButtonProps = { kit?: AppKit; className?: string };

/** Opens the modal (shows the account once connected); says "Wallet unavailable · Try again" if it can't load. */
export declare function ConnectButton(props: ConnectButtonProps): ReactElement;
/** The connected account and its native balance; opens the Account view. Renders nothing while disconnected. */
export declare function AccountButton(props: AccountButtonProps): ReactElement | null;
/** The active network's name; opens the network picker. */
export declare function NetworkButton(props: NetworkButtonProps): ReactElement;

/**
 * The same hooks and buttons built on another React. A host that shares a page with another React host calls it
 * with its own React (the README's runtime plugin does it for you); without it, `airlock/react` runs on the React
 * of the first host on the page that loaded this build.
 */
export declare function bindReact(react: typeof import('react')): typeof import('./react');

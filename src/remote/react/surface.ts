import type { ReactElement } from 'react';
import type { WalletInfo } from '../../atoms/account.ts';
import type { OpenOptions } from '../../atoms/context.ts';
import type { PublicAccount } from '../../atoms/publicAccount.ts';
import type { PublicState } from '../../atoms/publicState.ts';
import type { ConnectionInput, ListedConnection as WalletConnection } from '../../atoms/walletConnections.ts';
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../core/caip.ts';
import type { PayArguments } from '../../core/payArguments.ts';
import type { AppKitEvent } from '../events.ts';
import type { AppKit } from '../publicAppKit.ts';
import type { WalletProviderOf } from '../walletProviders.ts';
import { type AccountButtonProps, type ConnectButtonProps, createButtons, type NetworkButtonProps } from './buttons.ts';
import { createHooks } from './hooks.ts';
import type { HostReact } from './hostReact.ts';
import { createUseInstance } from './useInstance.ts';
import { createUseStoreValue } from './useStoreValue.ts';
import { type AppKitConnectionOptions, createWalletHooks } from './walletHooks.ts';

/** Every hook takes an optional instance; without one it uses the latest created. */
type Bound = { kit?: AppKit };

/**
 * Every hook and button of `airlock/react`, as hosts see them: written out here, since the declarations hosts get
 * are generated from it (scripts/publicTypes.ts), and `createSurface` must give all of it.
 */
export type Surface = {
  useAppKit(kit?: AppKit): {
    open: (options?: OpenOptions) => Promise<void>;
    close: () => void;
    prefetch: () => Promise<void>;
  };
  useAppKitState(kit?: AppKit): PublicState;
  useAppKitTheme(kit?: AppKit): {
    themeMode: 'light' | 'dark';
    setThemeMode: (mode: 'light' | 'dark') => void;
    setThemeVariables: (variables: Record<string, string | number>) => void;
  };
  useAppKitEvents(kit?: AppKit): AppKitEvent | undefined;
  /** `pay()` of the instance: resolves with the transaction hash once mined, rejects with a `PayError`. */
  usePay(kit?: AppKit): { pay: (request: PayArguments) => Promise<`0x${string}`> };
  useAppKitAccount(options?: Bound & { namespace?: ChainNamespace }): PublicAccount;
  useAppKitNetwork(options?: Bound): {
    caipNetwork: CaipNetwork | undefined;
    chainId: number | string | undefined;
    caipNetworkId: CaipNetworkId | undefined;
    switchNetwork: (network: { caipNetworkId: string } | string | number) => Promise<void>;
  };
  useDisconnect(options?: Bound): { disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void> };
  useWalletInfo(options?: Bound & { namespace?: ChainNamespace }): { walletInfo: WalletInfo | undefined };
  /** The connected wallet's provider of `namespace`: an EIP-1193 provider on eip155, a `SolanaProvider` on solana. */
  useAppKitProvider<N extends ChainNamespace, T = WalletProviderOf<N>>(namespace: N, options?: Bound): { walletProvider: T | undefined };
  /** The native balance of the active network (undefined until known). */
  useAppKitBalance(options?: Bound): { amount: string; symbol: string; usd?: number | undefined } | undefined;
  /** Multi-wallet: the connections (of `namespace`) with switch and delete; `[]` with the `multiWallet` feature off. */
  useAppKitConnections(options?: Bound & { namespace?: ChainNamespace }): {
    connections: WalletConnection[];
    switchConnection: (connection: ConnectionInput) => Promise<void>;
    deleteConnection: (connection: ConnectionInput) => Promise<void>;
  };
  /**
   * Multi-wallet, one namespace (default: the active one): its active connection, whether a switch is under way, and
   * switching to or deleting a connection, each ending in `onSuccess` or `onError`. With the `multiWallet` feature off
   * the connection is undefined and the 'Multi-Wallet Not Enabled' alert names this hook.
   */
  useAppKitConnection(options?: AppKitConnectionOptions): {
    connection: WalletConnection | undefined;
    isPending: boolean;
    switchConnection: (connection: ConnectionInput) => Promise<void>;
    deleteConnection: (connection: ConnectionInput) => Promise<void>;
  };
  /** Opens the modal (shows the account once connected); says "Wallet unavailable · Try again" if it can't load. */
  ConnectButton(props: ConnectButtonProps): ReactElement;
  /** The connected account and its native balance; opens the Account view. Renders nothing while disconnected. */
  AccountButton(props: AccountButtonProps): ReactElement | null;
  /** The active network's name; opens the network picker. */
  NetworkButton(props: NetworkButtonProps): ReactElement;
};

/** Every hook and button of `airlock/react`, built on one React. */
export function createSurface(R: HostReact): Surface {
  const useInstance = createUseInstance(R);
  const hooks = createHooks(R, useInstance);
  const wallet = createWalletHooks(R, useInstance, createUseStoreValue(R));
  return { ...hooks, ...wallet, ...createButtons(R, { useInstance, ...hooks, ...wallet }) };
}

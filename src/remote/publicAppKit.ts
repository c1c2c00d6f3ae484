import type { WalletInfo } from '../atoms/account.ts';
import type { OpenOptions } from '../atoms/context.ts';
import type { PublicAccount } from '../atoms/publicAccount.ts';
import type { PublicState } from '../atoms/publicState.ts';
import type { ConnectionInput, ListedConnection as WalletConnection } from '../atoms/walletConnections.ts';
import type { CaipNetwork, CaipNetworkId, ChainNamespace, NetworkInput } from '../core/caip.ts';
import type { Connector } from '../core/connector.ts';
import type { PayArguments } from '../core/payArguments.ts';
import type { AppKitEvent } from './events.ts';
import type { WalletProviderOf } from './walletProviders.ts';

/** An Airlock instance. */
export interface AppKit {
  /** Settles once the remote config, origin check and analytics config have answered (or failed). */
  readonly ready: Promise<void>;
  open(options?: OpenOptions): Promise<void>;
  close(): void;
  /** Fetches the modal's chunks without opening. */
  prefetch(): Promise<void>;
  getState(): PublicState;
  subscribeState(callback: (state: PublicState) => void): () => void;
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void;
  setThemeMode(mode: 'light' | 'dark'): void;
  /** With `analytics: 'after-consent'`: the visitor's answer. Events are sent only while it is `true`. */
  setAnalyticsConsent(granted: boolean): void;
  /** The modal's language from now on: a BCP 47 tag (`es`, `pt-BR`); one Airlock does not speak falls back to English. */
  setLocale(locale: string): void;
  setThemeVariables(variables: Record<string, string | number>): void;
  getAccount(namespace?: ChainNamespace): PublicAccount;
  getNetwork(): PublicNetwork;
  getCaipNetwork(): CaipNetwork | undefined;
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined;
  /** The connected wallet's provider of `namespace` (default: the active one): EIP-1193 on eip155; undefined when none. */
  getWalletProvider<N extends ChainNamespace | undefined = undefined>(namespace?: N): WalletProviderOf<N> | undefined;
  /**
   * Switches to a configured network (object, CAIP id or chain id); an unknown one rejects (ChainNotConfiguredError).
   * With the embedded wallet, or `forceNetworkSwitchConfirmation`, the modal asks the visitor first: resolves once
   * switched, rejects with code 4001 when the visitor declines.
   */
  switchNetwork(network: { caipNetworkId: string } | string | number): Promise<void>;
  /** The ways to connect it offers now: `AUTH`, `WALLET_CONNECT` and each browser wallet found. */
  getConnectors(): Promise<Connector[]>;
  addNetwork(namespace: ChainNamespace, network: NetworkInput): void;
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void;
  /** Disconnects `namespace` (default: every connected one); rejects with 'Failed to disconnect' ('Connector not connected.' when nothing is). */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * Opens the Pay view (`features.pay` on): the visitor pays from the connected wallet, or connects first. Resolves
   * with the transaction hash once mined; rejects with a `PayError` (`reason` says why).
   */
  pay(request: PayArguments): Promise<`0x${string}`>;
  /** Multi-wallet: every connection (of `namespace`); with the `multiWallet` feature off, an info alert and `[]`. */
  getConnections(namespace?: ChainNamespace): Promise<WalletConnection[]>;
  /** Multi-wallet: makes a connection active; rejects with 'Invalid connection status' for an unknown status. */
  switchConnection(connection: ConnectionInput): Promise<void>;
  /** Multi-wallet: disconnects that connection only. */
  deleteConnection(connection: ConnectionInput): Promise<void>;
  destroy(): void;
}

export type PublicNetwork = {
  caipNetwork: CaipNetwork | undefined;
  chainId: number | string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
};

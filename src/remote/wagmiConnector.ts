import type { AppKit } from './publicAppKit.ts';
import type { Eip1193Provider } from './walletProviders.ts';

/**
 * The shapes of wagmi's `createConnector` that `airlock/wagmi` implements, written here so the connector imports no
 * wagmi: the host's own wagmi (2 or 3) takes it as it is. Types only.
 */

type Address = `0x${string}`;

/** The events a wagmi connector tells its config about. */
export interface ConnectorEmitter {
  emit(event: 'change', data: { accounts?: readonly Address[] | undefined; chainId?: number | undefined }): void;
  emit(event: 'connect', data: { accounts: readonly Address[]; chainId: number }): void;
  emit(event: 'disconnect'): void;
}

/** What wagmi hands a connector: the config's chains and its emitter. */
export type AirlockConnectorConfig<chain extends { id: number }> = {
  chains: readonly [chain, ...chain[]];
  emitter: ConnectorEmitter;
};

export type AirlockConnectorParameters = {
  /** The instance whose modal connects the wallets (`createAppKit`). */
  kit: AppKit;
};

/** The connector wagmi builds from `airlockConnector`: id `airlock`. */
export type AirlockConnector<chain extends { id: number }> = {
  readonly id: 'airlock';
  readonly name: 'Airlock';
  readonly type: 'airlock';
  setup(): Promise<void>;
  /** Opens the modal; resolves once the visitor connected a wallet; rejects with a `ModalClosedError` (4001) when the modal closes first. */
  connect<withCapabilities extends boolean = false>(
    parameters?:
      | { chainId?: number | undefined; isReconnecting?: boolean | undefined; withCapabilities?: withCapabilities | boolean | undefined }
      | undefined,
  ): Promise<{
    accounts: withCapabilities extends true ? readonly { address: Address; capabilities: Record<string, unknown> }[] : readonly Address[];
    chainId: number;
  }>;
  /** Disconnects the modal's EVM connection too. */
  disconnect(): Promise<void>;
  getAccounts(): Promise<readonly Address[]>;
  getChainId(): Promise<number>;
  /** The active connection's EIP-1193 provider (browser, WalletConnect or embedded wallet). */
  getProvider(): Promise<Eip1193Provider>;
  /** Whether the modal holds an EVM connection (after a reload: once its restore has ended). */
  isAuthorized(): Promise<boolean>;
  /** Switches the modal's network (and so the wallet's). */
  switchChain(parameters: { chainId: number }): Promise<chain>;
  onAccountsChanged(accounts: string[]): void;
  onChainChanged(chainId: string): void;
  onDisconnect(): void;
};

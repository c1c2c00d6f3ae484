/**
 * `airlock/wagmi`: Airlock as a wagmi connector. Exposed on its own, so only a host that imports it fetches it; it
 * imports nothing from the modal (only types), and no wagmi either: it has wagmi's `createConnector` shape, so the
 * host's own wagmi (2 or 3) takes it as it is. Everything goes through the kit's public API, which keeps wagmi and
 * the modal on one connection: a wallet connected in the modal shows up in wagmi, a disconnect in either ends both.
 */
import type { AirlockConnector, AirlockConnectorConfig, AirlockConnectorParameters, ConnectorEmitter } from './wagmiConnector.ts';
import type { Eip1193Provider } from './walletProviders.ts';

export type { AirlockConnector, AirlockConnectorConfig, AirlockConnectorParameters, ConnectorEmitter };

type Address = `0x${string}`;
type Connection = { address: Address; chainId: number };

/** What `connect()` rejects with when the visitor closes the modal without connecting: EIP-1193's 4001. */
export class ModalClosedError extends Error {
  override name = 'UserRejectedRequestError';
  readonly code = 4001;
  constructor() {
    super('Modal closed');
  }
}

/** A switch to a network the wagmi config does not list (EIP-1193's 4902). */
class ChainNotConfiguredError extends Error {
  override name = 'ChainNotConfiguredError';
  readonly code = 4902;
  constructor(chainId: number) {
    super(`Chain ${chainId} is not configured`);
  }
}

/** A wagmi connector on an Airlock instance: `createConfig({ connectors: [airlockConnector({ kit })] })`. */
export function airlockConnector({
  kit,
}: AirlockConnectorParameters): <chain extends { id: number }>(config: AirlockConnectorConfig<chain>) => AirlockConnector<chain> {
  return <chain extends { id: number }>(config: AirlockConnectorConfig<chain>): AirlockConnector<chain> => {
    const emitter: ConnectorEmitter = config.emitter;

    /** The kit's EVM connection as wagmi sees one: an address and a numeric chain id. */
    function current(): Connection | undefined {
      const account = kit.getAccount('eip155');
      if (!account.isConnected || !account.address) return undefined;
      const network = kit.getCaipNetwork();
      // The active network when it is an EVM one; otherwise the chain the account was connected on (its CAIP address).
      const chainId = Number(network?.chainNamespace === 'eip155' ? network.id : account.caipAddress?.split(':')[1]);
      return { address: account.address as Address, chainId };
    }

    /** Resolves once a stored connection's silent restore (after a reload) has ended, either way. */
    function restored(): Promise<void> {
      const restoring = () => kit.getAccount('eip155').status === 'reconnecting';
      if (!restoring()) return Promise.resolve();
      return new Promise((resolve) => {
        const stop = kit.subscribeState(() => {
          if (restoring()) return;
          stop();
          resolve();
        });
      });
    }

    /** Opens the modal; resolves once any wallet is connected, rejects with 4001 when the modal closes first. */
    function connectInModal(): Promise<Connection> {
      return new Promise((resolve, reject) => {
        let opened = false;
        const settle = () => {
          const connection = current();
          if (connection) {
            stop();
            resolve(connection);
          } else if (opened && !kit.getState().open) {
            stop();
            reject(new ModalClosedError());
          }
        };
        const stop = kit.subscribeState(settle);
        kit.open({ view: 'Connect' }).then(
          () => {
            opened = true;
            settle();
          },
          (error: unknown) => {
            stop();
            reject(error);
          },
        );
      });
    }

    // What wagmi was last told: the kit's changes are compared with it and passed on as wagmi's events.
    let told = current();
    function follow() {
      const now = current();
      if (!now) {
        // A restore or a new connection in progress is not a disconnect; only the kit's settled state is.
        if (told && kit.getAccount('eip155').status === 'disconnected') {
          told = undefined;
          emitter.emit('disconnect');
        }
        return;
      }
      // wagmi adopts a connection made outside it (the modal opened by the host's own button) on 'connect'.
      if (!told) emitter.emit('connect', { accounts: [now.address], chainId: now.chainId });
      else {
        if (now.address !== told.address) emitter.emit('change', { accounts: [now.address] });
        if (now.chainId !== told.chainId) emitter.emit('change', { chainId: now.chainId });
      }
      told = now;
    }
    // wagmi sets a connector up once; the kit tells it of every change from then on.
    let following = false;

    return {
      id: 'airlock',
      name: 'Airlock',
      type: 'airlock',
      async setup() {
        if (following) return;
        following = true;
        kit.subscribeState(follow);
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        if (isReconnecting) await restored();
        let connection = current() ?? (isReconnecting ? undefined : await connectInModal());
        if (!connection) throw new Error('Not connected');
        if (chainId !== undefined && chainId !== connection.chainId) {
          // As wagmi's own connectors do: a switch the wallet refuses leaves the connection on its chain.
          await kit.switchNetwork(chainId).catch(() => undefined);
          connection = current() ?? connection;
        }
        told = connection;
        // wagmi's type ties the accounts' shape to `withCapabilities`, which only a cast can follow.
        const accounts = withCapabilities ? [{ address: connection.address, capabilities: {} }] : [connection.address];
        return { accounts: accounts as never, chainId: connection.chainId };
      },
      async disconnect() {
        if (current()) await kit.disconnect('eip155');
        told = undefined;
      },
      async getAccounts() {
        const connection = current();
        return connection ? [connection.address] : [];
      },
      async getChainId() {
        const network = kit.getCaipNetwork();
        return current()?.chainId ?? (network?.chainNamespace === 'eip155' ? Number(network.id) : config.chains[0].id);
      },
      /** The active connection's provider (undefined when none): whichever wallet the visitor connected in the modal. */
      async getProvider() {
        await restored();
        return kit.getWalletProvider('eip155') as Eip1193Provider;
      },
      async isAuthorized() {
        await restored();
        return current() !== undefined;
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new ChainNotConfiguredError(chainId);
        await kit.switchNetwork(chainId);
        follow();
        return chain;
      },
      onAccountsChanged(accounts: string[]) {
        const [address] = accounts;
        if (address) emitter.emit('change', { accounts: [address as Address] });
        else emitter.emit('disconnect');
      },
      onChainChanged(chainId: string) {
        emitter.emit('change', { chainId: Number(chainId) });
      },
      onDisconnect() {
        emitter.emit('disconnect');
      },
    };
  };
}

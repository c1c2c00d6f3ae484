import type { Atom } from 'jotai/vanilla';
import type { ChainNamespace } from '../../core/caip.ts';
import type { AppKit } from '../appKit.ts';
import type { ConnectionInput, ListedConnection as WalletConnection } from '../../atoms/walletConnections.ts';
import type { AppKit as PublicKit } from '../publicAppKit.ts';
import type { WalletProviderOf } from '../walletProviders.ts';
import type { MultiWalletHook } from '../registry/actions.ts';
import type { HostReact } from './hostReact.ts';

type Bound = { kit?: PublicKit };

/** What a switch or a deletion through `useAppKitConnection` changed, as its `onSuccess` hears it. */
export type AppKitConnectionChange = {
  namespace: ChainNamespace;
  connectorId: string;
  /** The namespace's address afterwards (undefined once nothing is connected there). */
  address: string | undefined;
  hasSwitchedWallet: boolean;
  hasSwitchedAccount: boolean;
  hasDeletedWallet: boolean;
};
export type AppKitConnectionOptions = Bound & {
  /** Default: the active namespace. */
  namespace?: ChainNamespace;
  onSuccess?: (change: AppKitConnectionChange) => void;
  onError?: (error: Error) => void;
};

/**
 * The account, network and wallet hooks for one React. Atoms come from the instance (`kit.atoms`), so this entry
 * carries no atom code.
 */
export function createWalletHooks(
  R: HostReact,
  useInstance: (kit?: PublicKit) => AppKit,
  useStoreValue: <T>(kit: AppKit, atom: Atom<T>) => T,
) {
  /** The account of a namespace (default: the active one): address, caipAddress, isConnected, status. */
  function useAppKitAccount(options?: Bound & { namespace?: ChainNamespace }) {
    const kit = useInstance(options?.kit);
    const active = useStoreValue(kit, kit.atoms.activeNamespace);
    return useStoreValue(kit, kit.atoms.account(options?.namespace ?? active));
  }

  /** The active network and a function to switch it. */
  function useAppKitNetwork(options?: Bound) {
    const kit = useInstance(options?.kit);
    const network = useStoreValue(kit, kit.atoms.network);
    const switchNetwork = R.useCallback((target: { caipNetworkId: string } | string | number) => kit.switchNetwork(target), [kit]);
    return { ...network, switchNetwork };
  }

  /** Disconnects (the active namespace unless one is named). */
  function useDisconnect(options?: Bound) {
    const kit = useInstance(options?.kit);
    return { disconnect: R.useCallback((o?: { namespace?: ChainNamespace }) => kit.disconnect(o?.namespace), [kit]) };
  }

  /** The connected wallet's name, icon and id. */
  function useWalletInfo(options?: Bound & { namespace?: ChainNamespace }) {
    const kit = useInstance(options?.kit);
    const active = useStoreValue(kit, kit.atoms.activeNamespace);
    return { walletInfo: useStoreValue(kit, kit.atoms.walletInfo(options?.namespace ?? active)) };
  }

  /** The connected wallet's provider for a namespace (an EIP-1193 provider on eip155). */
  function useAppKitProvider<N extends ChainNamespace, T = WalletProviderOf<N>>(namespace: N, options?: Bound) {
    const kit = useInstance(options?.kit);
    return { walletProvider: useStoreValue(kit, kit.atoms.walletProvider(namespace)) as T | undefined };
  }

  /** The native balance of the active network (undefined until known). */
  function useAppKitBalance(options?: Bound) {
    const kit = useInstance(options?.kit);
    return useStoreValue(kit, kit.atoms.nativeBalance);
  }

  /**
   * The connections (of `namespace`, or all) as they change. They come from the wallets chunk, so this entry carries
   * none of its state; with the multiWallet feature off the list stays empty and the alert's variant names `hook`.
   */
  function useConnectionList(kit: AppKit, namespace: ChainNamespace | undefined, hook: MultiWalletHook) {
    const [connections, setConnections] = R.useState<WalletConnection[]>([]);
    R.useEffect(() => {
      let stop: (() => void) | undefined;
      let live = true;
      void kit.getConnections(namespace, hook).then(
        (first) =>
          void kit.multiWalletActions().then((m) => {
            if (!live) return;
            setConnections(first);
            stop = m.watchConnections(namespace, setConnections);
          }),
        () => undefined,
      );
      return () => {
        live = false;
        stop?.();
      };
    }, [kit, namespace, hook]);
    return connections;
  }

  /**
   * Multi-wallet: every connection (of `namespace`, or all) with its status, and switching and deleting one. With
   * the multiWallet feature off the list is empty and the instance shows its 'Multi-Wallet Not Enabled' alert.
   */
  function useAppKitConnections(options?: Bound & { namespace?: ChainNamespace }) {
    const kit = useInstance(options?.kit);
    const connections = useConnectionList(kit, options?.namespace, 'useAppKitConnections');
    const switchConnection = R.useCallback((c: ConnectionInput) => kit.switchConnection(c), [kit]);
    const deleteConnection = R.useCallback((c: ConnectionInput) => kit.deleteConnection(c), [kit]);
    return { connections, switchConnection, deleteConnection };
  }

  /**
   * Multi-wallet, one namespace (default: the active one): its active connection, whether a switch is under way,
   * and switching to or deleting a connection, each ending in `onSuccess` (what changed, worked out in the wallets
   * chunk) or `onError`. With the multiWallet feature off the connection is undefined and the alert names this hook.
   */
  function useAppKitConnection(options?: AppKitConnectionOptions) {
    const kit = useInstance(options?.kit);
    const active = useStoreValue(kit, kit.atoms.activeNamespace);
    const namespace = options?.namespace ?? active;
    const [isPending, setPending] = R.useState(false);
    const change = (input: ConnectionInput, deleting?: boolean): Promise<void> => {
      setPending(!deleting);
      return kit
        .multiWalletActions()
        .then((m) => m.changeConnection({ ...input, namespace: input.namespace ?? namespace }, deleting))
        .then(options?.onSuccess, options?.onError)
        .finally(() => setPending(false));
    };
    return {
      connection: useConnectionList(kit, namespace, 'useAppKitConnection').find((c) => c.status === 'active'),
      isPending,
      switchConnection: (c: ConnectionInput) => change(c),
      deleteConnection: (c: ConnectionInput) => change(c, true),
    };
  }

  const connectionHooks = { useAppKitConnections, useAppKitConnection };
  return { useAppKitAccount, useAppKitNetwork, useDisconnect, useWalletInfo, useAppKitProvider, useAppKitBalance, ...connectionHooks };
}

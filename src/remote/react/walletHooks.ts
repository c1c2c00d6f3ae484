import type { Atom } from 'jotai/vanilla';
import type { ChainNamespace } from '../../core/caip.ts';
import type { AppKit } from '../appKit.ts';
import type { ConnectionInput, ListedConnection as WalletConnection } from '../../atoms/walletConnections.ts';
import type { AppKit as PublicKit } from '../publicAppKit.ts';
import type { WalletProviderOf } from '../walletProviders.ts';
import type { HostReact } from './hostReact.ts';

type Bound = { kit?: PublicKit };

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
   * Multi-wallet: every connection (of `namespace`, or all) with its status, and switching and deleting one. With
   * the multiWallet feature off the list is empty and the instance shows its 'Multi-Wallet Not Enabled' alert.
   * The list and its updates come from the wallets chunk, so this entry carries none of its state.
   */
  function useAppKitConnections(options?: Bound & { namespace?: ChainNamespace }) {
    const kit = useInstance(options?.kit);
    const namespace = options?.namespace;
    const [connections, setConnections] = R.useState<WalletConnection[]>([]);
    R.useEffect(() => {
      let stop: (() => void) | undefined;
      let live = true;
      void kit.getConnections(namespace).then(
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
    }, [kit, namespace]);
    const switchConnection = R.useCallback((c: ConnectionInput) => kit.switchConnection(c), [kit]);
    const deleteConnection = R.useCallback((c: ConnectionInput) => kit.deleteConnection(c), [kit]);
    return { connections, switchConnection, deleteConnection };
  }

  return { useAppKitAccount, useAppKitNetwork, useDisconnect, useWalletInfo, useAppKitProvider, useAppKitBalance, useAppKitConnections };
}

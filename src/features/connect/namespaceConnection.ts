import { identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import type { Store } from '../../atoms/store.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';

/** The namespaces a WalletConnect session connects besides eip155 (whose connection is the EIP-1193 one). */
export type SessionNamespace = 'solana' | 'bip122';

/** The network a connection of `namespace` lands on: the active one when it is of the namespace, else its first one requested. */
export function targetNetworkOf(store: Store, namespace: SessionNamespace): CaipNetwork | undefined {
  const active = store.get(activeNetworkAtom);
  if (active?.chainNamespace === namespace) return active;
  return store.get(networksAtom).find((n) => n.chainNamespace === namespace);
}

function caipAddressOf(store: Store, namespace: SessionNamespace, address: string) {
  const network = targetNetworkOf(store, namespace);
  return network ? (`${network.caipNetworkId}:${address}` as const) : undefined;
}

/**
 * Records a live connection of `namespace` whose provider is not a browser wallet's (a WalletConnect session's):
 * atoms and persisted keys. `activate` makes the namespace's network the active one (a fresh connection does; a
 * reconnect leaves the stored active network).
 */
export function recordNamespaceConnection(
  ctx: InstanceContext,
  namespace: SessionNamespace,
  wallet: { id: string; name: string; icon?: string },
  provider: unknown,
  address: string,
  options: { activate: boolean },
) {
  const { store, storage } = ctx;
  store.set(walletInfoAtom(namespace), { name: wallet.name, id: wallet.id, ...(wallet.icon ? { icon: wallet.icon } : {}) });
  store.set(walletProviderAtom(namespace), provider);
  store.set(connectionAtom(namespace), {
    status: 'connected',
    connectorId: wallet.id,
    address,
    caipAddress: caipAddressOf(store, namespace, address),
  });
  storage.set(connectorIdKey(namespace), wallet.id);
  storage.set(STORAGE_KEYS.walletId, wallet.id);
  storage.set(STORAGE_KEYS.walletName, wallet.name);
  storage.set(STORAGE_KEYS.connectionStatus, 'connected');
  storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), namespace])]);
  const network = targetNetworkOf(store, namespace);
  if (options.activate && network) setActiveNetwork(ctx, network);
  if (store.get(activeNamespaceAtom) === namespace) {
    store.set(identityAtom, undefined);
    void ctx.refreshAccount();
  }
}

/** The wallet moved to another account: the connection follows (and the account is read again). */
export function moveNamespaceAccount(ctx: InstanceContext, namespace: SessionNamespace, address: string) {
  const connection = ctx.store.get(connectionAtom(namespace));
  if (connection.address === address) return;
  ctx.store.set(connectionAtom(namespace), { ...connection, address, caipAddress: caipAddressOf(ctx.store, namespace, address) });
  void ctx.refreshAccount();
}

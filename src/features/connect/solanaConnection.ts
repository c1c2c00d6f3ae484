import { identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import type { Store } from '../../atoms/store.ts';
import type { CaipNetwork } from '../../core/caip.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';

const NAMESPACE = 'solana' as const;

/** The network a Solana connection lands on: the active one when it is Solana, else the first Solana one requested. */
export function solanaTargetNetwork(store: Store): CaipNetwork | undefined {
  const active = store.get(activeNetworkAtom);
  if (active?.chainNamespace === NAMESPACE) return active;
  return store.get(networksAtom).find((n) => n.chainNamespace === NAMESPACE);
}

export function solanaCaipAddress(store: Store, address: string) {
  const network = solanaTargetNetwork(store);
  return network ? (`${network.caipNetworkId}:${address}` as const) : undefined;
}

/**
 * Records a live Solana connection, whatever its connector (a Wallet Standard wallet, a WalletConnect session):
 * atoms and persisted keys. `activate` makes the Solana network the active one (a fresh connection does; a
 * reconnect leaves the stored active network).
 */
export function recordSolanaConnection(
  ctx: InstanceContext,
  wallet: { id: string; name: string; icon?: string },
  provider: unknown,
  address: string,
  options: { activate: boolean },
) {
  const { store, storage } = ctx;
  store.set(walletInfoAtom(NAMESPACE), { name: wallet.name, id: wallet.id, ...(wallet.icon ? { icon: wallet.icon } : {}) });
  store.set(walletProviderAtom(NAMESPACE), provider);
  store.set(connectionAtom(NAMESPACE), {
    status: 'connected',
    connectorId: wallet.id,
    address,
    caipAddress: solanaCaipAddress(store, address),
  });
  storage.set(connectorIdKey(NAMESPACE), wallet.id);
  storage.set(STORAGE_KEYS.walletId, wallet.id);
  storage.set(STORAGE_KEYS.walletName, wallet.name);
  storage.set(STORAGE_KEYS.connectionStatus, 'connected');
  storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), NAMESPACE])]);
  const network = solanaTargetNetwork(store);
  if (options.activate && network) setActiveNetwork(ctx, network);
  if (store.get(activeNamespaceAtom) === NAMESPACE) {
    store.set(identityAtom, undefined);
    void ctx.refreshAccount();
  }
}

/** The wallet moved to another account: the connection follows (and the account is read again). */
export function moveSolanaAccount(ctx: InstanceContext, address: string) {
  const connection = ctx.store.get(connectionAtom(NAMESPACE));
  if (connection.address === address) return;
  ctx.store.set(connectionAtom(NAMESPACE), { ...connection, address, caipAddress: solanaCaipAddress(ctx.store, address) });
  void ctx.refreshAccount();
}

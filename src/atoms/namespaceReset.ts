import { balanceStatusAtom, identityAtom, tokenBalancesAtom, walletInfoAtom, walletProviderAtom } from './account.ts';
import { allAccountsAtom, bitcoinBalanceAtom } from './bitcoin.ts';
import { activeNamespaceAtom, connectionAtom } from './connection.ts';
import { activeNetworkAtom, networksAtom } from './network.ts';
import { initialNetwork } from '../core/networks/initialNetwork.ts';
import type { ChainNamespace } from '../core/caip.ts';
import { connectorIdKey, STORAGE_KEYS } from '../core/storage/keys.ts';
import type { InstanceContext } from './context.ts';
import { isRequested, setActiveNetwork } from './activeNetwork.ts';

/**
 * A namespace's disconnect as SPEC section 4 states it, whatever the connector: status disconnected,
 * wallet info and provider cleared, connector id removed, and for the active namespace the account
 * (balances, identity) and an unrequested network reset. Connector-specific teardown stays with the caller.
 */
export function resetNamespaceState(ctx: InstanceContext, namespace: ChainNamespace) {
  const { store, storage } = ctx;
  store.set(connectionAtom(namespace), { status: 'disconnected' });
  store.set(walletInfoAtom(namespace), undefined);
  store.set(walletProviderAtom(namespace), undefined);
  store.set(allAccountsAtom(namespace), []);
  if (namespace === 'bip122') store.set(bitcoinBalanceAtom, undefined);
  storage.remove(connectorIdKey(namespace));
  const connected = (storage.get(STORAGE_KEYS.connectedNamespaces) ?? []).filter((n) => n !== namespace);
  storage.set(STORAGE_KEYS.connectedNamespaces, connected);
  if (connected.length === 0) {
    storage.set(STORAGE_KEYS.connectionStatus, 'disconnected');
    storage.remove(STORAGE_KEYS.walletId);
    storage.remove(STORAGE_KEYS.walletName);
  }
  if (store.get(activeNamespaceAtom) !== namespace) return;
  store.set(tokenBalancesAtom, undefined);
  store.set(balanceStatusAtom, 'idle');
  store.set(identityAtom, undefined);
  // The network resets too: an unrequested network the wallet was on gives way to a requested one.
  const active = store.get(activeNetworkAtom);
  if (active && !isRequested(ctx, active.caipNetworkId)) {
    const fallback = initialNetwork(store.get(networksAtom), storage.get(STORAGE_KEYS.activeNetworkId), ctx.options.defaultNetwork);
    if (fallback) setActiveNetwork(ctx, fallback);
  }
}

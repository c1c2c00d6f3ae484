import { walletInfoAtom } from '../../atoms/account.ts';
import { connectionAtom, type NamespaceConnection } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { forgetConnection, markDisconnected, saveConnections } from '../../atoms/walletConnectionStore.ts';
import { isSameConnection, type WalletConnection, walletConnectionsAtom } from '../../atoms/walletConnections.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';

/**
 * Keeps the multi-wallet list and its persisted keys (SPEC section 3: connections, disconnected connector ids).
 * Whatever the connector (browser wallet, WalletConnect, embedded, Solana), a namespace that connects records its
 * connection, most recent first; a namespace's disconnect forgets it and remembers its connector as disconnected.
 * Watching the connection atoms keeps every connector's own code unaware of the list. Returns the unsubscribe.
 */
export function recordConnections(ctx: InstanceContext, namespaces: ChainNamespace[]): () => void {
  const { store, storage } = ctx;
  if (store.get(walletConnectionsAtom).length === 0) store.set(walletConnectionsAtom, storage.get(STORAGE_KEYS.connections) ?? []);

  function describeConnection(
    namespace: ChainNamespace,
    current: NamespaceConnection & { connectorId: string; address: string },
  ): WalletConnection {
    // Set just before the connection atom: while a wallet replaces another, the info may already be the new one's.
    const shown = store.get(walletInfoAtom(namespace));
    const info = shown?.id === current.connectorId ? shown : undefined;
    const network = store.get(activeNetworkAtom);
    const user = current.connectorId === EMBEDDED_CONNECTOR_ID ? store.get(embeddedUserAtom) : null;
    const previous = store.get(walletConnectionsAtom).find((c) => isSameConnection(c, { namespace, connectorId: current.connectorId }));
    const caipNetworkId = network?.chainNamespace === namespace ? network.caipNetworkId : previous?.caipNetworkId;
    const authName = user?.email ?? user?.userName;
    return {
      namespace,
      connectorId: current.connectorId,
      name: info?.name ?? previous?.name ?? current.connectorId,
      ...(info?.icon ? { icon: info.icon } : {}),
      accounts: user && user.accounts.length > 0 ? user.accounts : [{ address: current.address }],
      ...(caipNetworkId ? { caipNetworkId } : {}),
      ...(user ? { auth: { name: authName ?? info?.name ?? 'Email' } } : {}),
    };
  }

  function record(namespace: ChainNamespace, current: NamespaceConnection & { connectorId: string; address: string }) {
    const connection = describeConnection(namespace, current);
    const list = store.get(walletConnectionsAtom);
    if (JSON.stringify(list[0]) === JSON.stringify(connection)) return;
    saveConnections(ctx, [connection, ...list.filter((c) => !isSameConnection(c, connection))]);
    markDisconnected(ctx, connection.connectorId, false);
  }

  const unsubscribes = namespaces.flatMap((namespace) => {
    let last = store.get(connectionAtom(namespace));
    const onChange = () => {
      const current = store.get(connectionAtom(namespace));
      const { connectorId, address } = current;
      if (current.status === 'connected' && connectorId && address) record(namespace, { ...current, connectorId, address });
      // Connected, then disconnected: the visitor (or the wallet) ended it. A failed reconnect never was connected.
      else if (current.status === 'disconnected' && last.status === 'connected' && last.connectorId)
        forgetConnection(ctx, { namespace, connectorId: last.connectorId });
      last = current;
    };
    onChange();
    return [store.sub(connectionAtom(namespace), onChange), store.sub(walletInfoAtom(namespace), onChange)];
  });
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

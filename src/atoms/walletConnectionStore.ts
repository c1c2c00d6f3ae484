import type { ChainNamespace } from '../core/caip.ts';
import { STORAGE_KEYS } from '../core/storage/keys.ts';
import type { InstanceContext } from './context.ts';
import { isSameConnection, type WalletConnection, walletConnectionsAtom } from './walletConnections.ts';

type Ctx = Pick<InstanceContext, 'store' | 'storage'>;

/** The multi-wallet list in the store and under the SPEC's connections key. */
export function saveConnections({ store, storage }: Ctx, list: WalletConnection[]) {
  store.set(walletConnectionsAtom, list);
  storage.set(STORAGE_KEYS.connections, list);
}

/** Records (or clears) a connector in the SPEC's disconnected connector ids. */
export function markDisconnected({ storage }: Ctx, connectorId: string, disconnected: boolean) {
  const ids = (storage.get(STORAGE_KEYS.disconnectedConnectorIds) ?? []).filter((id) => id !== connectorId);
  storage.set(STORAGE_KEYS.disconnectedConnectorIds, disconnected ? [...ids, connectorId] : ids);
}

/** A connection leaves the list, and its connector is remembered as disconnected. */
export function forgetConnection(ctx: Ctx, connection: { namespace: ChainNamespace; connectorId: string }) {
  saveConnections(
    ctx,
    ctx.store.get(walletConnectionsAtom).filter((c) => !isSameConnection(c, connection)),
  );
  markDisconnected(ctx, connection.connectorId, true);
}

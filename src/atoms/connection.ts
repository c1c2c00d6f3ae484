import { atom } from 'jotai/vanilla';
import { atomFamily } from './family.ts';
import type { CaipAddress, ChainNamespace } from '../core/caip.ts';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
/** The status hosts see (getState, hooks): `reconnecting` while a stored connection is being restored. */
/** `reconnecting`: a stored connection is being restored after a reload. */
export type PublicConnectionStatus = ConnectionStatus | 'reconnecting';

/** The connection of one chain namespace (SPEC section 4: status is tracked per namespace). */
export type NamespaceConnection = {
  status: ConnectionStatus;
  connectorId?: string;
  address?: string;
  caipAddress?: CaipAddress;
  /** Set while a stored connection is being restored after a reload (status connecting, as the SPEC starts it). */
  restoring?: true;
};

/** What hosts see of a namespace's status: a silent restore is `reconnecting`, not a visitor's `connecting`. */
export function publicStatusOf(connection: NamespaceConnection): PublicConnectionStatus {
  return connection.status === 'connecting' && connection.restoring ? 'reconnecting' : connection.status;
}

/**
 * The status a namespace starts in: connecting when a prior connection exists and reconnect is on,
 * otherwise disconnected (forced when reconnect is off).
 */
export function initialConnectionStatus(input: { hasPriorConnection: boolean; reconnect: boolean }): ConnectionStatus {
  return input.reconnect && input.hasPriorConnection ? 'connecting' : 'disconnected';
}

export const connectionAtom = atomFamily((_namespace: ChainNamespace) => atom<NamespaceConnection>({ status: 'disconnected' }));

/** The namespace the modal shows (set by network choice or by the last connection). */
export const activeNamespaceAtom = atom<ChainNamespace>('eip155');

export const activeConnectionAtom = atom((get) => get(connectionAtom(get(activeNamespaceAtom))));
export const isConnectedAtom = atom((get) => {
  const connection = get(activeConnectionAtom);
  return connection.status === 'connected' && Boolean(connection.address);
});

import { atom } from 'jotai/vanilla';
import type { ChainNamespace } from '../core/caip.ts';
import { activeNamespaceAtom, connectionAtom } from './connection.ts';
import { embeddedUserAtom } from './embedded.ts';
import { featuresAtom } from './features.ts';

/**
 * One wallet connection of a namespace (SPEC section 3, the wallet-connection form): its connector, accounts and
 * network, and the wallet's name and icon to list it by.
 */
export type WalletConnection = {
  namespace: ChainNamespace;
  connectorId: string;
  name: string;
  icon?: string;
  accounts: { address: string; type?: 'eoa' | 'smartAccount' }[];
  caipNetworkId?: string;
  /** The embedded wallet's login (e-mail or user name). */
  auth?: { name: string };
};

/**
 * Where a connection stands (SPEC section 4, switching): the namespace's current one is active; connected ones keep
 * a live session in this page (switching reconnects silently); disconnected ones need their login flow again.
 */
export type WalletConnectionStatus = 'active' | 'connected' | 'disconnected';
/** One wallet connection (SPEC section 3's wallet-connection form) and where it stands (SPEC section 4). */
export type ListedConnection = WalletConnection & {
  /** `active`: the namespace's current one; `connected`: switching reconnects silently; `disconnected`: its login flow. */
  status: WalletConnectionStatus;
};

/** A connection as `switchConnection` and `deleteConnection` take it (the namespace defaults to the active one). */
export type ConnectionInput = { connectorId: string; namespace?: ChainNamespace; status?: string };

/** Every connection made, most recent first; persisted under the SPEC's connections key by the connect actions. */
export const walletConnectionsAtom = atom<WalletConnection[]>([]);

/** `namespace:connectorId` of the sessions kept alive while another wallet of their namespace is active. */
export const parkedConnectorsAtom = atom<ReadonlySet<string>>(new Set<string>());
export const connectorKey = (namespace: ChainNamespace, connectorId: string) => `${namespace}:${connectorId}`;

export const isSameConnection = (
  a: Pick<WalletConnection, 'namespace' | 'connectorId'>,
  b: Pick<WalletConnection, 'namespace' | 'connectorId'>,
) => a.namespace === b.namespace && a.connectorId === b.connectorId;

/** Every connection with its status, the active namespace's first; empty while the multiWallet feature is off. */
export const listedConnectionsAtom = atom<ListedConnection[]>((get) => {
  if (!get(featuresAtom).multiWallet) return [];
  const parked = get(parkedConnectorsAtom);
  const activeNamespace = get(activeNamespaceAtom);
  const listed = get(walletConnectionsAtom).map((connection): ListedConnection => {
    const current = get(connectionAtom(connection.namespace));
    const active = current.status === 'connected' && current.connectorId === connection.connectorId;
    // The embedded wallet's session lives in the secure frame: live while the frame has a user.
    const live = parked.has(connectorKey(connection.namespace, connection.connectorId)) || (connection.auth && get(embeddedUserAtom));
    return { ...connection, status: active ? 'active' : live ? 'connected' : 'disconnected' };
  });
  return listed.sort((a, b) => Number(b.namespace === activeNamespace) - Number(a.namespace === activeNamespace));
});

/** What the ProfileWallets view asks of its instance (the instance API's multi-wallet methods). */
export type MultiWalletServices = {
  switchConnection(connection: ListedConnection): Promise<void>;
  deleteConnection(connection: ListedConnection): Promise<void>;
};

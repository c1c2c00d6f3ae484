import * as z from 'zod/mini';
import { showDebugAlert } from '../../atoms/debugAlert.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { featuresAtom } from '../../atoms/features.ts';
import { forgetConnection } from '../../atoms/walletConnectionStore.ts';
import { type ConnectionInput, isSameConnection, type ListedConnection, listedConnectionsAtom } from '../../atoms/walletConnections.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import type { Expect, SameType } from '../../core/sameType.ts';
import { InvalidConnectionStatusError } from '../../core/errors/wallet.ts';
import { connectorIdKey, namespaceSchema } from '../../core/storage/startupKeys.ts';
import { type MultiWalletHook, multiWalletNotEnabled } from './alerts.ts';

/** What the multi-wallet actions need of the connect actions (wallet actions chunk) and the embedded wallet. */
export type WalletsDeps = {
  connect(): Promise<{
    resumeConnection(namespace: ChainNamespace, connectorId: string): Promise<boolean>;
    endConnection(namespace: ChainNamespace, connectorId: string): Promise<void>;
    parkActive(namespace: ChainNamespace): void;
    loginAgain(connectorId: string): Promise<void>;
    disconnect(options: { namespace: ChainNamespace; closeModal: boolean }): Promise<void>;
  }>;
  /** The embedded wallet's start-up check: restores its session from the secure frame when it still has one. */
  syncEmbedded(): Promise<void>;
  signOutEmbedded(): Promise<void>;
};

/** A connection as a host (or the view) names it: the SPEC's connection form; the status is ours to know. */
const connectionInputSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  namespace: z.optional(namespaceSchema),
  status: z.optional(z.string()),
});
export type ConnectionInputSchemaIsPublic = Expect<SameType<z.input<typeof connectionInputSchema>, ConnectionInput>>;

/**
 * Multi-wallet (SPEC sections 4 and 6): list every connection, switch to one, delete one. With the multiWallet
 * feature off, each shows the info alert 'Multi-Wallet Not Enabled' and lists nothing.
 */
export function createWalletsActions(ctx: InstanceContext, deps: WalletsDeps) {
  const { store } = ctx;

  /** With the flag off, the SPEC's alert: its variant names the hook that asked (SPEC section 8). */
  function enabled(hook?: MultiWalletHook): boolean {
    if (store.get(featuresAtom).multiWallet) return true;
    showDebugAlert(ctx, multiWalletNotEnabled(hook));
    return false;
  }

  function getConnections(namespace?: ChainNamespace, hook?: MultiWalletHook): ListedConnection[] {
    if (!enabled(hook)) return [];
    const listed = store.get(listedConnectionsAtom);
    return namespace ? listed.filter((c) => c.namespace === namespace) : listed;
  }

  /** The listed connection the input names (its namespace defaults to the active one), and the status to act on. */
  function resolve(input: ConnectionInput) {
    const parsed = z.parse(connectionInputSchema, input);
    const named = { connectorId: parsed.connectorId, namespace: parsed.namespace ?? store.get(activeNamespaceAtom) };
    const listed = store.get(listedConnectionsAtom).find((c) => isSameConnection(c, named));
    return { connection: listed ?? named, status: listed?.status ?? parsed.status };
  }

  /** Active: nothing to do; connected: reconnects silently (its login flow if the wallet no longer grants it); disconnected: its login flow. */
  async function switchConnection(input: ConnectionInput): Promise<void> {
    if (!enabled()) return;
    const { connection, status } = resolve(input);
    const { namespace, connectorId } = connection;
    switch (status) {
      case 'active':
        return;
      case 'connected': {
        if (await resume(namespace, connectorId)) return ctx.track('SWITCH_WALLET', { namespace, connectorId });
        return (await deps.connect()).loginAgain(connectorId);
      }
      case 'disconnected':
        return (await deps.connect()).loginAgain(connectorId);
      default:
        throw new InvalidConnectionStatusError({ details: `status ${String(status)} of ${connectorId}` });
    }
  }

  async function resume(namespace: ChainNamespace, connectorId: string): Promise<boolean> {
    const connect = await deps.connect();
    if (connectorId !== EMBEDDED_CONNECTOR_ID) return connect.resumeConnection(namespace, connectorId);
    // The embedded wallet's session is the secure frame's: the live external one is parked, then the frame is asked.
    connect.parkActive(namespace);
    ctx.storage.set(connectorIdKey(namespace), connectorId);
    await deps.syncEmbedded();
    return store.get(connectionAtom(namespace)).connectorId === connectorId;
  }

  /** Disconnects that connection only: the active one as a namespace's disconnect, another by ending its session. */
  async function deleteConnection(input: ConnectionInput): Promise<void> {
    if (!enabled()) return;
    const { connection, status } = resolve(input);
    const { namespace, connectorId } = connection;
    if (status === 'active') {
      // The namespace disconnects (the modal stays); the list forgets the connection as it goes.
      return (await deps.connect()).disconnect({ namespace, closeModal: false });
    }
    if (connectorId === EMBEDDED_CONNECTOR_ID) await deps.signOutEmbedded();
    else await (await deps.connect()).endConnection(namespace, connectorId);
    forgetConnection(ctx, { namespace, connectorId });
    ctx.track('DISCONNECT_SUCCESS', { namespace, connectorId });
  }

  /**
   * A switch or a deletion as `useAppKitConnection` reports it: the connection asked for, the namespace's address
   * afterwards, and whether the wallet or the account changed.
   */
  async function changeConnection(input: ConnectionInput & { namespace: ChainNamespace }, deleting = false) {
    const { namespace, connectorId } = input;
    const before = store.get(connectionAtom(namespace));
    await (deleting ? deleteConnection(input) : switchConnection(input));
    const address = store.get(connectionAtom(namespace)).address;
    return {
      namespace,
      connectorId,
      address,
      hasSwitchedWallet: !deleting && connectorId !== before.connectorId,
      hasSwitchedAccount: !deleting && address !== before.address,
      hasDeletedWallet: deleting,
    };
  }

  /** Calls `listener` with the connections (of `namespace`) whenever they change; returns the unsubscribe. */
  function watchConnections(namespace: ChainNamespace | undefined, listener: (connections: ListedConnection[]) => void) {
    const select = () => store.get(listedConnectionsAtom).filter((c) => !namespace || c.namespace === namespace);
    return store.sub(listedConnectionsAtom, () => listener(select()));
  }

  return { getConnections, switchConnection, deleteConnection, changeConnection, watchConnections };
}

export type WalletsActions = ReturnType<typeof createWalletsActions>;

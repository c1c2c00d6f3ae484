import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { initialRouterState, routerAtom } from '../../atoms/router.ts';
import { sessionEndedAtom } from '../../atoms/sessionEnded.ts';
import { resetNamespaceState } from '../../atoms/namespaceReset.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { TIME } from '../../core/constants.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { EmbeddedConnection } from './connection.ts';
import type { FrameSession } from './frameSession.ts';
import { clearLoginCache } from './loginCache.ts';
import { EMBEDDED_MESSAGES } from './messages.ts';
import type { EmbeddedRpc } from './provider.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The embedded wallet's life around its logins (SPEC section 4): the start-up sync, sign-out bounded by a
 * 3 s wait, and following the active EVM network.
 */
export function createEmbeddedLifecycle(
  ctx: InstanceContext,
  session: FrameSession,
  connection: EmbeddedConnection,
  rpc: EmbeddedRpc,
  onConnected: () => void,
) {
  const { store, storage, options } = ctx;
  const { guard, messenger } = session;

  /**
   * GET_CHAIN_ID: on a page where the visitor never chose a network, the restored embedded wallet comes back on the
   * chain it was last used on, when the host requested it; a chosen network stays, and GET_USER moves the frame to it.
   */
  async function adoptFrameChain() {
    if (storage.get(STORAGE_KEYS.activeNetworkId) !== undefined) return;
    const { chainId } = await guard(messenger().request('@w3m-app/GET_CHAIN_ID'));
    const network = store.get(networksAtom).find((n) => n.chainNamespace === 'eip155' && String(n.id) === String(chainId));
    if (network) setActiveNetwork(ctx, network);
  }

  /** Embedded-wallet sync at start-up (SPEC section 4). */
  async function sync(): Promise<void> {
    const stored = session.namespacesServed().filter((ns) => storage.get(connectorIdKey(ns)) === EMBEDDED_CONNECTOR_ID);
    const used = storage.get(STORAGE_KEYS.emailLoginUsed) === true;
    if (!used && stored.length === 0) return;
    const targets = stored.length > 0 ? stored : (['eip155'] as ChainNamespace[]);
    if (options.enableReconnect)
      for (const ns of targets)
        store.set(connectionAtom(ns), { status: 'connecting', connectorId: EMBEDDED_CONNECTOR_ID, restoring: true });
    try {
      const token = storage.get(STORAGE_KEYS.embeddedSessionToken);
      const { isConnected } = await guard(messenger().request('@w3m-app/IS_CONNECTED', token ? { token } : {}));
      if (!isConnected) throw new Error(EMBEDDED_MESSAGES.notConnected);
      if (!options.enableReconnect) return;
      await adoptFrameChain();
      const user = await connection.getUser();
      await connection.establish(user, {});
      onConnected();
    } catch (error) {
      ctx.debug('embedded wallet: not connected; login cache cleared', error);
      sessionGone(targets);
    }
  }

  /**
   * The session is gone (the connection check said no or failed; a request was answered 'Session expired'): the
   * embedded connection and its login cache are cleared, nothing else that is stored, and the Connect view asks the
   * visitor to sign in again, the e-mail filled in. An open modal shows it at once; a closed one stays closed.
   */
  function sessionGone(namespaces: ChainNamespace[]) {
    const email = storage.get(STORAGE_KEYS.email);
    clearLoginCache(storage);
    store.set(embeddedUserAtom, null);
    for (const ns of namespaces) resetNamespaceState(ctx, ns);
    // A second end (two requests answered 'Session expired') finds the cache already cleared: keep the e-mail the first read.
    store.set(sessionEndedAtom, (ended) => (email ? { email } : (ended ?? {})));
    if (store.get(modalOpenAtom)) store.set(routerAtom, initialRouterState('Connect'));
  }

  /** A request answered 'Session expired' mid-session: what waits is withdrawn and each namespace it served disconnects. */
  rpc.onSessionGone(() => {
    rpc.abortRpc(EMBEDDED_MESSAGES.notConnected);
    rpc.resetApprovals();
    for (const provider of rpc.providers()) provider.emit('accountsChanged', []);
    sessionGone(session.namespacesServed().filter((ns) => store.get(connectionAtom(ns)).connectorId === EMBEDDED_CONNECTOR_ID));
  });

  /** Sign out (SPEC section 4): login cache cleared, SIGN_OUT bounded by a 3 s wait. Never throws. */
  async function signOut(): Promise<void> {
    clearLoginCache(storage);
    rpc.abortRpc(EMBEDDED_MESSAGES.notConnected);
    rpc.resetApprovals();
    store.set(embeddedUserAtom, null);
    const frame = session.existingFrame();
    if (frame) {
      await Promise.race([
        frame.messenger.request('@w3m-app/SIGN_OUT').catch((error: unknown) => ctx.debug('embedded wallet: sign out failed', error)),
        sleep(TIME.disconnectWait),
      ]);
    }
    for (const provider of rpc.providers()) provider.emit('accountsChanged', []);
    // One login serves both namespaces: signing out disconnects each one it connected.
    for (const ns of session.namespacesServed())
      if (store.get(connectionAtom(ns)).connectorId === EMBEDDED_CONNECTOR_ID) resetNamespaceState(ctx, ns);
  }

  /** Whether the embedded wallet is connected on any namespace it serves (one login serves them all). */
  const loggedIn = () => session.namespacesServed().some((ns) => rpc.connectedAddress(ns) !== undefined);

  /**
   * The embedded wallet follows the active network (SPEC section 4, "Network switch": a namespace on which it is
   * supported gets it connected there, or its network switched). A new EVM chain: SWITCH_NETWORK, then the user on
   * it. A served namespace it is not connected on yet: the user from the frame connects it there.
   */
  let lastChain = session.evmChainId();
  const unsubscribeNetwork = store.sub(activeNetworkAtom, () => {
    const network = store.get(activeNetworkAtom);
    const chainId = session.evmChainId();
    const chainChanged = chainId !== undefined && chainId !== lastChain;
    if (chainId !== undefined) lastChain = chainId;
    const served = session.namespacesServed();
    const namespace = network?.chainNamespace;
    const notConnectedThere = namespace !== undefined && served.includes(namespace) && !rpc.connectedAddress(namespace);
    const frame = session.existingFrame();
    if (!frame || !loggedIn() || !(chainChanged || notConnectedThere)) return;
    void (async () => {
      try {
        if (chainId !== undefined && chainChanged) {
          await guard(frame.messenger.request('@w3m-app/SWITCH_NETWORK', { chainId }));
          storage.set(STORAGE_KEYS.lastUsedChainId, chainId);
        }
        await connection.establish(await connection.getUser(), { keepNetwork: true });
        if (chainChanged) rpc.providerFor('eip155').emit('chainChanged', `0x${chainId!.toString(16)}`);
      } catch (error) {
        ctx.debug('embedded wallet: switch network failed', error);
      }
    })();
  });

  return { sync, signOut, destroy: unsubscribeNetwork };
}

import type { InstanceContext } from '../../atoms/context.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import type { WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectConfig, walletConnectConfig } from '../../chains/connectors/walletconnectConfig.ts';
import { restoreConnection } from '../../chains/eip155/adapter.ts';
import { ConnectorAccountNotFoundError } from '../../core/errors/connection.ts';
import { ConnectError } from '../../core/errors/wallet.ts';
import type { ConnectedWallet, Connections } from './connection.ts';
import { WALLET_ANSWER_LIMIT_MS, withWalletAnswers } from './walletAnswers.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { activeNamespaceAtom } from '../../atoms/connection.ts';
import { networksAtom } from '../../atoms/network.ts';
import type { SessionNamespace as LinkedNamespace } from './namespaceConnection.ts';
import type { SessionLink } from './sessionLink.ts';

export type WalletConnectSessionDeps = {
  establish: Connections['establish'];
  /** The wallet ended the session (or left the namespace no account): the namespace disconnects. */
  onGone(namespace: LinkedNamespace): void;
  /** The stored session (tests pass a fake; default: the provider's own storage, through the lazy connector). */
  restoreSession?: (config: WalletConnectConfig) => Promise<WalletConnectSession | undefined>;
};

/** The connector rides in the lazy `airlock-walletconnect` chunk with universal-provider: fetched only after a reload with a stored session. */
const restoreStoredSession = (config: WalletConnectConfig) =>
  import(/* webpackChunkName: "airlock-walletconnect" */ '../../chains/connectors/walletconnect.ts').then((m) => m.restoreSession(config));
/** The Solana side rides in the same chunk: fetched only for a session that grants a Solana account. */
const loadSolanaLink = () =>
  import(/* webpackChunkName: "airlock-walletconnect" */ './walletConnectSolana.ts').then((m) => m.createSolanaSessionLink);
/** The Bitcoin side rides in the Bitcoin chunk (with its address and PSBT code), which a host with a bip122 network loads anyway. */
const loadBitcoinLink = () =>
  import(/* webpackChunkName: "airlock-bitcoin" */ './walletConnectBitcoin.ts').then((m) => m.createBitcoinSessionLink);
const LINK_LOADERS: Record<LinkedNamespace, () => Promise<(ctx: InstanceContext, onGone: () => void) => SessionLink>> = {
  solana: loadSolanaLink,
  bip122: loadBitcoinLink,
};

type SessionNamespace = 'eip155' | LinkedNamespace;

/**
 * A WalletConnect session as the connections of the namespaces it grants: on eip155 the approved session's provider
 * (universal-provider, EIP-1193) becomes the wallet's provider, like a browser wallet's; on solana and bip122 a
 * provider that carries the namespace's requests over the same session. After a reload the provider's stored session is restored without a
 * QR code; ending it ends the session on the relay.
 */
export function createWalletConnectSessions(ctx: InstanceContext, deps: WalletConnectSessionDeps) {
  const restore = deps.restoreSession ?? restoreStoredSession;

  /** The session's provider behind the answers guard: a silent wallet is said (WalletLate) and its request ends at the limit. */
  const answering = (session: WalletConnectSession) =>
    withWalletAnswers(session.provider, {
      walletName: session.peer.name,
      limitMs: ctx.options._testTimeouts?.iframeRequest ?? WALLET_ANSWER_LIMIT_MS,
      onLate: (wait) => ctx.store.set(walletWaitAtom, wait),
      onSettled: (wait) => ctx.store.set(walletWaitAtom, (current) => (current === wait ? undefined : current)),
    });

  function walletOf(session: WalletConnectSession): ConnectedWallet {
    return {
      connectorId: WALLETCONNECT_CONNECTOR_ID,
      name: session.peer.name,
      ...(session.peer.icon ? { icon: session.peer.icon } : {}),
      provider: answering(session),
      end: () =>
        session.end().catch((error: unknown) => {
          // The wallet's copy then lapses on its own; this side forgets the session all the same.
          ctx.debug('WalletConnect session not ended on the relay', error);
        }),
      goneWithoutAccounts: false,
    };
  }

  /** The solana and bip122 namespaces' links to the session (lazy: each created for the first session that grants its account). */
  const links: Partial<Record<LinkedNamespace, Promise<SessionLink>>> = {};
  const linkOf = (namespace: LinkedNamespace) =>
    (links[namespace] ??= LINK_LOADERS[namespace]().then(
      (create) => create(ctx, () => deps.onGone(namespace)),
      (error: unknown) => {
        delete links[namespace];
        throw error;
      },
    ));
  const grants = (session: WalletConnectSession, namespace: SessionNamespace) =>
    session.granted[namespace].accounts.length > 0 &&
    (namespace === 'eip155' || ctx.store.get(networksAtom).some((n) => n.chainNamespace === namespace));

  /**
   * The session's eip155 account and chain (answered by the provider from the session, no round trip), then the
   * connection; `activate` makes the wallet's EVM chain the active network.
   */
  async function adoptEip155(session: WalletConnectSession, activate: boolean) {
    const account = await restoreConnection(session.provider);
    if (!account) throw new ConnectError({ cause: new ConnectorAccountNotFoundError({ connector: WALLETCONNECT_CONNECTOR_ID }) });
    deps.establish(walletOf(session), account, { activate });
  }

  /** Solana's and Bitcoin's requests go through the same guard as the EVM ones. */
  const adoptLinked = async (namespace: LinkedNamespace, session: WalletConnectSession, activate: boolean) =>
    (await linkOf(namespace)).adopt({ ...session, provider: answering(session) }, activate);

  /**
   * An approved pairing: every namespace it grants is connected, tracked, and the modal closes (unless the chain is
   * unsupported: that view stays). A visitor on a Solana or Bitcoin network stays there; else the wallet's EVM chain
   * is active (without eip155, the first other namespace granted).
   */
  async function connect(session: WalletConnectSession): Promise<void> {
    const active = ctx.store.get(activeNamespaceAtom);
    const linked = (['solana', 'bip122'] as const).filter((namespace) => grants(session, namespace));
    const withEip155 = grants(session, 'eip155');
    if (!withEip155 && linked.length === 0) throw new ConnectError({ details: 'the session grants no account on these networks' });
    const staysOnLinked = linked.includes(active as LinkedNamespace);
    if (withEip155) await adoptEip155(session, !staysOnLinked);
    for (const namespace of linked) {
      const activate = active === namespace || (!withEip155 && !staysOnLinked && namespace === linked[0]);
      await adoptLinked(namespace, session, activate);
    }
    ctx.track('CONNECT_SUCCESS', { method: 'qrcode', name: session.peer.name });
    if (currentRoute(ctx.store.get(routerAtom)).view !== 'UnsupportedChain') ctx.close();
  }

  /**
   * After a reload: the namespace's account from the provider's stored session, or an error when it is gone (the
   * caller clears the namespace). The stored active network stays: solana and bip122 never activate here, eip155
   * only with `activate` (the caller's choice: the visitor was not on another namespace that comes back).
   */
  async function reconnect(namespace: SessionNamespace = 'eip155', options = { activate: true }): Promise<void> {
    const session = await restore(walletConnectConfig(ctx.store.get(optionsAtom) ?? ctx.options));
    if (!session || !grants(session, namespace)) throw new ConnectError({ details: `the WalletConnect session is gone on ${namespace}` });
    if (namespace === 'eip155') return adoptEip155(session, options.activate);
    await adoptLinked(namespace, session, false);
  }

  return {
    connect,
    reconnect,
    /** Stops listening to the namespace's account (its namespace is cleared by the caller). */
    forget: (namespace: LinkedNamespace) => void links[namespace]?.then((link) => link.forget()),
    /** Ends the session the namespace is connected through, on the relay (best effort). */
    end: async (namespace: LinkedNamespace) => (await links[namespace])?.end(),
  };
}

export type WalletConnectSessions = ReturnType<typeof createWalletConnectSessions>;

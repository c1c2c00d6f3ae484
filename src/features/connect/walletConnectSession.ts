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

export type WalletConnectSessionDeps = {
  establish: Connections['establish'];
  /** The stored session (tests pass a fake; default: the provider's own storage, through the lazy connector). */
  restoreSession?: (config: WalletConnectConfig) => Promise<WalletConnectSession | undefined>;
};

/** The connector rides in the lazy `airlock-walletconnect` chunk with universal-provider: fetched only after a reload with a stored session. */
const restoreStoredSession = (config: WalletConnectConfig) =>
  import(/* webpackChunkName: "airlock-walletconnect" */ '../../chains/connectors/walletconnect.ts').then((m) => m.restoreSession(config));

/**
 * A WalletConnect session as the eip155 connection: the approved session's provider (universal-provider,
 * EIP-1193) becomes the wallet's provider, like a browser wallet's; after a reload the provider's stored
 * session is restored without a QR code; ending it ends the session on the relay.
 */
export function createWalletConnectSessions(ctx: InstanceContext, deps: WalletConnectSessionDeps) {
  const restore = deps.restoreSession ?? restoreStoredSession;

  function walletOf(session: WalletConnectSession): ConnectedWallet {
    return {
      connectorId: WALLETCONNECT_CONNECTOR_ID,
      name: session.peer.name,
      ...(session.peer.icon ? { icon: session.peer.icon } : {}),
      provider: withWalletAnswers(session.provider, {
        walletName: session.peer.name,
        limitMs: ctx.options._testTimeouts?.iframeRequest ?? WALLET_ANSWER_LIMIT_MS,
        onLate: (wait) => ctx.store.set(walletWaitAtom, wait),
        onSettled: (wait) => ctx.store.set(walletWaitAtom, (current) => (current === wait ? undefined : current)),
      }),
      end: () =>
        session.end().catch((error: unknown) => {
          // The wallet's copy then lapses on its own; this side forgets the session all the same.
          ctx.debug('WalletConnect session not ended on the relay', error);
        }),
      goneWithoutAccounts: false,
    };
  }

  /** The session's account and chain (answered by the provider from the session, no round trip), then the connection. */
  async function adopt(session: WalletConnectSession) {
    const account = await restoreConnection(session.provider);
    if (!account) throw new ConnectError({ cause: new ConnectorAccountNotFoundError({ connector: WALLETCONNECT_CONNECTOR_ID }) });
    deps.establish(walletOf(session), account);
  }

  /** An approved pairing: connected, tracked, and the modal closes (unless the chain is unsupported: that view stays). */
  async function connect(session: WalletConnectSession): Promise<void> {
    await adopt(session);
    ctx.track('CONNECT_SUCCESS', { method: 'qrcode', name: session.peer.name });
    if (currentRoute(ctx.store.get(routerAtom)).view !== 'UnsupportedChain') ctx.close();
  }

  /** After a reload: the provider's stored session, or an error when it is gone (the caller clears the namespace). */
  async function reconnect(): Promise<void> {
    const session = await restore(walletConnectConfig(ctx.store.get(optionsAtom) ?? ctx.options));
    if (!session) throw new ConnectError({ details: 'the WalletConnect session is gone' });
    await adopt(session);
  }

  return { connect, reconnect };
}

import type { InstanceContext } from '../../atoms/context.ts';
import type { WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { WALLETCONNECT_CONNECTOR_ID } from '../../chains/connectors/walletconnectConfig.ts';
import { ConnectorAccountNotFoundError } from '../../core/errors/connection.ts';
import { ConnectError } from '../../core/errors/wallet.ts';

/** Adopts a session's account of one namespace; what stops listening to it, or undefined when it grants none. */
export type AdoptAccount = (
  session: WalletConnectSession,
  activate: boolean,
) => Promise<(() => void) | undefined> | (() => void) | undefined;

/**
 * A namespace's link to a WalletConnect session (solana, bip122): adopting the account it grants (replacing any
 * earlier one), forgetting it, and ending the session it came through.
 */
export function createSessionLink(ctx: InstanceContext, adoptAccount: AdoptAccount) {
  let live: { session: WalletConnectSession; unwatch: () => void } | undefined;

  function forget() {
    live?.unwatch();
    live = undefined;
  }

  return {
    async adopt(session: WalletConnectSession, activate: boolean) {
      forget();
      const unwatch = await adoptAccount(session, activate);
      if (!unwatch) throw new ConnectError({ cause: new ConnectorAccountNotFoundError({ connector: WALLETCONNECT_CONNECTOR_ID }) });
      live = { session, unwatch };
    },
    forget,
    /** Ends the session on the relay (best effort) and stops listening. */
    async end() {
      const current = live;
      forget();
      await current?.session.end().catch((error: unknown) => ctx.debug('WalletConnect session not ended on the relay', error));
    },
  };
}

export type SessionLink = ReturnType<typeof createSessionLink>;

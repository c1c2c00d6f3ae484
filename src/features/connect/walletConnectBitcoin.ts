import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import type { BitcoinSession } from '../../chains/bitcoin/wallet.ts';
import type { WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import {
  ADDRESSES_CHANGED_EVENT,
  bitcoinSessionAddresses,
  bitcoinSessionOf,
  createWalletConnectBitcoinProvider,
  parseListedAddresses,
  requestAccountAddresses,
} from '../../chains/connectors/walletconnectBitcoin.ts';
import { WALLETCONNECT_CONNECTOR_ID } from '../../chains/connectors/walletconnectConfig.ts';
import { createSessionLink } from './sessionLink.ts';
import { moveNamespaceAccount, recordNamespaceConnection, targetNetworkOf } from './namespaceConnection.ts';

/** How long a connection waits for the wallet to list its addresses before it types the session's own. */
export const ACCOUNT_ADDRESSES_WAIT_MS = 10_000;

/**
 * The Bitcoin account a WalletConnect session grants, as the bip122 connection: the payment address is the
 * connection's, the payment and ordinal accounts its allAccounts (SPEC section 3), and the provider carries Bitcoin
 * requests over the session. A fresh connection asks the wallet for its addresses (`getAccountAddresses`: which
 * is payment, which ordinal) before it is recorded; a reconnect records the session's own at once (the wallet may
 * be away) and asks afterwards. Rides in the lazy `airlock-bitcoin` chunk. Returns what stops listening, or
 * undefined when the session grants no payment account on the host's Bitcoin network.
 */
export async function adoptBitcoinAccount(
  ctx: InstanceContext,
  session: WalletConnectSession,
  options: { activate: boolean; onGone: () => void; waitMs?: number },
): Promise<(() => void) | undefined> {
  const chain = targetNetworkOf(ctx.store, 'bip122')?.caipNetworkId;
  if (!chain) return undefined;
  const granted = bitcoinSessionAddresses(session.granted.bip122.accounts, chain);
  const [first] = granted;
  if (!first) return undefined;
  const { methods } = session.granted.bip122;
  const listAddresses = () =>
    requestAccountAddresses(session.provider, chain, first, methods).catch((error: unknown) => {
      ctx.debug('getAccountAddresses failed: the session accounts are typed by their form', error);
      return undefined;
    });

  const listed = options.activate ? await withinMs(listAddresses(), options.waitMs ?? ACCOUNT_ADDRESSES_WAIT_MS) : undefined;
  const typed = bitcoinSessionOf(listed ?? [], granted, chain);
  if (!typed) return undefined;
  const provider = createWalletConnectBitcoinProvider({
    provider: session.provider,
    chain,
    session: typed,
    methods,
    wallet: session.peer,
  });

  /** A new list of addresses from the wallet: the accounts and the connection follow, or it ends without a payment one. */
  const follow = (next: BitcoinSession | undefined) => {
    if (!next) return options.onGone();
    provider.setSession(next);
    ctx.store.set(allAccountsAtom('bip122'), next.accounts);
    moveNamespaceAccount(ctx, 'bip122', next.address);
  };
  const onAddresses = (data: unknown) => {
    const list = parseListedAddresses(data);
    if (list) follow(bitcoinSessionOf(list, [], chain));
  };

  ctx.store.set(allAccountsAtom('bip122'), typed.accounts);
  recordNamespaceConnection(
    ctx,
    'bip122',
    { id: WALLETCONNECT_CONNECTOR_ID, name: session.peer.name, ...(session.peer.icon ? { icon: session.peer.icon } : {}) },
    provider,
    typed.address,
    { activate: options.activate },
  );
  let listening = true;
  if (!options.activate)
    void listAddresses().then((list) => {
      if (listening && list) follow(bitcoinSessionOf(list, granted, chain));
    });
  session.provider.on('disconnect', options.onGone);
  session.provider.on(ADDRESSES_CHANGED_EVENT, onAddresses);
  return () => {
    listening = false;
    session.provider.removeListener('disconnect', options.onGone);
    session.provider.removeListener(ADDRESSES_CHANGED_EVENT, onAddresses);
  };
}

/** The promise's value, or undefined once `ms` passed without one. */
function withinMs<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The bip122 namespace's link to a WalletConnect session. */
export function createBitcoinSessionLink(ctx: InstanceContext, onGone: () => void) {
  return createSessionLink(ctx, (session, activate) => adoptBitcoinAccount(ctx, session, { activate, onGone }));
}

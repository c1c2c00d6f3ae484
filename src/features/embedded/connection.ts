import * as z from 'zod/mini';
import { identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { allAccountsAtom, type TypedAccount } from '../../atoms/bitcoin.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { type EmbeddedUser, emailLoginAtom, embeddedUserAtom } from '../../atoms/embedded.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { sessionEndedAtom } from '../../atoms/sessionEnded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { isSolanaAddress } from '../../chains/solana/address.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import type { User } from '../../core/frame/messages.ts';
import { rpcResultOf } from '../../core/frame/rpc.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import { chooseAccountType } from './accountType.ts';
import type { FrameSession } from './frameSession.ts';
import type { EmbeddedRpc } from './provider.ts';

const ACCOUNT_TYPES = new Set(['eoa', 'smartAccount']);

/**
 * The embedded wallet's connection (SPEC section 4, "Embedded-wallet connect success"): the user from the
 * frame becomes the connected account of each namespace it serves, with the login cache written.
 */
export function createEmbeddedConnection(ctx: InstanceContext, session: FrameSession, rpc: EmbeddedRpc) {
  const { store, storage } = ctx;

  /** A namespace connected to the embedded wallet: atoms, provider, connector id and connected namespaces stored. */
  function connectNamespace(namespace: ChainNamespace, address: string, caipNetworkId: string, name: string) {
    store.set(connectionAtom(namespace), {
      status: 'connected',
      connectorId: EMBEDDED_CONNECTOR_ID,
      address,
      caipAddress: `${caipNetworkId}:${address}` as `${string}:${string}:${string}`,
    });
    store.set(walletInfoAtom(namespace), { name, id: EMBEDDED_CONNECTOR_ID, rdns: EMBEDDED_CONNECTOR_ID });
    store.set(walletProviderAtom(namespace), rpc.providerFor(namespace));
    storage.set(connectorIdKey(namespace), EMBEDDED_CONNECTOR_ID);
    storage.set(STORAGE_KEYS.connectionStatus, 'connected');
    storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), namespace])]);
  }

  /**
   * Connect success (SPEC section 4): address set, user merged, account type chosen, login cache written. A login
   * makes the EVM network active; `keepNetwork` (the wallet following a network switch) leaves the active one.
   */
  function establish(user: User, via: { email?: string; social?: string; keepNetwork?: boolean }) {
    const listed = (user.accounts ?? []).filter((a) => ACCOUNT_TYPES.has(a.type));
    const smartAccount = listed.find((a) => a.type === 'smartAccount');
    // Provider preference, else stored, else default; a smart account only where the network offers one.
    const { effective } = chooseAccountType({
      provider: user.preferredAccountType,
      stored: storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155,
      smartAccountAvailable: smartAccount !== undefined,
    });
    const eoa = listed.find((a) => a.type === 'eoa');
    const address = effective === 'smartAccount' ? smartAccount!.address : (eoa?.address ?? user.address);
    const previous = store.get(embeddedUserAtom);
    const merged: EmbeddedUser = {
      ...previous,
      email: user.email ?? via.email ?? previous?.email ?? null,
      userName: user.userName ?? previous?.userName ?? null,
      address,
      accounts: listed.length > 0 ? listed : [{ address, type: effective }],
      preferredAccountType: effective,
      smartAccountDeployed: user.smartAccountDeployed ?? false,
    };
    store.set(embeddedUserAtom, merged);
    store.set(sessionEndedAtom, null);
    const email = merged.email ?? undefined;
    if (email) storage.set(STORAGE_KEYS.email, email);
    storage.set(STORAGE_KEYS.emailLoginUsed, true);
    storage.remove(STORAGE_KEYS.lastEmailLoginTime);
    storage.set(STORAGE_KEYS.lastUsedChainId, user.chainId);

    const namespace: ChainNamespace = 'eip155';
    const before = store.get(connectionAtom(namespace)).address;
    const network = store.get(activeNetworkAtom);
    const caipNetworkId = network?.chainNamespace === namespace ? network.caipNetworkId : `eip155:${user.chainId}`;
    const name = email ?? merged.userName ?? via.social ?? 'Email';
    connectNamespace(namespace, address, caipNetworkId, name);
    if (!via.keepNetwork && store.get(activeNamespaceAtom) !== namespace && network) {
      const evm = store.get(networksAtom).find((n) => n.chainNamespace === namespace);
      if (evm) setActiveNetwork(ctx, evm);
    }
    if (effective === 'smartAccount') initSmartAccount(Number(user.chainId));
    if (before !== address) store.set(identityAtom, undefined);
    rpc.providerFor(namespace).emit('accountsChanged', [address]);
    void ctx.refreshAccount().catch(() => undefined);
    return Promise.all([connectSolana(name), connectBitcoin(name)]).then(() => undefined);
  }

  /**
   * The solana namespace: the same login's Solana user. The frame has one user per namespace (GET_USER with a solana
   * CAIP chain id, as AppKit's solana AuthProvider asks); its requests go through the same frame.
   */
  async function connectSolana(name: string): Promise<void> {
    const solana = store.get(networksAtom).find((n) => n.chainNamespace === 'solana');
    if (!solana) return;
    const active = store.get(activeNetworkAtom);
    const network = active?.chainNamespace === 'solana' ? active : solana;
    try {
      const user = await session.guard(session.messenger().request('@w3m-app/GET_USER', { chainId: network.caipNetworkId }));
      if (isSolanaAddress(user.address)) connectNamespace('solana', user.address, network.caipNetworkId, name);
      else ctx.debug('embedded wallet: the solana user has no solana address', user.address);
    } catch (error) {
      ctx.debug('embedded wallet: no solana user', error);
    }
  }

  /**
   * The bip122 namespace: the login's payment and ordinal accounts, asked with `getAccountAddresses` (WalletConnect's
   * bip122 method). Ours: only from a frame that announced the `bitcoin` extension (the real site has no Bitcoin).
   */
  async function connectBitcoin(name: string): Promise<void> {
    const bitcoin = store.get(networksAtom).find((n) => n.chainNamespace === 'bip122');
    if (!bitcoin || !session.offers('bitcoin')) return;
    const active = store.get(activeNetworkAtom);
    const network = active?.chainNamespace === 'bip122' ? active : bitcoin;
    try {
      const answer = await session.guard(
        session.messenger().request('@w3m-app/RPC_REQUEST', {
          method: 'getAccountAddresses',
          params: {},
          chainNamespace: 'bip122',
          chainId: network.caipNetworkId,
        }),
      );
      const accounts = bitcoinAccountsOf(rpcResultOf(answer));
      if (!accounts) return ctx.debug('embedded wallet: malformed Bitcoin accounts', answer);
      store.set(allAccountsAtom('bip122'), accounts);
      connectNamespace('bip122', accounts[0].address, network.caipNetworkId, name);
      rpc.providerFor('bip122').emit('accountsChanged', [accounts[0].address]);
    } catch (error) {
      ctx.debug('embedded wallet: no Bitcoin accounts', error);
    }
  }

  /** Networks on which the smart account was initialised this session. */
  const smartAccountReady = new Set<number>();

  /**
   * INIT_SMART_ACCOUNT on the first use of the smart account on a network: the frame prepares it there and says
   * whether it is deployed, which the account shows.
   */
  function initSmartAccount(chainId: number) {
    if (!Number.isInteger(chainId) || smartAccountReady.has(chainId)) return;
    smartAccountReady.add(chainId);
    void session
      .guard(session.messenger().request('@w3m-app/INIT_SMART_ACCOUNT'))
      .then(({ address, isDeployed }) => {
        const user = store.get(embeddedUserAtom);
        if (user && user.address.toLowerCase() === address.toLowerCase())
          store.set(embeddedUserAtom, { ...user, smartAccountDeployed: isDeployed });
      })
      .catch((error: unknown) => {
        smartAccountReady.delete(chainId);
        ctx.debug('embedded wallet: smart account not initialised', error);
      });
  }

  /** GET_USER for the active EVM chain. */
  const getUser = () => {
    const chainId = session.evmChainId();
    return session.guard(session.messenger().request('@w3m-app/GET_USER', chainId ? { chainId } : {}));
  };

  /** The end of every login: connected, the e-mail flow's state cleared, the modal closed. */
  async function finishLogin(user: User, via: { email?: string; social?: string; method: string }) {
    await establish(user, via);
    store.set(emailLoginAtom, null);
    ctx.track('CONNECT_SUCCESS', { method: via.method, name: EMBEDDED_CONNECTOR_ID });
    ctx.close();
  }

  return { establish, getUser, finishLogin };
}

export type EmbeddedConnection = ReturnType<typeof createEmbeddedConnection>;

/** One account of `getAccountAddresses` (WalletConnect's bip122 shape; `intention` says payment or ordinal). */
const accountAddressSchema = z.object({
  address: z.string().check(z.regex(/^[a-z]{2,4}1[02-9ac-hj-np-z]{8,87}$/)),
  publicKey: z.optional(z.string().check(z.regex(/^[0-9a-f]{64,66}$/))),
  intention: z.enum(['payment', 'ordinal']),
});

/**
 * The embedded wallet's Bitcoin accounts from its `getAccountAddresses` answer, as the SPEC lists them: index 0
 * payment, index 1 ordinal. Undefined unless there is exactly one of each, each a segwit address.
 */
export function bitcoinAccountsOf(answer: unknown): [TypedAccount, TypedAccount] | undefined {
  const parsed = z.safeParse(z.array(accountAddressSchema).check(z.minLength(2), z.maxLength(2)), answer);
  if (!parsed.success) return undefined;
  const find = (type: 'payment' | 'ordinal'): TypedAccount | undefined => {
    const account = parsed.data.find((a) => a.intention === type);
    return account && { address: account.address, type, ...(account.publicKey ? { publicKey: account.publicKey } : {}) };
  };
  const payment = find('payment');
  const ordinal = find('ordinal');
  return payment && ordinal ? [payment, ordinal] : undefined;
}

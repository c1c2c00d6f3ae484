import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { RPC_CODES, rpcErrorCode } from '../../chains/eip155/provider.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { errorMessage } from '../../core/errors/base.ts';
import type { SiwxConfig, SiwxMessageData } from '../../core/siwx.ts';
import { INVALID_MESSAGE, INVALID_SIGNATURE, SIGNATURE_DECLINED, SIGNING_FAILED, SiwxError } from './errors.ts';
import { formatSiwxMessage, isInForce } from './message.ts';
import { isSessionOf } from './sameAccount.ts';
import { checkSiwxConfig, siwxMessageDataSchema, siwxSessionsSchema } from './schemas.ts';
import { signMessage } from './signMessage.ts';
import { type SignInAccount, signInStateAtom, sameAccount } from './state.ts';
import * as z from 'zod/mini';
import { endTransactionAt, pushTransaction, routerAtom } from '../../atoms/router.ts';

/** Sign-in works where the wallet can sign a message for it (SPEC section 7: personal_sign, solana_signMessage). */
const SIGN_IN_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

export type SignInDeps = {
  /** Disconnects the namespace and closes the modal (a required sign-in was cancelled). */
  disconnect(namespace: ChainNamespace): Promise<void>;
};

/**
 * Sign in with X for the connected account: after each connection (and network change) the host's verifier is asked
 * for the account's sessions; with none in force the sign-in view opens. Signing asks the wallet, then the verifier
 * decides. Cancelling, or closing the modal, disconnects when the verifier requires sign-in (the default), as Reown's
 * AppKit does; a declined or refused signature stays on the view with the reason, to try again or cancel.
 * Disconnecting a signed-in account revokes its session.
 */
export function createSignIn(ctx: InstanceContext, deps: SignInDeps) {
  const { store } = ctx;
  const verifier: SiwxConfig | undefined = checkSiwxConfig(ctx.options.siwx);

  /** The connected account on the active network, when sign-in applies to it. */
  function currentAccount(): SignInAccount | undefined {
    const network = store.get(activeNetworkAtom);
    if (!network || !SIGN_IN_NAMESPACES.includes(network.chainNamespace)) return undefined;
    const connection = store.get(connectionAtom(network.chainNamespace));
    if (connection.status !== 'connected' || !connection.address) return undefined;
    return { namespace: network.chainNamespace, chainId: network.caipNetworkId, address: connection.address };
  }

  const isCurrent = (account: SignInAccount) => sameAccount(account, currentAccount());

  /** Follows the connection: checks a newly connected account, revokes the session of one that disconnected. */
  async function sync(): Promise<void> {
    if (!verifier) return ctx.debug('the siwx option lacks createMessage, addSession, getSessions or revokeSession: sign-in is off');
    const account = currentAccount();
    const state = store.get(signInStateAtom);
    const previous = state.status === 'idle' ? undefined : state.account;
    if (sameAccount(account, previous)) return;
    if (previous && state.status === 'signed-in' && store.get(connectionAtom(previous.namespace)).status === 'disconnected') {
      await verifier.revokeSession(previous.chainId, previous.address).catch((error) => ctx.debug('sign-out failed', error));
    }
    if (!account) return store.set(signInStateAtom, { status: 'idle' });
    store.set(signInStateAtom, { status: 'checking', account });
    const signedIn = await hasSession(verifier, account);
    if (!isCurrent(account)) return;
    if (signedIn) {
      store.set(signInStateAtom, { status: 'signed-in', account });
      return ctx.track('SIWX_SESSION_RESTORED', { network: account.chainId });
    }
    store.set(signInStateAtom, { status: 'required', account });
    await ctx.open({ view: 'SIWXSignMessage' });
  }

  async function hasSession(config: SiwxConfig, account: SignInAccount): Promise<boolean> {
    try {
      const parsed = z.safeParse(siwxSessionsSchema, await config.getSessions(account.chainId, account.address));
      if (!parsed.success) ctx.debug('siwx getSessions answered something else than sessions', parsed.error);
      const now = Date.now();
      return parsed.success && parsed.data.some((s) => isSessionOf(s.data, account.chainId, account.address) && isInForce(s.data, now));
    } catch (error) {
      ctx.debug('siwx getSessions failed', error);
      return false;
    }
  }

  /** Asks the verifier for a message, the wallet for its signature, then the verifier to accept the session. */
  async function sign(): Promise<void> {
    const state = store.get(signInStateAtom);
    if (!verifier || state.status !== 'required') return;
    const { account } = state;
    store.set(signInStateAtom, { status: 'signing', account });
    try {
      const { data, text } = await messageFor(verifier, account);
      const wallet = store.get(walletProviderAtom(account.namespace));
      // A transaction entry: the embedded wallet's approval opens over the sign-in view and comes back to it.
      const depth = store.get(routerAtom).history.length - 1;
      store.set(routerAtom, (router) => pushTransaction(router, {}));
      const signature = await signMessage({ namespace: account.namespace, wallet, text, address: account.address }).finally(() =>
        store.set(routerAtom, (router) => endTransactionAt(router, depth, 'SIWXSignMessage')),
      );
      await verifier.addSession({ data, message: text, signature }).catch((error: unknown) => {
        throw new SiwxError(refusalOf(error), { cause: error });
      });
      if (!isCurrent(account)) return;
      store.set(signInStateAtom, { status: 'signed-in', account });
      ctx.track('SIWX_AUTH_SUCCESS', { network: account.chainId });
      ctx.close();
    } catch (error) {
      const reason = failureOf(error);
      ctx.track('SIWX_AUTH_ERROR', { message: reason });
      ctx.debug('sign-in failed', error);
      if (!isCurrent(account)) return;
      store.set(signInStateAtom, { status: 'required', account, error: reason });
      // The embedded wallet's approval may have closed the modal: the reason is shown where the visitor can act on it.
      if (!store.get(modalOpenAtom)) await ctx.open({ view: 'SIWXSignMessage' });
    }
  }

  /** The visitor does not sign in: disconnected when sign-in is required, else the modal just closes. */
  async function cancel(): Promise<void> {
    const state = store.get(signInStateAtom);
    if (state.status !== 'required') return;
    const required = verifier?.getRequired?.() ?? true;
    store.set(signInStateAtom, { status: 'idle' });
    if (required) await deps.disconnect(state.account.namespace).catch((error) => ctx.debug('disconnect failed', error));
    else ctx.close();
  }

  // Closing the modal while the sign-in is asked for is a cancel (not while the wallet or the frame is signing).
  const stopWatchingModal = store.sub(modalOpenAtom, () => {
    if (!store.get(modalOpenAtom) && store.get(signInStateAtom).status === 'required') void cancel();
  });

  return { sync, sign, cancel, destroy: stopWatchingModal };
}

/** The verifier's message for the account, its fields checked and its text as the wallet will sign it. */
async function messageFor(verifier: SiwxConfig, account: SignInAccount): Promise<{ data: SiwxMessageData; text: string }> {
  const message: unknown = await verifier.createMessage({ accountAddress: account.address, chainId: account.chainId });
  const parsed = z.safeParse(siwxMessageDataSchema, message);
  if (!parsed.success || !isSessionOf(parsed.data, account.chainId, account.address)) {
    throw new SiwxError(INVALID_MESSAGE, { details: 'createMessage did not answer a message for this account' });
  }
  // A message object's own text (a verifier may word it its own way); plain fields get the CAIP-122 text.
  const own = (message as { toString?: unknown }).toString;
  const text = typeof own === 'function' && own !== Object.prototype.toString ? String(own.call(message)) : formatSiwxMessage(parsed.data);
  return { data: parsed.data, text };
}

/** What the view says about a failed sign-in: declined in the wallet, or our own reason, or 'Error signing message'. */
function failureOf(error: unknown): string {
  if (rpcErrorCode(error) === RPC_CODES.userRejected) return SIGNATURE_DECLINED;
  return error instanceof SiwxError ? error.shortMessage : SIGNING_FAILED;
}

/** The verifier's refusal in its own words when it gives short ones, else 'Invalid signature'. */
function refusalOf(error: unknown): string {
  const message = errorMessage(error, INVALID_SIGNATURE);
  return message.length <= 120 ? message : INVALID_SIGNATURE;
}

export type SignIn = ReturnType<typeof createSignIn>;

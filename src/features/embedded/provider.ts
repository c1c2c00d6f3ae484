import { connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { frameApprovalAtom } from '../../atoms/embedded.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { routerAtom } from '../../atoms/router.ts';
import { createEmbeddedProvider, type EmbeddedProvider } from '../../chains/connectors/embedded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { waitForReceipt } from '../../chains/eip155/chainReads.ts';
import type { CaipNetwork, ChainNamespace } from '../../core/caip.ts';
import { TIME } from '../../core/constants.ts';
import { rpcErrorOf } from '../../core/errors/rpc.ts';
import { RPC_CODES } from '../../core/errors/rpcCode.ts';
import { FrameError, FrameReplyError } from '../../core/frame/errors.ts';
import { isSafeMethod, isUnsafeMethod, looksLikeTransactionHash } from '../../core/frame/messages.ts';
import { isRejectionMessage, rpcRequestPayloadSchema, rpcResultOf } from '../../core/frame/rpc.ts';
import { chainClientOf } from '../../core/rpc/getChainClient.ts';
import { grantRefusal } from './grantRefusal.ts';
import { followFrameApprovals } from './frameApprovals.ts';
import type { FrameSession } from './frameSession.ts';
import { EMBEDDED_MESSAGES } from './messages.ts';

/** An EIP-1193 error of SPEC section 8's table (its class per code), saying `message`. */
const providerError = (code: number, message: string) => rpcErrorOf(code, new Error(message));

export type EmbeddedRpcDeps = {
  /** Settles once `hash` is mined on `network` (tests pass their own). */
  waitMined?: (ctx: InstanceContext, network: CaipNetwork, hash: `0x${string}`) => Promise<unknown>;
};

const waitMinedOnChain: NonNullable<EmbeddedRpcDeps['waitMined']> = (ctx, network, hash) =>
  waitForReceipt(chainClientOf(ctx, network), hash);

/**
 * The frame's words for a session it cannot use: its backend's 'Session expired' (revoked, ended, or signed in with a
 * key this frame no longer has), and 'Not connected to email or social' once it has forgotten it.
 */
const SESSION_GONE = new Set(['Session expired', EMBEDDED_MESSAGES.notConnected]);

/**
 * The EIP-1193 code of a frame's `_ERROR`: its own code, else 4001 for a refusal (the real site sends no code), 4100
 * (unauthorized) for a session gone.
 */
const frameErrorCode = (error: FrameReplyError) =>
  error.code ??
  (isRejectionMessage(error.message)
    ? RPC_CODES.userRejected
    : SESSION_GONE.has(error.message)
      ? RPC_CODES.unauthorized
      : RPC_CODES.internal);

/**
 * The embedded wallet's EIP-1193 providers, one per namespace (SPEC section 4, "Embedded-wallet RPC requests"):
 * safe reads go straight to the frame; unsafe requests too, and the frame keeps them until the visitor approves or
 * rejects them on its own page (the modal shows it at ApproveTransaction); unknown methods open the modal, log,
 * show the error after 300 ms and reject.
 */
export function createEmbeddedRpc(ctx: InstanceContext, session: FrameSession, deps: EmbeddedRpcDeps = {}) {
  const { store } = ctx;
  const waitMined = deps.waitMined ?? waitMinedOnChain;
  const inflightUnsafe = new Set<AbortController>();
  const approvals = followFrameApprovals(ctx, session, () => inflightUnsafe.size > 0);
  // With the approval events, whoever sent a request to the frame (even a script on the host page), the visitor sees it.
  session.onFrameCreated(() => approvals.follow());
  let shownByUs = 0;
  const providers = new Map<ChainNamespace, EmbeddedProvider>();
  let sessionGoneListener = () => {};

  /** The frame's `_ERROR` as the EIP-1193 error the app gets; a session gone is reported first (the modal signs out). */
  function replyError(error: FrameReplyError) {
    if (SESSION_GONE.has(error.message)) sessionGoneListener();
    return rpcErrorOf(frameErrorCode(error), error);
  }

  function providerFor(namespace: ChainNamespace): EmbeddedProvider {
    let provider = providers.get(namespace);
    if (!provider) {
      provider = createEmbeddedProvider((args) => request(namespace, args));
      providers.set(namespace, provider);
    }
    return provider;
  }

  const connectedAddress = (namespace: ChainNamespace) => {
    const connection = store.get(connectionAtom(namespace));
    return connection.status === 'connected' && connection.connectorId === EMBEDDED_CONNECTOR_ID ? connection.address : undefined;
  };

  /** The Bitcoin network in use: the active one when it is Bitcoin, else the host's first. */
  function bitcoinNetworkId(): string | undefined {
    const active = store.get(activeNetworkAtom);
    if (active?.chainNamespace === 'bip122') return active.caipNetworkId;
    return store.get(networksAtom).find((n) => n.chainNamespace === 'bip122')?.caipNetworkId;
  }

  /** Unknown method: open the modal, log, show the error after 300 ms, reject (SPEC section 4). */
  function unsupported(method: string): Promise<never> {
    const message = `Unsupported RPC method: ${method}`;
    console.error(`[airlock] ${message}`);
    void ctx.open();
    setTimeout(() => ctx.toaster.showError(message), TIME.unsupportedMethodMessageDelay);
    return Promise.reject(providerError(RPC_CODES.unsupportedMethod, message));
  }

  async function request(namespace: ChainNamespace, args: { method: string; params?: unknown }): Promise<unknown> {
    const method = typeof args?.method === 'string' ? args.method : '';
    const address = connectedAddress(namespace);
    if (namespace === 'eip155') {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return address ? [address] : [];
      if (method === 'eth_chainId') {
        const id = session.evmChainId();
        if (id !== undefined) return `0x${id.toString(16)}`;
      }
    }
    if (!address) throw providerError(RPC_CODES.unauthorized, EMBEDDED_MESSAGES.notConnected);
    const known = isSafeMethod(method) || isUnsafeMethod(method) || method === 'eth_sendRawTransaction';
    if (!known) return unsupported(method);
    const refusal = method === 'wallet_grantPermissions' ? grantRefusal(store, args.params, address) : undefined;
    if (refusal) throw refusal;
    // A bip122 request names its Bitcoin network (the frame's chain is the EVM one).
    const chainId = namespace === 'eip155' ? session.evmChainId() : namespace === 'bip122' ? bitcoinNetworkId() : undefined;
    const parsed = rpcRequestPayloadSchema.safeParse({
      method,
      params: args.params,
      chainNamespace: namespace,
      ...(chainId ? { chainId } : {}),
    });
    if (!parsed.success) throw providerError(RPC_CODES.invalidParams, 'Invalid params');
    const payload = parsed.data;
    const messenger = session.messenger();
    if (!isUnsafeMethod(method)) {
      try {
        return rpcResultOf(await session.guard(messenger.request('@w3m-app/RPC_REQUEST', payload)));
      } catch (error) {
        if (error instanceof FrameReplyError) throw replyError(error);
        throw error;
      }
    }
    const controller = new AbortController();
    inflightUnsafe.add(controller);
    // The real site announces nothing: the modal shows the frame itself while the request waits (AppKit's flow).
    let shown: string | undefined;
    try {
      await session.guard(messenger.whenReady());
      if (!session.offers('approvalEvents') && !controller.signal.aborted) {
        shown = `request-${++shownByUs}`;
        approvals.begin(shown);
      }
      const result = rpcResultOf(await session.guard(messenger.request('@w3m-app/RPC_REQUEST', payload, { signal: controller.signal })));
      refreshBalanceAfter(method, result);
      return result;
    } catch (error) {
      // Withdrawn by the app (Reject or Escape in the modal, the modal closed): a rejection, as the frame answers it.
      if (controller.signal.aborted) throw providerError(RPC_CODES.userRejected, String(controller.signal.reason ?? 'Request was aborted'));
      // A rejection inside the frame is 4001 (with the frame's code, or by its words); the app sees an EIP-1193 error either way.
      if (error instanceof FrameReplyError) throw replyError(error);
      // The frame timed out or failed: it will send no APPROVAL_ENDED, so the modal leaves ApproveTransaction itself.
      if (error instanceof FrameError) {
        approvals.abandon();
        throw rpcErrorOf(RPC_CODES.internal, error);
      }
      throw error;
    } finally {
      inflightUnsafe.delete(controller);
      if (shown) approvals.end(shown);
    }
  }

  /**
   * SPEC section 4: the native balance is refreshed on success, past the 30 s cache. A transaction's hash comes back
   * when it is sent, before it is mined: the balance is read once it is (or the wait failed), else it would read, and
   * cache for 30 s, the balance from before.
   */
  function refreshBalanceAfter(method: string, result: unknown) {
    const refresh = () => void ctx.refreshAccount({ force: true }).catch(() => undefined);
    const network = store.get(activeNetworkAtom);
    if (method !== 'eth_sendTransaction' || network?.chainNamespace !== 'eip155' || !looksLikeTransactionHash(result)) return refresh();
    void waitMined(ctx, network, result).then(refresh, refresh);
  }

  /**
   * RPC abort: unsafe requests end, in the frame too (RPC_ABORT: it answers what waits for the visitor with 4001);
   * safe reads run on (SPEC section 4).
   */
  function abortRpc(message: string = EMBEDDED_MESSAGES.modalClosed) {
    const waitingInFrame = store.get(frameApprovalAtom).ids.length > 0;
    if (inflightUnsafe.size === 0 && !waitingInFrame) return;
    for (const controller of inflightUnsafe) controller.abort(message);
    inflightUnsafe.clear();
    void session
      .existingFrame()
      ?.messenger.request('@w3m-app/RPC_ABORT')
      .catch(() => undefined);
  }

  /**
   * Closing the modal with an empty transaction stack rejects pending requests (SPEC section 4); so does closing it
   * while it shows an approval, whatever the stack (Send, Swap, Register): the frame is hidden with it, and a request
   * nobody can see must not wait for ever.
   */
  const unsubscribeModal = store.sub(modalOpenAtom, () => {
    if (store.get(modalOpenAtom)) return;
    const showing = store.get(frameApprovalAtom).ids.length > 0;
    if (store.get(routerAtom).transactionStack.length > 0 && !showing) return;
    abortRpc(EMBEDDED_MESSAGES.modalClosed);
  });

  function destroy() {
    unsubscribeModal();
    abortRpc(EMBEDDED_MESSAGES.modalClosed);
    approvals.destroy();
  }

  return {
    request,
    providerFor,
    providers: () => providers.values(),
    connectedAddress,
    abortRpc,
    /** Reject in the modal (or Escape): what waits in the frame is withdrawn, so it answers 4001. */
    reject: () => abortRpc(EMBEDDED_MESSAGES.userRejected),
    resetApprovals: approvals.reset,
    /** Called when the frame answers a request with a session it cannot use ('Session expired'). */
    onSessionGone(listener: () => void) {
      sessionGoneListener = listener;
    },
    destroy,
  };
}

export type EmbeddedRpc = ReturnType<typeof createEmbeddedRpc>;

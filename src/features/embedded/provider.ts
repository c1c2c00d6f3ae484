import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { routerAtom } from '../../atoms/router.ts';
import { createEmbeddedProvider, type EmbeddedProvider } from '../../chains/connectors/embedded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { TIME } from '../../core/constants.ts';
import { FrameError } from '../../core/frame/errors.ts';
import { isSafeMethod, isUnsafeMethod } from '../../core/frame/messages.ts';
import { rpcRequestPayloadSchema } from '../../core/frame/rpc.ts';
import { createApprovalQueue } from './approvals.ts';
import { describeRequest } from './describeRequest.ts';
import type { FrameSession } from './frameSession.ts';
import { EMBEDDED_MESSAGES, ProviderRpcError } from './messages.ts';

/**
 * The embedded wallet's EIP-1193 providers, one per namespace (SPEC section 4, "Embedded-wallet RPC requests"):
 * safe reads go straight to the frame; unsafe requests wait for ApproveTransaction; unknown methods open the
 * modal, log, show the error after 300 ms and reject.
 */
export function createEmbeddedRpc(ctx: InstanceContext, session: FrameSession) {
  const { store } = ctx;
  const approvals = createApprovalQueue(ctx);
  const inflightUnsafe = new Set<AbortController>();
  const providers = new Map<ChainNamespace, EmbeddedProvider>();

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

  /** Unknown method: open the modal, log, show the error after 300 ms, reject (SPEC section 4). */
  function unsupported(method: string): Promise<never> {
    const message = `Unsupported RPC method: ${method}`;
    console.error(`[airlock] ${message}`);
    void ctx.open();
    setTimeout(() => ctx.toaster.showError(message), TIME.unsupportedMethodMessageDelay);
    return Promise.reject(new ProviderRpcError(4200, message));
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
    if (!address) throw new ProviderRpcError(4100, EMBEDDED_MESSAGES.notConnected);
    const known = isSafeMethod(method) || isUnsafeMethod(method) || method === 'eth_sendRawTransaction';
    if (!known) return unsupported(method);
    const chainId = namespace === 'eip155' ? session.evmChainId() : undefined;
    const parsed = rpcRequestPayloadSchema.safeParse({
      method,
      params: args.params,
      chainNamespace: namespace,
      ...(chainId ? { chainId } : {}),
    });
    if (!parsed.success) throw new ProviderRpcError(-32602, 'Invalid params');
    const payload = parsed.data;
    if (!isUnsafeMethod(method)) {
      const { result } = await session.guard(session.messenger().request('@airlock-app/RPC_REQUEST', payload));
      return result;
    }
    await approvals.waitFor(describeRequest(approvals.nextId(), payload));
    const controller = new AbortController();
    inflightUnsafe.add(controller);
    try {
      const { result } = await session.guard(
        session.messenger().request('@airlock-app/RPC_REQUEST', payload, { signal: controller.signal }),
      );
      // SPEC section 4: the native balance is refreshed on success, past the 30 s cache.
      void ctx.refreshAccount({ force: true }).catch(() => undefined);
      return result;
    } catch (error) {
      if (error instanceof FrameError) throw new ProviderRpcError(-32603, error.shortMessage);
      throw error;
    } finally {
      inflightUnsafe.delete(controller);
      approvals.leave();
    }
  }

  /** RPC abort: pending approvals and unsafe requests end; safe reads run on (SPEC section 4). */
  function abortRpc(message: string = EMBEDDED_MESSAGES.modalClosed) {
    approvals.rejectAll(message, 4001);
    if (inflightUnsafe.size === 0) return;
    for (const controller of inflightUnsafe) controller.abort(message);
    inflightUnsafe.clear();
    void session
      .existingFrame()
      ?.messenger.request('@airlock-app/RPC_ABORT')
      .catch(() => undefined);
  }

  // Closing the modal with an empty transaction stack rejects pending requests (SPEC section 4).
  const unsubscribeModal = store.sub(modalOpenAtom, () => {
    if (store.get(modalOpenAtom)) return;
    if (store.get(routerAtom).transactionStack.length > 0) return;
    if (approvals.size > 0 || inflightUnsafe.size > 0) abortRpc(EMBEDDED_MESSAGES.modalClosed);
  });

  function destroy() {
    unsubscribeModal();
    approvals.rejectAll(EMBEDDED_MESSAGES.modalClosed, 4001);
  }

  return {
    request,
    providerFor,
    providers: () => providers.values(),
    connectedAddress,
    abortRpc,
    approve: approvals.approve,
    reject: approvals.reject,
    destroy,
  };
}

export type EmbeddedRpc = ReturnType<typeof createEmbeddedRpc>;

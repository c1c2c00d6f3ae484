import type { InstanceContext } from '../../atoms/context.ts';
import { type PendingApproval, pendingApprovalsAtom } from '../../atoms/embedded.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import { EMBEDDED_MESSAGES, ProviderRpcError } from './messages.ts';

/**
 * The queue of unsafe embedded-wallet requests waiting for the visitor at ApproveTransaction (SPEC sections 2
 * and 4): a request waits here until approved or rejected; the modal closes or pops back once none is left.
 */
export function createApprovalQueue(ctx: InstanceContext) {
  const { store } = ctx;
  let seq = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const nextId = () => ++seq;

  /** Shows the request at ApproveTransaction and resolves once approved (rejects with 4001 on reject). */
  function waitFor(approval: PendingApproval): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      waiting.set(approval.id, { resolve, reject });
      store.set(pendingApprovalsAtom, (list) => [...list, approval]);
      if (!store.get(modalOpenAtom)) void ctx.open({ view: 'ApproveTransaction' });
      else if (currentRoute(store.get(routerAtom)).view !== 'ApproveTransaction') ctx.push('ApproveTransaction');
    }).finally(() => forget(approval.id));
  }

  function forget(id: number) {
    waiting.delete(id);
    store.set(pendingApprovalsAtom, (list) => list.filter((a) => a.id !== id));
  }

  /** After an unsafe request: the modal closes, or pops back to where it was. */
  function leave() {
    if (store.get(pendingApprovalsAtom).length > 0) return;
    const router = store.get(routerAtom);
    if (currentRoute(router).view !== 'ApproveTransaction') return;
    if (router.history.length > 1) ctx.goBack();
    else ctx.close();
  }

  function approve(id: number) {
    waiting.get(id)?.resolve();
  }

  function reject(id: number) {
    waiting.get(id)?.reject(new ProviderRpcError(4001, EMBEDDED_MESSAGES.userRejected));
    forget(id);
    leave();
  }

  /** Every waiting request ends with `message` and `code`. */
  function rejectAll(message: string, code: number) {
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.reject(new ProviderRpcError(code, message));
    }
    store.set(pendingApprovalsAtom, []);
  }

  return {
    nextId,
    waitFor,
    leave,
    approve,
    reject,
    rejectAll,
    get size() {
      return waiting.size;
    },
  };
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>;

import type { InstanceContext } from '../../atoms/context.ts';
import { frameApprovalAtom } from '../../atoms/embedded.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import type { FrameSession } from './frameSession.ts';

/**
 * Follows the secure frame's approvals (devcloud/secure-site/README.md, "Unsafe requests are approved inside the
 * frame"): on APPROVAL_REQUESTED the modal opens ApproveTransaction, whose view places the frame over itself; on
 * the last APPROVAL_ENDED the modal closes or pops back to where it was. Nothing here can approve: the visitor
 * clicks Approve inside the frame, on the secure origin.
 */
export function followFrameApprovals(ctx: InstanceContext, session: FrameSession) {
  const { store } = ctx;
  let followed: ReturnType<FrameSession['existingFrame']>;
  let unsubscribe = () => {};

  /**
   * SPEC section 2: ApproveTransaction opens when an unsafe request occurs and the transaction stack is not empty
   * (a flow of the modal, such as Send or Swap, waits on it); a closed modal opens on it. Over any other open view
   * the request stays in the frame, and closing the modal withdraws it.
   */
  function showApproval() {
    const router = store.get(routerAtom);
    if (!store.get(modalOpenAtom)) void ctx.open({ view: 'ApproveTransaction' });
    else if (router.transactionStack.length > 0 && currentRoute(router).view !== 'ApproveTransaction') ctx.push('ApproveTransaction');
  }

  /**
   * After the last approval, whatever its outcome (SPEC section 4): with an empty transaction stack the modal closes;
   * otherwise the stack pops back to the flow that asked (which ends its own transaction entry).
   */
  function leave() {
    const router = store.get(routerAtom);
    if (!store.get(modalOpenAtom) || currentRoute(router).view !== 'ApproveTransaction') return;
    if (router.transactionStack.length > 0) ctx.goBack();
    else ctx.close();
  }

  /** Subscribes to the frame's events (once per frame: a frame that failed to load is replaced by a new one). */
  function follow() {
    const frame = session.existingFrame();
    if (!frame || frame === followed) return;
    unsubscribe();
    followed = frame;
    unsubscribe = frame.messenger.onEvent((event) => {
      if (event.type === '@w3m-frame/APPROVAL_REQUESTED') {
        const { id, height } = event.payload;
        store.set(frameApprovalAtom, (state) => ({ ids: state.ids.includes(id) ? state.ids : [...state.ids, id], height }));
        showApproval();
      } else if (event.type === '@w3m-frame/APPROVAL_RESIZED') {
        const { height } = event.payload;
        store.set(frameApprovalAtom, (state) => ({ ...state, height }));
      } else if (event.type === '@w3m-frame/APPROVAL_ENDED') {
        const { id } = event.payload;
        store.set(frameApprovalAtom, (state) => ({ ...state, ids: state.ids.filter((pending) => pending !== id) }));
        if (store.get(frameApprovalAtom).ids.length === 0) leave();
      }
    });
  }

  return {
    follow,
    /** The frame went away (sign-out, destroy): nothing is pending any more. */
    reset() {
      store.set(frameApprovalAtom, { ids: [], height: 0 });
    },
    /** The frame will not end what it showed (it timed out or failed): nothing waits, and ApproveTransaction is left. */
    abandon() {
      store.set(frameApprovalAtom, { ids: [], height: 0 });
      leave();
    },
    destroy() {
      unsubscribe();
      followed = undefined;
    },
  };
}

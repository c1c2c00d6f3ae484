import type { InstanceContext } from '../../atoms/context.ts';
import { frameApprovalAtom } from '../../atoms/embedded.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import type { FrameSession } from './frameSession.ts';

/**
 * The height asked for the frame when it cannot say (the real site sends no APPROVAL_RESIZED): the most the view
 * gives, so that a transaction's details fit; the page scrolls inside it otherwise.
 */
const UNMEASURED_HEIGHT = 10_000;

/**
 * The approvals the modal shows over ApproveTransaction (devcloud/secure-site/README.md, "Unsafe requests are approved
 * inside the frame"). Against the real secure site the modal itself opens ApproveTransaction when it sends an unsafe
 * request (`begin`) and leaves it when the request settles (`end`), as AppKit does. A frame that offers the
 * `approvalEvents` extension announces them instead (APPROVAL_REQUESTED, APPROVAL_RESIZED, APPROVAL_ENDED), which
 * also covers requests a script posted to the frame itself. Nothing here can approve: the visitor clicks Approve
 * inside the frame, on the secure origin.
 *
 * `stillWaiting`: whether an unsafe request of the app is in flight; the modal does not leave ApproveTransaction while
 * one is (a request sent as soon as the previous one resolved gets its own approval, not the previous one's close).
 */
export function followFrameApprovals(ctx: InstanceContext, session: FrameSession, stillWaiting: () => boolean) {
  const { store } = ctx;
  let followed: ReturnType<FrameSession['existingFrame']>;
  let unsubscribe = () => {};
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;

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

  /**
   * Leaves once nothing is pending, a task later: the caller that got the answer may send its next unsafe request
   * at once (viem's signMessage then signTypedData), and that one must find the approval open, not closing.
   */
  function leaveWhenIdle() {
    clearTimeout(leaveTimer);
    leaveTimer = setTimeout(() => {
      leaveTimer = undefined;
      if (store.get(frameApprovalAtom).ids.length === 0 && !stillWaiting()) leave();
    }, 0);
  }

  function begin(id: string, height: number = UNMEASURED_HEIGHT) {
    store.set(frameApprovalAtom, (state) => ({ ids: state.ids.includes(id) ? state.ids : [...state.ids, id], height }));
    showApproval();
  }

  function end(id: string) {
    store.set(frameApprovalAtom, (state) => ({ ...state, ids: state.ids.filter((pending) => pending !== id) }));
    if (store.get(frameApprovalAtom).ids.length === 0) leaveWhenIdle();
  }

  /** Subscribes to the frame's approval events (once per frame: a frame that failed to load is replaced by a new one). */
  function follow() {
    const frame = session.existingFrame();
    if (!frame || frame === followed) return;
    unsubscribe();
    followed = frame;
    unsubscribe = frame.messenger.onEvent((event) => {
      // Only from a frame that offered them: the real site never sends these.
      if (!session.offers('approvalEvents')) return;
      if (event.type === '@w3m-frame/APPROVAL_REQUESTED') begin(event.payload.id, event.payload.height);
      else if (event.type === '@w3m-frame/APPROVAL_RESIZED') {
        const { height } = event.payload;
        store.set(frameApprovalAtom, (state) => ({ ...state, height }));
      } else if (event.type === '@w3m-frame/APPROVAL_ENDED') end(event.payload.id);
    });
  }

  return {
    follow,
    begin,
    end,
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
      clearTimeout(leaveTimer);
      unsubscribe();
      followed = undefined;
    },
  };
}

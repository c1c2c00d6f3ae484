/**
 * The unsafe requests waiting for the visitor, oldest first; the page shows the first. Only
 * the page's own Approve and Reject buttons decide (`approve`, `reject`): no message from the
 * parent reaches them. The app may only withdraw what is still waiting (`cancelAll`).
 */
import type { ApprovalOutcome, RpcRequestPayload, UnsafeMethod } from '../../../src/core/frame/messages.ts';
import { approvalCancelled, FrameRpcError, userRejected } from './errors.ts';

/** More than a visitor can review; a flood of requests gets an error instead of a queue. */
export const MAX_PENDING_APPROVALS = 5;

export type PendingApproval = {
  /** The RPC_REQUEST's id: the app matches APPROVAL_REQUESTED and APPROVAL_ENDED with it. */
  id: string;
  request: RpcRequestPayload & { method: UnsafeMethod };
  /** The frame's chain when the request came: preview, approval and signing all use it. */
  chainId: number;
  /** The parent's origin, already checked against the project's allowed origins. */
  origin: string;
  /** The session the request came in; a new login cancels it. */
  session: string;
};

export type ApprovalHooks = {
  requested(approval: PendingApproval): void;
  ended(approval: PendingApproval, outcome: ApprovalOutcome): void;
  /** The approval to show now (null: none) and how many are waiting in all. */
  show(current: PendingApproval | null, waiting: number): void;
};

export type Ticket = {
  /** Resolves when the visitor approved; rejects on Reject (4001) or when the app withdrew it. */
  decision: Promise<void>;
  /** Removes it from the queue and announces APPROVAL_ENDED; only the first call counts. */
  end(outcome: ApprovalOutcome): void;
};

type Entry = {
  approval: PendingApproval;
  state: 'waiting' | 'approved' | 'rejected' | 'cancelled';
  resolve: () => void;
  reject: (error: Error) => void;
};

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>;

export function createApprovalQueue(hooks: ApprovalHooks, limit = MAX_PENDING_APPROVALS) {
  const entries: Entry[] = [];
  const present = () => hooks.show(entries[0]?.approval ?? null, entries.length);

  /** The shown entry, if it is `id` and still waiting for the visitor. */
  function waitingHead(id: string): Entry | null {
    const head = entries[0];
    return head && head.approval.id === id && head.state === 'waiting' ? head : null;
  }

  return {
    open(approval: PendingApproval): Ticket {
      if (entries.length >= limit) throw new FrameRpcError('Too many requests are waiting for approval', -32005);
      if (entries.some((entry) => entry.approval.id === approval.id))
        throw new FrameRpcError('A request with this id is already waiting', -32600);
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const decision = new Promise<void>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      const entry: Entry = { approval, state: 'waiting', resolve, reject };
      entries.push(entry);
      present();
      hooks.requested(approval);
      let ended = false;
      return {
        decision,
        end(outcome) {
          if (ended) return;
          ended = true;
          const index = entries.indexOf(entry);
          if (index >= 0) entries.splice(index, 1);
          hooks.ended(approval, outcome);
          present();
        },
      };
    },

    /** Called by the page's Approve click (after its own checks) for the request it shows. */
    approve(id: string): boolean {
      const head = waitingHead(id);
      if (!head) return false;
      head.state = 'approved';
      head.resolve();
      return true;
    },

    /** Called by the page's Reject button or Escape. */
    reject(id: string): boolean {
      const head = waitingHead(id);
      if (!head) return false;
      head.state = 'rejected';
      head.reject(userRejected());
      return true;
    },

    /** Withdraws every request still waiting; approved ones are stopped by aborting their calls. */
    cancelAll(): void {
      for (const entry of entries) {
        if (entry.state !== 'waiting') continue;
        entry.state = 'cancelled';
        entry.reject(approvalCancelled());
      }
    },

    current(): PendingApproval | null {
      return entries[0]?.approval ?? null;
    },

    get size() {
      return entries.length;
    },
  };
}

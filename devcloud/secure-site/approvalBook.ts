/**
 * Proof that the visitor approved one request in the secure frame. When Approve is clicked, the
 * frame page asks this origin's backend for a token (`POST /api/approvals`); the backend hands
 * it out only to its own origin, bound to the session and to the request's hash, for one use
 * within a minute. `/api/rpc` signs an unsafe method only against such a token: a page that
 * merely posts RPC_REQUEST to the frame never gets one, and a token cannot sign anything else.
 */
import { createHash, randomBytes } from 'node:crypto';

const TTL_MS = 60_000;
/** More than anyone can click; past it the oldest are dropped. */
const MAX_OPEN = 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

declare const approved: unique symbol;
/** What only a redeemed token gives: walletRpc wants one for every unsafe method. */
export type ApprovedRequest = { readonly hash: string; readonly [approved]: true };

export type ApprovalBook = ReturnType<typeof createApprovalBook>;

export function createApprovalBook({ ttlMs = TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}) {
  // Keyed by the token's hash, so a dump of this map is no token.
  const open = new Map<string, { session: string; hash: string; expires: number }>();

  function sweep() {
    const time = now();
    for (const [key, entry] of open) if (entry.expires <= time) open.delete(key);
    while (open.size >= MAX_OPEN) open.delete(open.keys().next().value!);
  }

  return {
    /** A one-time token for `hash` in this session. */
    issue(session: string, hash: string): string {
      sweep();
      const token = randomBytes(32).toString('base64url');
      open.set(sha256(token), { session: sha256(session), hash, expires: now() + ttlMs });
      return token;
    },
    /** Spends `token` if it was issued for this session and request and is still fresh. */
    redeem(session: string, hash: string, token: string): ApprovedRequest | null {
      const key = sha256(token);
      const entry = open.get(key);
      if (!entry) return null;
      // One try per token: a wrong request or session burns it too.
      open.delete(key);
      if (entry.expires <= now() || entry.session !== sha256(session) || entry.hash !== hash) return null;
      return { hash } as ApprovedRequest;
    },
  };
}

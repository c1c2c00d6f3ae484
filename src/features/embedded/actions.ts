import type { InstanceContext } from '../../atoms/context.ts';
import type { FrameRect } from '../../chains/connectors/embedded.ts';
import { createEmbeddedConnection } from './connection.ts';
import { createEmailChange } from './emailChange.ts';
import { createEmailLogin } from './emailLogin.ts';
import { createFrameSession, type EmbeddedDeps } from './frameSession.ts';
import { createEmbeddedLifecycle } from './lifecycle.ts';
import { gateLoginsByOrigin } from './originGate.ts';
import { createEmbeddedRpc, type EmbeddedRpcDeps } from './provider.ts';
import { createSmartAccountActions } from './smartAccount.ts';
import { createSocialLogin, type SocialLoginDeps } from './socialLogin.ts';

/**
 * The embedded (e-mail / social) wallet's actions (SPEC section 4), composed from one file per concept: the hidden
 * frame (frameSession), its EIP-1193 providers and approval queue (provider, approvals), the connection it makes
 * (connection), e-mail, social and Farcaster login, e-mail change, account type, and start-up sync and sign-out
 * (lifecycle). Views reach these through `services.embedded`.
 */
export function createEmbeddedActions(ctx: InstanceContext, deps: EmbeddedDeps & EmbeddedRpcDeps & SocialLoginDeps = {}) {
  const session = createFrameSession(ctx, deps);
  const rpc = createEmbeddedRpc(ctx, session, deps);
  const connection = createEmbeddedConnection(ctx, session, rpc);
  const smartAccount = createSmartAccountActions(ctx, session, connection);
  const lifecycle = createEmbeddedLifecycle(ctx, session, connection, rpc, () => void smartAccount.loadSmartAccountNetworks());

  function destroy() {
    lifecycle.destroy();
    rpc.destroy();
    session.destroy();
  }

  const logins = gateLoginsByOrigin(ctx, {
    /** Creates the frame ahead of need (the e-mail field got focus); without an auth connector there is none to warm. */
    warm: () => {
      try {
        session.getFrame();
      } catch (error) {
        ctx.debug('embedded wallet unavailable', error);
      }
    },
    ...createEmailLogin(ctx, session, connection),
    ...createSocialLogin(ctx, session, connection, deps),
  });

  return {
    ...logins,
    ...createEmailChange(ctx, session),
    ...smartAccount,
    sync: lifecycle.sync,
    signOut: lifecycle.signOut,
    abortRpc: rpc.abortRpc,
    reject: rpc.reject,
    /** Shows the secure frame over the ApproveTransaction view's area, or hides it (null). */
    placeFrame: (rect: FrameRect | null) => session.existingFrame()?.place(rect),
    request: rpc.request,
    destroy,
  };
}

export type EmbeddedActions = ReturnType<typeof createEmbeddedActions>;

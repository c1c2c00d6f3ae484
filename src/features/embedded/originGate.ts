import type { InstanceContext } from '../../atoms/context.ts';
import { farcasterAtom } from '../../atoms/embedded.ts';
import { disallowedOriginAtom } from '../../atoms/originGate.ts';
import { originNotAllowedReason } from '../../core/errors/alerts.ts';
import type { SocialProvider } from '../../core/frame/primitives.ts';

type LoginEntries = {
  warm(): void;
  connectEmail(email: string, options?: { resend?: boolean }): Promise<string | null>;
  socialLogin(provider: SocialProvider, popup: Window | null): Promise<void>;
  farcasterLogin(signal: AbortSignal): Promise<void>;
};

/**
 * SPEC section 6: e-mail and social login need an allowed origin. On a page off the project's allowlist the
 * login entry points refuse before the hidden frame exists (the Connect view already disables them; this holds
 * for any other caller too). Everything else, sign-out and RPC included, is untouched.
 */
export function gateLoginsByOrigin<T extends LoginEntries>(ctx: InstanceContext, logins: T): T {
  const blockedReason = () => {
    const origin = ctx.store.get(disallowedOriginAtom);
    return origin === null ? null : originNotAllowedReason(origin);
  };
  return {
    ...logins,
    warm: () => (blockedReason() ? undefined : logins.warm()),
    async connectEmail(email, options) {
      return blockedReason() ?? logins.connectEmail(email, options);
    },
    async socialLogin(provider, popup) {
      const reason = blockedReason();
      if (reason === null) return logins.socialLogin(provider, popup);
      popup?.close();
      ctx.toaster.showError(reason);
    },
    async farcasterLogin(signal) {
      const reason = blockedReason();
      if (reason === null) return logins.farcasterLogin(signal);
      ctx.store.set(farcasterAtom, { status: 'error', error: reason });
    },
  };
}

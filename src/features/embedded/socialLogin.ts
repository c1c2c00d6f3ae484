import type { InstanceContext } from '../../atoms/context.ts';
import { farcasterAtom, socialPendingAtom } from '../../atoms/embedded.ts';
import { TIME } from '../../core/constants.ts';
import { FarcasterUriAbortedError, IframeLoadFailedError, IframeRequestTimeoutError } from '../../core/frame/errors.ts';
import { socialResultSchema } from '../../core/frame/messages.ts';
import type { SocialProvider } from '../../core/frame/primitives.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { chooseAccountType } from './accountType.ts';
import type { EmbeddedConnection } from './connection.ts';
import type { FrameSession } from './frameSession.ts';
import { EMBEDDED_MESSAGES } from './messages.ts';

/** Where the popup's result arrives (the page's window; tests pass their own). */
export type SocialLoginDeps = { messageTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> };

/** Social and Farcaster login (SPEC section 4): a 600×800 popup on the secure site, or a QR for Farcaster. */
export function createSocialLogin(ctx: InstanceContext, session: FrameSession, connection: EmbeddedConnection, deps: SocialLoginDeps = {}) {
  const { store, storage, options } = ctx;
  const { guard, messenger, messageOf } = session;

  /**
   * Waits for the secure site's result: the popup posts an untyped `{ resultUri }` (absolute, or relative to the secure
   * site), trusted by its origin alone, as AppKit does; a result that names an `error` fails the login. Polls every
   * 1 s for the popup being closed.
   */
  function waitForSocialResult(popup: Window, secureOrigin: string): Promise<string> {
    const target = deps.messageTarget ?? window;
    return new Promise((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== secureOrigin) return;
        const parsed = socialResultSchema.safeParse(event.data);
        if (!parsed.success) return;
        const { resultUri } = parsed.data;
        done();
        if (new URL(resultUri, secureOrigin).searchParams.has('error')) reject(new Error(EMBEDDED_MESSAGES.failedToConnect));
        else resolve(resultUri);
      };
      target.addEventListener('message', onMessage as EventListener);
      const timer = setInterval(() => {
        if (popup.closed) {
          done();
          reject(new Error(EMBEDDED_MESSAGES.popupClosed));
        }
      }, TIME.socialPopupPoll);
      const done = () => {
        clearInterval(timer);
        target.removeEventListener('message', onMessage as EventListener);
      };
    });
  }

  /** Social login through a 600×800 popup (SPEC section 4). `popup` was opened on the click, so no blocker stops it. */
  async function socialLogin(provider: SocialProvider, popup: Window | null): Promise<void> {
    store.set(socialPendingAtom, provider);
    try {
      const current = session.getFrame();
      if (!popup) throw new Error(EMBEDDED_MESSAGES.socialInit);
      let uri: string;
      try {
        ({ uri } = await guard(current.messenger.request('@w3m-app/GET_SOCIAL_REDIRECT_URI', { provider })));
      } catch (cause) {
        ctx.debug('embedded wallet: social redirect failed', cause);
        throw new Error(
          cause instanceof IframeRequestTimeoutError || cause instanceof IframeLoadFailedError
            ? messageOf(cause, EMBEDDED_MESSAGES.socialInit)
            : EMBEDDED_MESSAGES.socialInit,
        );
      }
      if (popup.closed) throw new Error(EMBEDDED_MESSAGES.popupClosed);
      popup.location.href = uri;
      const resultUri = await waitForSocialResult(popup, new URL(options.secureSiteUrl).origin);
      popup.close();
      const chainId = session.evmChainId();
      // The account type the visitor prefers (stored, else the SPEC default), as AppKit tells the frame.
      const { preferred } = chooseAccountType({
        stored: storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155,
        smartAccountAvailable: true,
      });
      const user = await guard(
        current.messenger.request('@w3m-app/CONNECT_SOCIAL', {
          uri: resultUri,
          preferredAccountType: preferred,
          ...(chainId ? { chainId } : {}),
        }),
      );
      if (user.userName) storage.set(STORAGE_KEYS.socialUsername, user.userName);
      storage.set(STORAGE_KEYS.connectedSocial, provider);
      await connection.finishLogin(user, { social: provider, method: 'social' });
    } catch (error) {
      if (popup && !popup.closed) popup.close();
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      ctx.toaster.showError(message);
      ctx.track('SOCIAL_LOGIN_ERROR', { provider, message });
    } finally {
      store.set(socialPendingAtom, null);
    }
  }

  /** Farcaster: the URI to show as a QR, then the wait for its approval (SPEC section 4). */
  async function farcasterLogin(signal: AbortSignal): Promise<void> {
    store.set(farcasterAtom, { status: 'loading' });
    try {
      const { url } = await guard(messenger().request('@w3m-app/GET_FARCASTER_URI', undefined, { signal }));
      store.set(farcasterAtom, { status: 'waiting', url });
      const { userName } = await guard(messenger().request('@w3m-app/CONNECT_FARCASTER', undefined, { signal }));
      store.set(farcasterAtom, { status: 'connecting', url });
      storage.set(STORAGE_KEYS.socialUsername, userName);
      storage.set(STORAGE_KEYS.connectedSocial, 'farcaster');
      const user = await connection.getUser();
      await connection.finishLogin({ ...user, userName: user.userName ?? userName }, { social: 'farcaster', method: 'farcaster' });
    } catch (error) {
      if (signal.aborted || error instanceof FarcasterUriAbortedError) return;
      ctx.debug('embedded wallet: farcaster failed', error);
      store.set(farcasterAtom, { ...store.get(farcasterAtom), status: 'error', error: EMBEDDED_MESSAGES.farcaster });
      ctx.toaster.showError(EMBEDDED_MESSAGES.farcaster);
    }
  }

  return { socialLogin, farcasterLogin };
}

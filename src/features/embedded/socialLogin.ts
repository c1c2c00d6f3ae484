import type { InstanceContext } from '../../atoms/context.ts';
import { farcasterAtom, socialPendingAtom } from '../../atoms/embedded.ts';
import { TIME } from '../../core/constants.ts';
import { FarcasterUriAbortedError, IframeLoadFailedError, IframeRequestTimeoutError } from '../../core/frame/errors.ts';
import type { SocialProvider } from '../../core/frame/primitives.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { EmbeddedFrame } from '../../chains/connectors/embedded.ts';
import type { EmbeddedConnection } from './connection.ts';
import type { FrameSession } from './frameSession.ts';
import { EMBEDDED_MESSAGES } from './messages.ts';

/** Social and Farcaster login (SPEC section 4): a 600×800 popup on the secure site, or a QR for Farcaster. */
export function createSocialLogin(ctx: InstanceContext, session: FrameSession, connection: EmbeddedConnection) {
  const { store, storage, options } = ctx;
  const { guard, messenger, messageOf } = session;

  /** Waits for the secure site's result in the popup; polls every 1 s for the popup being closed. */
  function waitForSocialResult(popup: Window, secureOrigin: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const unsubscribe = messenger().onEvent((event) => {
        if (event.type !== '@w3m-frame/SOCIAL_RESULT') return;
        // The messenger already checked origin and source (the popup); the result must point back to the secure site.
        let origin = '';
        try {
          origin = new URL(event.payload.resultUri).origin;
        } catch {
          // invalid: ignored below
        }
        if (origin !== secureOrigin) return ctx.debug('embedded wallet: social result for another origin dropped');
        done();
        resolve(event.payload.resultUri);
      });
      const timer = setInterval(() => {
        if (popup.closed) {
          done();
          reject(new Error(EMBEDDED_MESSAGES.popupClosed));
        }
      }, TIME.socialPopupPoll);
      const done = () => {
        clearInterval(timer);
        unsubscribe();
      };
    });
  }

  /** Social login through a 600×800 popup (SPEC section 4). `popup` was opened on the click, so no blocker stops it. */
  async function socialLogin(provider: SocialProvider, popup: Window | null): Promise<void> {
    store.set(socialPendingAtom, provider);
    let current: EmbeddedFrame | undefined;
    try {
      current = session.getFrame();
      if (!popup) throw new Error(EMBEDDED_MESSAGES.socialInit);
      current.setPopup(popup);
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
      const user = await guard(current.messenger.request('@w3m-app/CONNECT_SOCIAL', { uri: resultUri, ...(chainId ? { chainId } : {}) }));
      if (user.userName) storage.set(STORAGE_KEYS.socialUsername, user.userName);
      storage.set(STORAGE_KEYS.connectedSocial, provider);
      await connection.finishLogin(user, { social: provider, method: 'social' });
    } catch (error) {
      if (popup && !popup.closed) popup.close();
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      ctx.toaster.showError(message);
      ctx.track('SOCIAL_LOGIN_ERROR', { provider, message });
    } finally {
      current?.setPopup(null);
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

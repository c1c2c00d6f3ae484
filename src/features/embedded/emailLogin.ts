import type { InstanceContext } from '../../atoms/context.ts';
import { nowOf } from '../../atoms/context.ts';
import { type EmailLoginState, emailLoginAtom } from '../../atoms/embedded.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import { emailSchema, otpSchema } from '../../core/frame/primitives.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { EmbeddedConnection } from './connection.ts';
import type { FrameSession } from './frameSession.ts';
import { cooldownMessage } from './loginCache.ts';
import { EMBEDDED_MESSAGES } from './messages.ts';

/**
 * E-mail login (SPEC section 4): CONNECT_EMAIL; the reply says verify the device, verify the one-time code,
 * or connect; then GET_USER and login success. The 30 s cooldown holds between two sends.
 */
export function createEmailLogin(ctx: InstanceContext, session: FrameSession, connection: EmbeddedConnection) {
  const { store, storage } = ctx;
  const { guard, messenger, messageOf } = session;

  function setEmailState(patch: Partial<EmailLoginState>) {
    const current = store.get(emailLoginAtom);
    if (current) store.set(emailLoginAtom, { ...current, ...patch });
  }

  /** Starts or resends the e-mail login. Resolves with an error message to show, or null. */
  async function connectEmail(rawEmail: string, options: { resend?: boolean } = {}): Promise<string | null> {
    const parsed = emailSchema.safeParse(rawEmail.trim());
    if (!parsed.success) return 'Invalid email';
    const email = parsed.data;
    const blocked = cooldownMessage(storage.get(STORAGE_KEYS.lastEmailLoginTime), nowOf(ctx));
    if (blocked) {
      ctx.toaster.showError(blocked);
      if (options.resend) setEmailState({ error: blocked });
      return blocked;
    }
    storage.set(STORAGE_KEYS.lastEmailLoginTime, nowOf(ctx));
    store.set(emailLoginAtom, { email, step: 'sending' });
    if (!options.resend && currentRoute(store.get(routerAtom)).view !== 'EmailLogin') ctx.push('EmailLogin');
    try {
      const { action } = await guard(messenger().request('@w3m-app/CONNECT_EMAIL', { email }));
      ctx.track('EMAIL_SUBMITTED', { action });
      if (action === 'VERIFY_OTP') {
        setEmailState({ step: 'otp', error: undefined });
        if (options.resend) ctx.toaster.showSuccess('Code resent');
      } else if (action === 'VERIFY_DEVICE') {
        setEmailState({ step: 'device', error: undefined });
        void waitForDevice(email);
      } else {
        setEmailState({ step: 'connecting', error: undefined });
        await connection.finishLogin(await connection.getUser(), { email, method: 'email' });
      }
      return null;
    } catch (error) {
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      const step = store.get(emailLoginAtom)?.step ?? 'failed';
      // A code request that failed sent no code: no "We sent a code" step, and no cooldown before trying again.
      if (step === 'sending') storage.remove(STORAGE_KEYS.lastEmailLoginTime);
      setEmailState({ step: step === 'sending' ? 'failed' : step, error: message });
      ctx.toaster.showError(message);
      ctx.track('EMAIL_VERIFICATION_CODE_FAIL', { message });
      return message;
    }
  }

  async function waitForDevice(email: string) {
    try {
      await guard(messenger().request('@w3m-app/CONNECT_DEVICE'));
      if (store.get(emailLoginAtom)?.email === email) setEmailState({ step: 'otp', error: undefined });
    } catch (error) {
      if (store.get(emailLoginAtom)?.email === email) setEmailState({ error: messageOf(error, EMBEDDED_MESSAGES.failedToConnect) });
    }
  }

  /** Checks the one-time code; on success finishes the login. Resolves with an error message, or null. */
  async function connectOtp(otp: string): Promise<string | null> {
    const state = store.get(emailLoginAtom);
    if (!state) return EMBEDDED_MESSAGES.failedToConnect;
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) return 'Invalid input';
    setEmailState({ step: 'verifying', error: undefined });
    try {
      await guard(messenger().request('@w3m-app/CONNECT_OTP', { otp: parsed.data }));
      setEmailState({ step: 'connecting' });
      await connection.finishLogin(await connection.getUser(), { email: state.email, method: 'email' });
      return null;
    } catch (error) {
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      setEmailState({ step: 'otp', error: message });
      ctx.track('EMAIL_VERIFICATION_CODE_FAIL', { message });
      return message;
    }
  }

  return { connectEmail, connectOtp, cancelEmailLogin: () => store.set(emailLoginAtom, null) };
}

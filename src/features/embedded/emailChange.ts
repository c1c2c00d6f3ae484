import { walletInfoAtom } from '../../atoms/account.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { embeddedUserAtom, updateEmailAtom } from '../../atoms/embedded.ts';
import { emailSchema, otpSchema } from '../../core/frame/primitives.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { FrameSession } from './frameSession.ts';

/** E-mail change (SPEC section 4): UPDATE_EMAIL, the primary OTP, the secondary OTP, then the new e-mail is stored. */
export function createEmailChange(ctx: InstanceContext, session: FrameSession) {
  const { store, storage } = ctx;
  const { guard, messenger, messageOf } = session;

  async function updateEmail(rawEmail: string): Promise<void> {
    const parsed = emailSchema.safeParse(rawEmail.trim());
    if (!parsed.success) return void store.set(updateEmailAtom, { newEmail: rawEmail, step: 'input', error: 'Invalid email' });
    store.set(updateEmailAtom, { newEmail: parsed.data, step: 'sending' });
    try {
      const { action } = await guard(messenger().request('@w3m-app/UPDATE_EMAIL', { email: parsed.data }));
      store.set(updateEmailAtom, { newEmail: parsed.data, step: action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary' });
    } catch (error) {
      store.set(updateEmailAtom, { newEmail: parsed.data, step: 'input', error: messageOf(error, 'An error occurred') });
    }
  }

  async function updateEmailOtp(otp: string): Promise<void> {
    const state = store.get(updateEmailAtom);
    const step = state.step;
    if (step !== 'primary' && step !== 'secondary') return;
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) return void store.set(updateEmailAtom, { ...state, error: 'Invalid input' });
    store.set(updateEmailAtom, { ...state, step: 'verifying', error: undefined });
    try {
      if (step === 'primary') {
        await guard(messenger().request('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', { otp: parsed.data }));
        store.set(updateEmailAtom, { ...state, step: 'secondary', error: undefined });
        return;
      }
      const { newEmail } = await guard(messenger().request('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', { otp: parsed.data }));
      storage.set(STORAGE_KEYS.email, newEmail);
      const user = store.get(embeddedUserAtom);
      if (user) store.set(embeddedUserAtom, { ...user, email: newEmail });
      const info = store.get(walletInfoAtom('eip155'));
      if (info) store.set(walletInfoAtom('eip155'), { ...info, name: newEmail });
      store.set(updateEmailAtom, { newEmail: '', step: 'input' });
      ctx.toaster.showSuccess('Email updated');
      ctx.track('EMAIL_EDIT_COMPLETE', {});
      ctx.replace('Account');
    } catch (error) {
      store.set(updateEmailAtom, { ...state, error: messageOf(error, 'An error occurred') });
    }
  }

  return { updateEmail, updateEmailOtp };
}

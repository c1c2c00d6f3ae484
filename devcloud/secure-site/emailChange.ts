/**
 * E-mail change (SPEC section 4): a code to the current address (primary), then a code to the
 * new one (secondary), then the new address is stored. A user without an e-mail (social login)
 * skips the primary step.
 */
import type { CodeBook } from './codes.ts';
import { normalizeEmail } from './emailLogin.ts';
import { LoginError } from './loginError.ts';
import type { Outbox } from './outbox.ts';
import type { SecureSiteStore, UserRecord } from './store.ts';

export type EmailChange = ReturnType<typeof createEmailChange>;

export function createEmailChange(deps: { store: SecureSiteStore; codes: CodeBook; outbox: Outbox }) {
  const { store, codes, outbox } = deps;
  const pending = new Map<string, { newEmail: string; primaryDone: boolean }>();

  function assertFree(user: UserRecord, email: string) {
    const owner = store.findUserByEmail(email);
    if (owner && owner.id !== user.id) throw new LoginError('Email is already in use');
  }

  const sendSecondary = (user: UserRecord, newEmail: string) =>
    outbox.sendCode(newEmail, 'Confirm your new e-mail', codes.issue(`update-secondary:${user.id}`));

  return {
    start(user: UserRecord, rawEmail: string): 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' {
      const newEmail = normalizeEmail(rawEmail);
      if (newEmail === user.email) throw new LoginError('This is already your email');
      assertFree(user, newEmail);
      pending.set(user.id, { newEmail, primaryDone: user.email === null });
      if (user.email === null) {
        sendSecondary(user, newEmail);
        return 'VERIFY_SECONDARY_OTP';
      }
      outbox.sendCode(user.email, 'Confirm your e-mail change', codes.issue(`update-primary:${user.id}`));
      return 'VERIFY_PRIMARY_OTP';
    },

    primary(user: UserRecord, otp: string): void {
      const change = pending.get(user.id);
      if (!change) throw new LoginError('No e-mail change in progress');
      codes.verify(`update-primary:${user.id}`, otp);
      change.primaryDone = true;
      sendSecondary(user, change.newEmail);
    },

    secondary(user: UserRecord, otp: string): string {
      const change = pending.get(user.id);
      if (!change?.primaryDone) throw new LoginError('No e-mail change in progress');
      codes.verify(`update-secondary:${user.id}`, otp);
      assertFree(user, change.newEmail);
      pending.delete(user.id);
      const oldEmail = user.email;
      // E-mail users sign in by address, so their login follows; social users keep theirs.
      const loginKey = user.loginKey.startsWith('email:') ? `email:${change.newEmail}` : user.loginKey;
      store.updateUser(user.id, { email: change.newEmail, loginKey });
      if (oldEmail) store.moveDevices(oldEmail, change.newEmail);
      return change.newEmail;
    },
  };
}

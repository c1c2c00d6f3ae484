/**
 * E-mail login (SPEC section 4): a device not seen before for the address must first be
 * approved through a link in the mailbox; then a one-time code is sent and checked.
 */
import { randomBytes } from 'node:crypto';
import { CODE_TTL_MS, type CodeBook } from './codes.ts';
import { LoginError } from './loginError.ts';
import type { Outbox } from './outbox.ts';
import type { Signals } from './signals.ts';
import type { SecureSiteStore, UserRecord } from './store.ts';
import type { Locale } from '../../src/core/i18n/locales.ts';
import { withLocale } from './locale.ts';

export type EmailLogin = ReturnType<typeof createEmailLogin>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createEmailLogin(deps: { store: SecureSiteStore; codes: CodeBook; outbox: Outbox; signals: Signals; siteUrl: string }) {
  const { store, codes, outbox, signals, siteUrl } = deps;
  const links = new Map<string, { email: string; deviceId: string; expiresAt: number }>();
  const deviceKey = (email: string, deviceId: string) => `device:${email}|${deviceId}`;

  function sendCode(email: string) {
    outbox.sendCode(email, 'Your Airlock login code', codes.issue(`login:${email}`));
  }

  return {
    /** First step. `current` is the user of the frame's session, if any; the approval page opens in `locale`. */
    start(
      rawEmail: string,
      deviceId: string,
      current: UserRecord | undefined,
      locale: Locale = 'en',
    ): 'CONNECT' | 'VERIFY_OTP' | 'VERIFY_DEVICE' {
      const email = normalizeEmail(rawEmail);
      if (current && current.email === email && store.isDeviceApproved(email, deviceId)) return 'CONNECT';
      if (store.isDeviceApproved(email, deviceId)) {
        sendCode(email);
        return 'VERIFY_OTP';
      }
      const token = randomBytes(24).toString('base64url');
      links.set(token, { email, deviceId, expiresAt: Date.now() + CODE_TTL_MS });
      outbox.sendLink(email, 'Approve your new device', withLocale(`${siteUrl}/verify-device?token=${token}`, locale));
      return 'VERIFY_DEVICE';
    },

    /** The mailbox link was opened; false when it is unknown or expired. */
    approveLink(token: string): boolean {
      const link = links.get(token);
      links.delete(token);
      if (!link || Date.now() > link.expiresAt) return false;
      store.approveDevice(link.email, link.deviceId);
      signals.notify(deviceKey(link.email, link.deviceId));
      return true;
    },

    /** Waits up to `waitMs` for the device's approval; once approved, sends the code. */
    async waitForDevice(rawEmail: string, deviceId: string, waitMs: number): Promise<boolean> {
      const email = normalizeEmail(rawEmail);
      if (!store.isDeviceApproved(email, deviceId)) {
        await signals.wait(deviceKey(email, deviceId), waitMs);
        if (!store.isDeviceApproved(email, deviceId)) return false;
      }
      sendCode(email);
      return true;
    },

    /** Checks the code; returns the user, created with a fresh key on first login. */
    verify(rawEmail: string, otp: string, deviceId: string, newKey: () => `0x${string}`) {
      const email = normalizeEmail(rawEmail);
      if (!store.isDeviceApproved(email, deviceId)) throw new LoginError('Device is not verified');
      codes.verify(`login:${email}`, otp);
      return store.upsertUser(`email:${email}`, { email, userName: null }, newKey);
    },
  };
}

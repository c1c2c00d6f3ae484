/**
 * Farcaster login stand-in: the frame opens a channel whose approval URL the toolkit shows as
 * a QR code; opening it and pressing Approve signs the channel in; the frame's long poll then
 * gets the user.
 */
import { randomBytes } from 'node:crypto';
import { LoginError } from './loginError.ts';
import type { Signals } from './signals.ts';
import type { SecureSiteStore, UserRecord } from './store.ts';

const CHANNEL_TTL_MS = 10 * 60_000;
const USER_NAME = 'farcaster-user';

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>;

export function createFarcasterLogin(deps: { store: SecureSiteStore; signals: Signals; siteUrl: string }) {
  const { store, signals, siteUrl } = deps;
  const channels = new Map<string, { expiresAt: number; userId?: string }>();
  const live = (channel: string) => {
    const entry = channels.get(channel);
    return entry && Date.now() <= entry.expiresAt ? entry : undefined;
  };

  return {
    open(): { channel: string; url: string } {
      const channel = randomBytes(24).toString('base64url');
      channels.set(channel, { expiresAt: Date.now() + CHANNEL_TTL_MS });
      return { channel, url: `${siteUrl}/farcaster/approve?channel=${channel}` };
    },

    isOpen: (channel: string) => live(channel) !== undefined,

    approve(channel: string, newKey: () => `0x${string}`): boolean {
      const entry = live(channel);
      if (!entry) return false;
      const { user } = store.upsertUser(`farcaster:${USER_NAME}`, { email: null, userName: USER_NAME }, newKey);
      entry.userId = user.id;
      signals.notify(`farcaster:${channel}`);
      return true;
    },

    /** The approved user (channel spent), or undefined if still pending after `waitMs`. */
    async wait(channel: string, waitMs: number): Promise<UserRecord | undefined> {
      if (!live(channel)) throw new LoginError('Failed to connect to farcaster');
      if (!live(channel)?.userId) await signals.wait(`farcaster:${channel}`, waitMs);
      const userId = live(channel)?.userId;
      if (!userId) return undefined;
      channels.delete(channel);
      return store.getUser(userId);
    },
  };
}

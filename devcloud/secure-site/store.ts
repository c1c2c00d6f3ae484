/**
 * The secure site's persisted state (`<stateDir>/secure-site.json`): embedded-wallet users with
 * their private keys, the devices approved per e-mail, and login sessions. Keys never leave
 * this process except in this file (mode 600), so a wallet survives a devcloud restart.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const hex = z.string().regex(/^0x[0-9a-fA-F]+$/) as z.ZodType<`0x${string}`>;

const userSchema = z.object({
  id: z.string(),
  /** How the user signs in: `email:<address>`, `social:<provider>:<name>` or `farcaster:<name>`. */
  loginKey: z.string(),
  email: z.string().nullable(),
  userName: z.string().nullable(),
  privateKey: hex,
  /** The 32-byte ed25519 seed of the user's Solana key; older files lack it and get one on next use. */
  solanaSeed: hex.optional(),
  /** Null until the app or the user picks one. */
  preferredAccountType: z.enum(['eoa', 'smartAccount']).nullable(),
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof userSchema>;

/**
 * `deviceId`: the device that signed in, so a frame without storage can get it back with its token. `deviceKey`: the
 * public key of the frame's device key that signed in (deviceProof.ts); only its proofs approve and sign. `lastUsedAt`
 * (ISO) drives the idle expiry; older files lack it and count from `createdAt`.
 */
const sessionSchema = z.object({
  userId: z.string(),
  deviceId: z.string().optional(),
  deviceKey: z.string().optional(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
});
type SessionRecord = z.infer<typeof sessionSchema>;

/** How long a session lives: unused for `idleMs`, or `absoluteMs` after sign-in, it is over. */
export type SessionLimits = { idleMs: number; absoluteMs: number };
export const SESSION_LIMITS: SessionLimits = { idleMs: 24 * 60 * 60_000, absoluteMs: 7 * 24 * 60 * 60_000 };
/** Use is written down at most this often: a file write per request would be waste. */
const TOUCH_EVERY_MS = 60_000;

const fileSchema = z.object({
  version: z.literal(1),
  users: z.record(z.string(), userSchema),
  /** Approved device ids per lower-cased e-mail. */
  devices: z.record(z.string(), z.array(z.string())),
  /** Keyed by the SHA-256 of the token, so the file alone cannot be replayed as a session. */
  sessions: z.record(z.string(), sessionSchema),
});
type StoreFile = z.infer<typeof fileSchema>;

export type SecureSiteStore = ReturnType<typeof createSecureSiteStore>;

const emptyFile = (): StoreFile => ({ version: 1, users: {}, devices: {}, sessions: {} });
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSolanaSeed = (): `0x${string}` => `0x${randomBytes(32).toString('hex')}`;

/** Opens (or creates) the store; `dir: null` keeps it in memory. */
export function createSecureSiteStore({
  dir,
  warn = console.warn,
  sessionLimits = SESSION_LIMITS,
  now = Date.now,
}: {
  dir: string | null;
  warn?: (m: string) => void;
  sessionLimits?: SessionLimits;
  now?: () => number;
}) {
  const path = dir === null ? null : join(dir, 'secure-site.json');
  const data = path ? load(path, warn) : emptyFile();

  function save() {
    if (!dir || !path) return;
    mkdirSync(dir, { recursive: true });
    // Write then rename: a crash never leaves half a file behind.
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, path);
  }

  /** The session of `token` if it has not expired (an expired one is deleted), its use noted. */
  function liveSession(token: string | undefined): SessionRecord | undefined {
    if (!token) return undefined;
    const key = hashToken(token);
    const session = data.sessions[key];
    if (!session) return undefined;
    const time = now();
    const lastUsed = Date.parse(session.lastUsedAt ?? session.createdAt);
    // Written as "still within" so that an unreadable date (NaN) counts as expired.
    const within = time - Date.parse(session.createdAt) < sessionLimits.absoluteMs && time - lastUsed < sessionLimits.idleMs;
    if (!within) {
      delete data.sessions[key];
      save();
      return undefined;
    }
    if (time - lastUsed >= Math.min(TOUCH_EVERY_MS, sessionLimits.idleMs / 10)) {
      session.lastUsedAt = new Date(time).toISOString();
      save();
    }
    return session;
  }

  const findByLogin = (loginKey: string) => Object.values(data.users).find((user) => user.loginKey === loginKey);

  return {
    path,
    getUser: (id: string): UserRecord | undefined => data.users[id],
    findUserByEmail: (email: string) => findByLogin(`email:${email.toLowerCase()}`),

    /** The user for this login, created with a fresh key on first sign-in. */
    upsertUser(loginKey: string, fields: { email: string | null; userName: string | null }, newKey: () => `0x${string}`) {
      const existing = findByLogin(loginKey);
      if (existing) return { user: existing, created: false };
      const user: UserRecord = {
        id: randomUUID(),
        loginKey,
        email: fields.email,
        userName: fields.userName,
        privateKey: newKey(),
        solanaSeed: newSolanaSeed(),
        preferredAccountType: null,
        createdAt: new Date().toISOString(),
      };
      data.users[user.id] = user;
      save();
      return { user, created: true };
    },

    updateUser(id: string, change: Partial<Pick<UserRecord, 'email' | 'loginKey' | 'preferredAccountType'>>) {
      const user = data.users[id];
      if (!user) return undefined;
      Object.assign(user, change);
      save();
      return user;
    },

    isDeviceApproved: (email: string, deviceId: string) => data.devices[email.toLowerCase()]?.includes(deviceId) ?? false,

    approveDevice(email: string, deviceId: string) {
      const key = email.toLowerCase();
      const list = data.devices[key] ?? [];
      if (!list.includes(deviceId)) list.push(deviceId);
      data.devices[key] = list;
      save();
    },

    /** Devices follow the user when the e-mail changes. */
    moveDevices(from: string, to: string) {
      const list = data.devices[from.toLowerCase()] ?? [];
      delete data.devices[from.toLowerCase()];
      data.devices[to.toLowerCase()] = [...new Set([...(data.devices[to.toLowerCase()] ?? []), ...list])];
      save();
    },

    /** A new session for `userId`, bound to the device key that signed in (none: the session can never sign). */
    createSession(userId: string, device: { deviceId?: string; deviceKey?: string } = {}): string {
      const token = randomBytes(32).toString('base64url');
      const at = new Date(now()).toISOString();
      data.sessions[hashToken(token)] = { userId, ...device, createdAt: at, lastUsedAt: at };
      save();
      return token;
    },

    sessionUser(token: string | undefined): UserRecord | undefined {
      const session = liveSession(token);
      const user = session ? data.users[session.userId] : undefined;
      // Users created before Solana support get their Solana key on their next request.
      if (user && !user.solanaSeed) {
        user.solanaSeed = newSolanaSeed();
        save();
      }
      return user;
    },

    sessionDevice(token: string | undefined): string | undefined {
      return liveSession(token)?.deviceId;
    },

    /** The public device key the session signed in with, if any. */
    sessionDeviceKey(token: string | undefined): string | undefined {
      return liveSession(token)?.deviceKey;
    },

    revokeSession(token: string) {
      delete data.sessions[hashToken(token)];
      save();
    },
  };
}

function load(path: string, warn: (m: string) => void): StoreFile {
  if (!existsSync(path)) return emptyFile();
  try {
    chmodSync(path, 0o600);
    return fileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    // Keep the broken file for inspection rather than overwriting wallets on the next write.
    const backup = `${path}.corrupt-${Date.now()}`;
    renameSync(path, backup);
    warn(`secure-site: ignoring unreadable ${path} (${(error as Error).message}); moved to ${backup}`);
    return emptyFile();
  }
}

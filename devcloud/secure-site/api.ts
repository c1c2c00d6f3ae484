/**
 * The secure site's backend (`POST /api/...`), called only by its own frame page (same origin).
 * It keeps the keys, the sessions and the login flows; the frame turns its answers into the
 * app↔frame replies. Errors are `{ error }` with a message meant for the user.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isUnsafeMethod, rpcRequestPayloadSchema, type RpcRequestPayload } from '../../src/core/frame/rpc.ts';
import { SOCIAL_PROVIDERS } from '../../src/core/frame/primitives.ts';
import {
  accountOf,
  effectiveAccountType,
  newPrivateKey,
  primaryAddress,
  smartAccountAddress,
  smartAccountDeployed,
  supportsSmartAccount,
  solanaUserView,
  userView,
} from './accounts.ts';
import type { ApprovalBook } from './approvalBook.ts';
import { parseChainId } from './chainId.ts';
import { NodeError, type Chains } from './chains.ts';
import { CodeError } from './codes.ts';
import type { DeviceGuard } from './deviceGuard.ts';
import { NOT_THIS_DEVICE } from './deviceProof.ts';
import type { EmailChange } from './emailChange.ts';
import type { EmailLogin } from './emailLogin.ts';
import type { FarcasterLogin } from './farcasterLogin.ts';
import type { Funder } from './funding.ts';
import { LoginError } from './loginError.ts';
import { isOriginAllowed } from './originMatch.ts';
import type { OriginsSource } from './origins.ts';
import { localeFrom } from './locale.ts';
import { secureTranslator } from './translations.ts';
import { PreviewError, type Previewer } from './preview/build.ts';
import { requestHash } from './requestHash.ts';
import type { SocialLogin } from './socialLogin.ts';
import type { SecureSiteStore, UserRecord } from './store.ts';
import { WalletRpcError, type WalletRpc } from './walletRpc.ts';

export type ApiDeps = {
  siteOrigin: string;
  store: SecureSiteStore;
  chains: Chains;
  fund: Funder;
  emailLogin: EmailLogin;
  emailChange: EmailChange;
  social: SocialLogin;
  farcaster: FarcasterLogin;
  walletRpc: WalletRpc;
  origins: OriginsSource;
  approvals: ApprovalBook;
  preview: Previewer;
  devices: DeviceGuard;
};

/** The device key the call proved it holds (deviceGuard.ts), or null. */
type ApiEnv = { Variables: { deviceKey: string | null } };

class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 405 = 400,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** Long polls hold a request at most this long; the frame asks again until its own limit. */
const MAX_WAIT_MS = 25_000;

const email = z.email();
const otp = z.string().min(1).max(64);
const deviceId = z.string().min(8).max(128);
const chainId = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = parseChainId(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'Invalid chain id' });
    return z.NEVER;
  }
  return parsed;
});
const waitMs = z.number().int().min(0).max(MAX_WAIT_MS).default(MAX_WAIT_MS);
const accountType = z.enum(['eoa', 'smartAccount']);
/** Funding is a few mined transactions: seconds only on a loaded machine, and a dead node must not stop logins. */
const FUNDING_WAIT_MS = 15_000;

const bearer = (c: Context) => /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];

export function apiRoutes(deps: ApiDeps): Hono<ApiEnv> {
  const { store, chains, fund } = deps;
  const app = new Hono<ApiEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ error: error.message, ...(error.reason ? { reason: error.reason } : {}) }, error.status);
    if (error instanceof z.ZodError) return c.json({ error: 'Invalid request' }, 400);
    if (
      error instanceof CodeError ||
      error instanceof LoginError ||
      error instanceof WalletRpcError ||
      error instanceof NodeError ||
      error instanceof PreviewError
    ) {
      return c.json({ error: error.message }, 400);
    }
    console.error('secure-site:', error);
    return c.json({ error: 'Something went wrong' }, 500);
  });

  // Only the frame page itself may call: browsers send Origin on every POST fetch.
  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'POST') throw new ApiError('Method not allowed', 405);
    if (c.req.header('origin') !== deps.siteOrigin) throw new ApiError('Forbidden', 403);
    // The Origin header is only a browser's word: any program can send it. What the host page cannot have is the
    // frame's device key, so every call's proof is checked here and the routes that sign insist on it.
    const call = { path: c.req.path, body: await c.req.text(), token: bearer(c) };
    c.set('deviceKey', await deps.devices.provenKey((name) => c.req.header(name), call));
    await next();
  });

  async function body<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): Promise<z.output<T>> {
    const raw: unknown = await c.req.json().catch(() => {
      throw new ApiError('Invalid request');
    });
    return schema.parse(raw);
  }

  function sessionUser(c: Context<ApiEnv>): UserRecord {
    const user = store.sessionUser(bearer(c));
    if (!user) throw new ApiError('Session expired', 401);
    return user;
  }

  /** Whether the call proved the device key its session signed in with. */
  function fromSessionDevice(c: Context<ApiEnv>): boolean {
    const bound = store.sessionDeviceKey(bearer(c));
    return bound !== undefined && bound === c.get('deviceKey');
  }

  /**
   * The session's user, for what approves or signs: only with the proof of the device key the session signed in
   * with. A token alone (replayed by a program, or a frame that lost its key) is refused as 'Session expired' too,
   * with the reason that the session itself lives on (the frame keeps its token for resuming).
   */
  function deviceSessionUser(c: Context<ApiEnv>): UserRecord {
    const user = sessionUser(c);
    if (!fromSessionDevice(c)) throw new ApiError('Session expired', 401, NOT_THIS_DEVICE);
    return user;
  }

  /**
   * A new session, with money on every chain for the EOA and, where it exists, the smart account (the SPEC's default
   * account, which spends its own ETH; the paymaster pays only its gas): awaited, so the balance the app reads (and
   * caches for 30 s) right after the login already has it, as a real wallet's funds would be there. A node that does
   * not answer holds the login up FUNDING_WAIT_MS at most.
   */
  async function login(c: Context<ApiEnv>, user: UserRecord, deviceId?: string) {
    const token = store.createSession(user.id, { deviceId, deviceKey: c.get('deviceKey') ?? undefined });
    const eoa = accountOf(user).address;
    const grants = chains.ids().flatMap((id) => [fund(eoa, id), ...(supportsSmartAccount(id) ? [fund(smartAccountAddress(eoa), id)] : [])]);
    await Promise.race([Promise.all(grants), new Promise((resolve) => setTimeout(resolve, FUNDING_WAIT_MS))]);
    return token;
  }

  async function assertAllowed(projectId: string, origin: string) {
    if (!isOriginAllowed(origin, await deps.origins(projectId))) throw new ApiError('Origin is not allowed', 403);
  }

  /**
   * The connection check: connected only for the key the session signed in with, since no other key signs. A frame
   * that lost its key (a reload without its storage) is told no, and the app asks the visitor to sign in again; the
   * device id of a session that lives still comes back, so that sign-in is known (a code, no link).
   */
  app.post('/api/session', (c) => {
    const token = bearer(c);
    const lives = store.sessionUser(token) !== undefined;
    return c.json(lives ? { isConnected: fromSessionDevice(c), deviceId: store.sessionDevice(token) } : { isConnected: false });
  });

  app.post('/api/sign-out', (c) => {
    const token = bearer(c);
    if (token) store.revokeSession(token);
    return c.json({ ok: true });
  });

  app.post('/api/email/connect', async (c) => {
    const input = await body(c, z.object({ email, deviceId, locale: z.string().optional() }));
    // "Already signed in, no code" only for a session this frame can use: one that lost its key signs in again.
    const current = fromSessionDevice(c) ? store.sessionUser(bearer(c)) : undefined;
    const action = deps.emailLogin.start(input.email, input.deviceId, current, localeFrom(input.locale));
    return c.json({ action });
  });

  app.post('/api/email/device', async (c) => {
    const input = await body(c, z.object({ email, deviceId, waitMs }));
    return c.json({ approved: await deps.emailLogin.waitForDevice(input.email, input.deviceId, input.waitMs) });
  });

  app.post('/api/email/otp', async (c) => {
    const input = await body(c, z.object({ email, otp, deviceId }));
    const { user } = deps.emailLogin.verify(input.email, input.otp, input.deviceId, newPrivateKey);
    return c.json({ token: await login(c, user, input.deviceId) });
  });

  app.post('/api/email/update', async (c) => {
    const input = await body(c, z.object({ email }));
    return c.json({ action: deps.emailChange.start(sessionUser(c), input.email) });
  });

  app.post('/api/email/update/primary', async (c) => {
    const input = await body(c, z.object({ otp }));
    deps.emailChange.primary(sessionUser(c), input.otp);
    return c.json({ ok: true });
  });

  app.post('/api/email/update/secondary', async (c) => {
    const input = await body(c, z.object({ otp }));
    return c.json({ newEmail: deps.emailChange.secondary(sessionUser(c), input.otp) });
  });

  app.post('/api/social/redirect', async (c) => {
    const input = await body(c, z.object({ provider: z.enum(SOCIAL_PROVIDERS), origin: z.string(), projectId: z.string().min(1) }));
    await assertAllowed(input.projectId, input.origin);
    return c.json({ uri: deps.social.redirectUri(input.provider, input.origin) });
  });

  app.post('/api/social/connect', async (c) => {
    const input = await body(c, z.object({ uri: z.string().max(2048), origin: z.string(), deviceId: deviceId.optional() }));
    const { user } = deps.social.connect(input.uri, input.origin, newPrivateKey);
    return c.json({ token: await login(c, user, input.deviceId), userName: user.userName });
  });

  app.post('/api/farcaster/channel', async (c) => {
    const input = await body(c, z.object({ origin: z.string(), projectId: z.string().min(1) }));
    await assertAllowed(input.projectId, input.origin);
    return c.json(deps.farcaster.open());
  });

  app.post('/api/farcaster/wait', async (c) => {
    const input = await body(c, z.object({ channel: z.string().min(1).max(128), waitMs, deviceId: deviceId.optional() }));
    const user = await deps.farcaster.wait(input.channel, input.waitMs);
    if (!user) return c.json({ status: 'pending' });
    return c.json({ status: 'approved', token: await login(c, user, input.deviceId), userName: user.userName });
  });

  app.post('/api/user', async (c) => {
    const input = await body(
      c,
      z.object({
        chainId,
        preferredAccountType: accountType.optional(),
        // The solana namespace's user (the frame asks one user per namespace).
        solanaChainId: z
          .string()
          .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,64}$/)
          .optional(),
      }),
    );
    let user = sessionUser(c);
    if (input.solanaChainId) {
      const solana = solanaUserView(user, input.solanaChainId);
      if (!solana) throw new ApiError('No Solana account for this login');
      return c.json(solana);
    }
    if (input.preferredAccountType) user = store.updateUser(user.id, { preferredAccountType: input.preferredAccountType }) ?? user;
    return c.json(userView(user, input.chainId, await smartAccountDeployed(deps.chains, user, input.chainId)));
  });

  app.post('/api/account/preferred', async (c) => {
    const input = await body(c, z.object({ chainId, type: accountType }));
    const user = sessionUser(c);
    if (input.type === 'smartAccount' && !supportsSmartAccount(input.chainId)) {
      throw new ApiError('Smart accounts are not supported on this network');
    }
    const updated = store.updateUser(user.id, { preferredAccountType: input.type }) ?? user;
    return c.json({
      type: effectiveAccountType(updated, input.chainId),
      address: primaryAddress(updated, input.chainId),
    });
  });

  app.post('/api/smart-account', async (c) => {
    const input = await body(c, z.object({ chainId }));
    const user = sessionUser(c);
    if (!supportsSmartAccount(input.chainId)) throw new ApiError('Smart accounts are not supported on this network');
    const isDeployed = await smartAccountDeployed(deps.chains, user, input.chainId);
    return c.json({ address: smartAccountAddress(accountOf(user).address), isDeployed });
  });

  /** The request and the chain it runs on (its own chain id wins over the frame's current one). */
  function rpcTarget(raw: { chainId: number; request: unknown }): { request: RpcRequestPayload; target: number } {
    const request = rpcRequestPayloadSchema.safeParse(raw.request);
    if (!request.success) throw new ApiError('Unsupported RPC request');
    // A bip122 request names its Bitcoin network itself (walletRpc reads it); the frame's EVM chain stays the target.
    const own = request.data.chainNamespace === 'bip122' ? undefined : request.data.chainId;
    const target = own === undefined ? raw.chainId : parseChainId(own);
    if (target === null) throw new ApiError('Invalid chain id');
    return { request: request.data, target };
  }

  // What the frame's confirmation page shows, in its language; `origin` is the app's origin the frame verified.
  app.post('/api/preview', async (c) => {
    const raw = await body(c, z.object({ chainId, request: z.unknown(), origin: z.string().max(512), locale: z.string().optional() }));
    const { request, target } = rpcTarget(raw);
    const t = secureTranslator(localeFrom(raw.locale));
    return c.json(await deps.preview(sessionUser(c), target, request, raw.origin, t));
  });

  // Called by the frame page when the visitor clicks Approve: a one-time token for this request only.
  app.post('/api/approvals', async (c) => {
    const raw = await body(c, z.object({ chainId, request: z.unknown() }));
    const { request, target } = rpcTarget(raw);
    if (!isUnsafeMethod(request.method)) throw new ApiError('Nothing to approve');
    deviceSessionUser(c);
    return c.json({ approval: deps.approvals.issue(bearer(c)!, requestHash(target, request)) });
  });

  app.post('/api/rpc', async (c) => {
    const raw = await body(c, z.object({ chainId, request: z.unknown(), approval: z.string().max(256).optional() }));
    const { request, target } = rpcTarget(raw);
    const user = deviceSessionUser(c);
    if (!isUnsafeMethod(request.method)) return c.json({ result: (await deps.walletRpc(user, target, request)) ?? null });
    const approval = raw.approval ? deps.approvals.redeem(bearer(c)!, requestHash(target, request), raw.approval) : null;
    if (!approval) throw new ApiError('This request was not approved in the secure frame', 403);
    const result = await deps.walletRpc(user, target, request, approval);
    return c.json({ result: result ?? null });
  });

  return app;
}

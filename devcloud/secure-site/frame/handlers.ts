/**
 * One handler per app→frame request (SPEC section 3). Each returns the `_SUCCESS` payload or
 * throws an Error whose message becomes the `_ERROR` payload. Keys and sessions live on the
 * backend; the frame holds only the session token, the device id and the current chain.
 *
 * An unsafe RPC request waits in the approval queue until the visitor clicks Approve or Reject
 * on the frame's own page (approvalPage.ts); no request decides it. Approve fetches a one-time
 * approval token for exactly that request, without which the backend signs nothing.
 */
import type { ApprovalOutcome, AppPayload, RequestName, SuccessPayload, User } from '../../../src/core/frame/messages.ts';
import { isSafeMethod, isUnsafeMethod } from '../../../src/core/frame/rpc.ts';
import type { Locale } from '../../../src/core/i18n/locales.ts';
import { parseChainId } from '../chainId.ts';
import { localeFrom, withLocale } from '../locale.ts';
import type { DappMetadata } from './appInfo.ts';
import type { ApprovalQueue, PendingApproval } from './approvals.ts';
import type { Backend } from './backend.ts';
import type { FrameConfig } from './config.ts';
import { isUserRejection, RequestAbortedError } from './errors.ts';
import type { FrameStorage } from './storage.ts';

/** The request's id (the app's, or one the frame made up) and a hook run after its reply is posted. */
export type RequestContext = { id: string; after(task: () => void): void };

export type Handlers = {
  [N in RequestName]: (payload: AppPayload<N>, origin: string, context: RequestContext) => Promise<SuccessPayload<N>>;
};

export type HandlerDeps = {
  config: FrameConfig;
  storage: FrameStorage;
  backend: Backend;
  /** Tells the app about a new session (SESSION_UPDATE) at the origin that asked. */
  sessionUpdated: (token: string, origin: string) => void;
  approvals: ApprovalQueue;
  /**
   * The page's look (SYNC_THEME), who the app says it is (SYNC_DAPP_DATA, with its verified origin) and its
   * language (SYNC_LOCALE; the popups this frame hands out open in it).
   */
  ui: {
    theme(mode: 'light' | 'dark'): void;
    dapp(metadata: DappMetadata | undefined, origin: string): void;
    locale(): Locale;
    setLocale(locale: Locale): void;
  };
  now?: () => number;
  /** Reloads the frame's page (RELOAD). */
  reload?: () => void;
};

const isSolanaChain = (value: unknown): value is string => typeof value === 'string' && value.startsWith('solana:');

/** Matches the app's request time-out; past it nobody is waiting for the answer. */
const DEVICE_WAIT_MS = 120_000;
const FARCASTER_WAIT_MS = 10 * 60_000;

export function createHandlers({
  config,
  storage,
  backend,
  sessionUpdated,
  approvals,
  ui,
  now = Date.now,
  reload = () => {},
}: HandlerDeps): Handlers {
  let pendingEmail: string | null = null;
  let farcasterChannel: string | null = null;
  const inflightRpc = new Set<{ method: string; controller: AbortController }>();

  const chainId = (): number => storage.chainId ?? config.chainIds[0]!;

  function token(): string {
    const current = storage.token;
    if (!current) throw new Error('Not connected to email or social');
    return current;
  }

  function useChain(value: string | number | undefined) {
    if (value === undefined) return;
    const id = parseChainId(value);
    if (id === null || !config.chainIds.includes(id)) throw new Error(`Chain ${value} is not supported`);
    storage.chainId = id;
  }

  function loggedIn(newToken: string, origin: string) {
    // Whatever waited for approval belongs to the session before.
    approvals.cancelAll();
    storage.token = newToken;
    sessionUpdated(newToken, origin);
  }

  const getUser = (preferredAccountType?: 'eoa' | 'smartAccount') =>
    backend<User>('/api/user', { chainId: chainId(), preferredAccountType }, { token: token() });

  async function connectSocial(uri: string, origin: string) {
    const { token: newToken } = await backend<{ token: string }>('/api/social/connect', {
      uri,
      origin,
      deviceId: storage.deviceId,
    });
    loggedIn(newToken, origin);
  }

  /** A backend call that RPC_ABORT stops, unless it only reads. */
  async function abortable<T>(method: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const entry = { method, controller: new AbortController() };
    inflightRpc.add(entry);
    try {
      return await call(entry.controller.signal);
    } catch (error) {
      if (entry.controller.signal.aborted) throw new RequestAbortedError();
      throw error;
    } finally {
      inflightRpc.delete(entry);
    }
  }

  /** An unsafe request: shown in the frame, signed only after the visitor's Approve. */
  async function approvedRpc(request: PendingApproval['request'], origin: string, context: RequestContext) {
    const session = token();
    const chain = chainId();
    const ticket = approvals.open({ id: context.id, request, chainId: chain, origin, session });
    let outcome: ApprovalOutcome = 'failed';
    // APPROVAL_ENDED follows the RPC reply, so the app hides the frame after it has the answer.
    context.after(() => ticket.end(outcome));
    try {
      await ticket.decision;
    } catch (error) {
      outcome = isUserRejection(error) ? 'rejected' : 'cancelled';
      throw error;
    }
    try {
      // The click's proof: a one-time token for exactly this request, which /api/rpc insists on.
      const { approval } = await abortable(request.method, (signal) =>
        backend<{ approval: string }>('/api/approvals', { chainId: chain, request }, { token: session, signal }),
      );
      const { result } = await abortable(request.method, (signal) =>
        backend<{ result: unknown }>('/api/rpc', { chainId: chain, request, approval }, { token: session, signal }),
      );
      outcome = 'approved';
      // The bare result, as the real frame answers (AppKit resolves `event.payload`).
      return result;
    } catch (error) {
      if (error instanceof RequestAbortedError) outcome = 'cancelled';
      throw error;
    }
  }

  return {
    async SWITCH_NETWORK({ chainId: requested }) {
      useChain(requested);
      return { chainId: chainId() };
    },

    async CONNECT_EMAIL({ email }) {
      pendingEmail = email;
      // The mailbox's device approval link opens its page in the frame's language.
      return backend('/api/email/connect', { email, deviceId: storage.deviceId, locale: ui.locale() }, { token: storage.token });
    },

    async CONNECT_DEVICE() {
      const email = pendingEmail;
      if (!email) throw new Error('No e-mail login in progress');
      const deadline = now() + DEVICE_WAIT_MS;
      // Long poll: each call waits server-side until the mailbox link is opened, or ~25 s.
      while (now() < deadline) {
        const { approved } = await backend<{ approved: boolean }>('/api/email/device', {
          email,
          deviceId: storage.deviceId,
        });
        if (approved) return undefined;
      }
      throw new Error('Device verification timed out');
    },

    async CONNECT_OTP({ otp }, origin) {
      const email = pendingEmail;
      if (!email) throw new Error('No e-mail login in progress');
      const { token: newToken } = await backend<{ token: string }>('/api/email/otp', {
        email,
        otp,
        deviceId: storage.deviceId,
      });
      pendingEmail = null;
      loggedIn(newToken, origin);
      return undefined;
    },

    async CONNECT_SOCIAL({ uri, preferredAccountType, chainId: requested }, origin) {
      useChain(requested);
      await connectSocial(uri, origin);
      return getUser(preferredAccountType);
    },

    async GET_FARCASTER_URI(_payload, origin) {
      const { channel, url } = await backend<{ channel: string; url: string }>('/api/farcaster/channel', {
        origin,
        projectId: config.projectId,
      });
      farcasterChannel = channel;
      return { url: withLocale(url, ui.locale()) };
    },

    async CONNECT_FARCASTER(_payload, origin) {
      const channel = farcasterChannel;
      if (!channel) throw new Error('Failed to connect to farcaster');
      const deadline = now() + FARCASTER_WAIT_MS;
      while (now() < deadline) {
        const answer = await backend<{ status: 'pending' | 'approved'; token?: string; userName?: string }>('/api/farcaster/wait', {
          channel,
          deviceId: storage.deviceId,
        });
        if (answer.status === 'approved' && answer.token) {
          farcasterChannel = null;
          loggedIn(answer.token, origin);
          return { userName: answer.userName ?? '' };
        }
      }
      throw new Error('Failed to connect to farcaster');
    },

    async GET_USER(payload, origin) {
      if (payload?.socialUri) await connectSocial(payload.socialUri, origin);
      // One user per namespace: a solana chain id asks for the login's Solana user (the EVM chain stays).
      if (isSolanaChain(payload?.chainId)) {
        return backend<User>('/api/user', { chainId: chainId(), solanaChainId: payload?.chainId }, { token: token() });
      }
      useChain(payload?.chainId);
      return getUser(payload?.preferredAccountType);
    },

    async GET_SOCIAL_REDIRECT_URI({ provider }, origin) {
      const { uri } = await backend<{ uri: string }>('/api/social/redirect', { provider, origin, projectId: config.projectId });
      return { uri: withLocale(uri, ui.locale()) };
    },

    async SIGN_OUT() {
      approvals.cancelAll();
      const current = storage.token;
      storage.token = null;
      // Forget locally even if the backend is unreachable.
      if (current) await backend('/api/sign-out', {}, { token: current }).catch(() => undefined);
      return undefined;
    },

    async IS_CONNECTED(payload) {
      // After a reload the frame's storage has the token; where only the frame's localStorage was
      // lost, the app's copy (from SESSION_UPDATE) brings the session back. Connected only if this
      // frame's device key is the session's: where the browser denied the frame its storage, the
      // key went with the page, and a session it cannot sign with is no connection.
      const candidate = storage.token ?? payload?.token ?? null;
      if (!candidate) return { isConnected: false };
      if (candidate !== storage.token) approvals.cancelAll();
      const answer = await backend<{ isConnected: boolean; deviceId?: string }>('/api/session', {}, { token: candidate });
      const { isConnected } = answer;
      // The device that signed in (no link when the visitor signs in again, only a code).
      if (answer.deviceId) storage.adoptDeviceId(answer.deviceId);
      if (isConnected) storage.token = candidate;
      else if (storage.token === candidate) storage.token = null;
      return { isConnected };
    },

    async GET_CHAIN_ID() {
      return { chainId: chainId() };
    },

    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: config.smartAccountChainIds };
    },

    async INIT_SMART_ACCOUNT() {
      return backend('/api/smart-account', { chainId: chainId() }, { token: token() });
    },

    async SET_PREFERRED_ACCOUNT({ type }) {
      return backend('/api/account/preferred', { chainId: chainId(), type }, { token: token() });
    },

    async RPC_REQUEST(request, origin, context) {
      // The bip122 methods are ours (the `bitcoin` extension): unknown to the real site, so refused where not offered.
      if (request.chainNamespace === 'bip122' && !config.extensions.includes('bitcoin'))
        throw new Error(`Unsupported RPC method: ${request.method}`);
      if (isUnsafeMethod(request.method)) return approvedRpc(request as PendingApproval['request'], origin, context);
      const session = token();
      const { result } = await abortable(request.method, (signal) =>
        backend<{ result: unknown }>('/api/rpc', { chainId: chainId(), request }, { token: session, signal }),
      );
      return result;
    },

    async UPDATE_EMAIL({ email }) {
      return backend('/api/email/update', { email }, { token: token() });
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await backend('/api/email/update/primary', { otp }, { token: token() });
      return undefined;
    },

    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      return backend('/api/email/update/secondary', { otp }, { token: token() });
    },

    async SYNC_THEME({ themeMode }) {
      // Only light or dark: the host's colour variables could make a warning or Approve unreadable.
      if (themeMode) ui.theme(themeMode);
      return undefined;
    },

    async SYNC_DAPP_DATA({ metadata }, origin) {
      ui.dapp(metadata, origin);
      return undefined;
    },

    async SYNC_LOCALE({ locale }) {
      // Words only: the language changes what the page says, never what it signs or when.
      ui.setLocale(localeFrom(locale));
      return undefined;
    },

    async RELOAD(_payload, _origin, context) {
      // After the reply: the page starts again from what its storage holds (the app saw a session it cannot use).
      context.after(reload);
      return undefined;
    },

    async RPC_ABORT() {
      // Same rule as the app: read methods run on, anything that signs or sends stops, and
      // whatever waits for the visitor is withdrawn (the page clears).
      approvals.cancelAll();
      for (const entry of inflightRpc) if (!isSafeMethod(entry.method)) entry.controller.abort();
      return undefined;
    },
  };
}

import { identityAtom, walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { showAlert } from '../../atoms/alert.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import {
  embeddedUserAtom,
  emailLoginAtom,
  farcasterAtom,
  pendingApprovalsAtom,
  smartAccountNetworksAtom,
  socialPendingAtom,
  updateEmailAtom,
  type EmailLoginState,
  type EmbeddedUser,
  type PendingApproval,
} from '../../atoms/embedded.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { themeModeAtom, themeVariablesAtom } from '../../atoms/options.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { currentRoute, routerAtom } from '../../atoms/router.ts';
import { servicesAtom } from '../../atoms/services.ts';
import {
  createEmbeddedFrame,
  createEmbeddedProvider,
  type EmbeddedFrame,
  type EmbeddedProvider,
} from '../../chains/connectors/embedded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { decodeBase58, isSolanaAddress } from '../../chains/solana/address.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { SDK_TYPE, SDK_VERSION, TIME } from '../../core/constants.ts';
import type { Alert } from '../../core/errors/alerts.ts';
import { FarcasterUriAbortedError, FrameError, IframeLoadFailedError, IframeRequestTimeoutError } from '../../core/frame/errors.ts';
import { isSafeMethod, isUnsafeMethod, type User } from '../../core/frame/messages.ts';
import { emailSchema, otpSchema, type SocialProvider } from '../../core/frame/primitives.ts';
import { rpcRequestPayloadSchema } from '../../core/frame/rpc.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import type { InstanceContext } from './context.ts';
import { nowOf } from './context.ts';
import { resetNamespaceState } from './namespaceState.ts';
import { setActiveNetwork } from './network.ts';

/** Alerts of the embedded wallet (SPEC section 8). */
export const EMBEDDED_ALERTS = {
  iframeLoadFailed: (): Alert => ({
    shortMessage: 'Network Error',
    longMessage: 'Unable to load email login dependency',
    variant: 'error',
  }),
  requestTimedOut: (): Alert => ({
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The secure wallet did not answer in time. Check your connection and try again.',
    variant: 'error',
  }),
} as const;

/** SPEC section 8 texts used here. */
export const EMBEDDED_MESSAGES = {
  popupClosed: 'Popup closed',
  socialInit: 'Failed to initiate social connection',
  failedToConnect: 'Failed to connect',
  farcaster: 'Failed to connect to farcaster',
  modalClosed: 'Modal closed',
  userRejected: 'User rejected',
  notConnected: 'Not connected to email or social',
} as const;

/** An EIP-1193 error: `code` per SPEC section 8. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const LOGIN_CACHE_KEYS = [
  STORAGE_KEYS.emailLoginUsed,
  STORAGE_KEYS.email,
  STORAGE_KEYS.lastEmailLoginTime,
  STORAGE_KEYS.lastUsedChainId,
  STORAGE_KEYS.socialUsername,
  STORAGE_KEYS.connectedSocial,
  STORAGE_KEYS.smartAccountEnabledNetworks,
  STORAGE_KEYS.embeddedSessionToken,
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 'Please try again after {n} seconds' while the 30 s e-mail cooldown runs, else null. */
export function cooldownMessage(lastLogin: number | undefined, now: number): string | null {
  if (lastLogin === undefined) return null;
  const left = TIME.emailLoginCooldown - (now - lastLogin);
  if (left <= 0) return null;
  return `Please try again after ${Math.ceil(left / 1000)} seconds`;
}

/** The personal_sign message as text when it is printable UTF-8, else as given. */
export function personalSignText(hex: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return hex;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text;
  } catch {
    return hex;
  }
}

function toDecimal(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value).toString();
  return undefined;
}

/** What ApproveTransaction shows of a validated unsafe request. */
export function describeRequest(id: number, request: { method: string; params?: unknown; chainNamespace?: string }): PendingApproval {
  const base: PendingApproval = { id, method: request.method, chainNamespace: request.chainNamespace ?? 'eip155' };
  const params = request.params;
  if (request.method === 'personal_sign' && Array.isArray(params)) {
    return { ...base, message: personalSignText(String(params[0])), from: String(params[1]) };
  }
  if (request.method === 'solana_signMessage' && params && typeof params === 'object' && !Array.isArray(params)) {
    const { message, pubkey } = params as { message: string; pubkey: string };
    const bytes = decodeBase58(message);
    return {
      ...base,
      message: bytes ? personalSignText(`0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`) : message,
      from: pubkey,
    };
  }
  if (request.method === 'eth_sendTransaction' && Array.isArray(params)) {
    const tx = params[0] as { from?: string; to?: string | null; value?: unknown };
    return { ...base, from: tx.from, to: tx.to ?? null, value: toDecimal(tx.value) ?? '0' };
  }
  if (request.method === 'eth_signTypedData_v4' && Array.isArray(params)) {
    const data = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1]);
    return { ...base, from: String(params[0]), details: data.slice(0, 2000) };
  }
  if (request.method === 'wallet_sendCalls' && Array.isArray(params)) {
    const calls = params[0] as { from?: string; calls: unknown[] };
    return { ...base, from: calls.from, details: JSON.stringify(calls.calls).slice(0, 2000) };
  }
  return { ...base, details: JSON.stringify(params ?? null).slice(0, 2000) };
}

const ACCOUNT_TYPES = new Set(['eoa', 'smartAccount']);

type AccountType = 'eoa' | 'smartAccount';

/** SPEC section 9 "Default account types" (the storage key's schema wants every namespace). */
export const DEFAULT_ACCOUNT_TYPES = { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' } as const;

/**
 * The EVM account type (SPEC section 4): the provider's preference, else the stored one, else the default
 * (smartAccount). `effective` is what is used: a smart account only where the network offers one, else eoa.
 */
export function chooseAccountType(input: { provider?: AccountType; stored?: string; smartAccountAvailable: boolean }): {
  preferred: AccountType;
  effective: AccountType;
} {
  const stored = input.stored === 'eoa' || input.stored === 'smartAccount' ? input.stored : undefined;
  const preferred = input.provider ?? stored ?? DEFAULT_ACCOUNT_TYPES.eip155;
  return { preferred, effective: preferred === 'smartAccount' && input.smartAccountAvailable ? 'smartAccount' : 'eoa' };
}

/** SYNC_THEME's payload: the mode, the host's variables, and the same variables under the secure site's `--w3m-` names. */
export function themeSyncPayload(themeMode: 'light' | 'dark', themeVariables: Record<string, string | number>) {
  const w3mThemeVariables: Record<string, string> = {};
  for (const [name, value] of Object.entries(themeVariables)) w3mThemeVariables[name.replace(/^--airlock-/, '--w3m-')] = String(value);
  return { themeMode, themeVariables, w3mThemeVariables };
}

/** What createEmbeddedActions needs besides its instance; tests pass a fake frame. */
export type EmbeddedDeps = { createFrame?: typeof createEmbeddedFrame };

/**
 * The embedded (e-mail / social) wallet's actions (SPEC section 4): the hidden frame on first need, e-mail,
 * social and Farcaster login, the login cache, start-up sync, disconnect, e-mail change, account type, and the
 * EIP-1193 provider whose unsafe requests wait for ApproveTransaction. Views reach these through `services.embedded`.
 */
export function createEmbeddedActions(ctx: InstanceContext, deps: EmbeddedDeps = {}) {
  const { store, storage, options } = ctx;
  const createFrame = deps.createFrame ?? createEmbeddedFrame;
  let frame: EmbeddedFrame | undefined;
  /** The frame that is initialised (SYNC_THEME goes only to a ready frame). */
  let readyFrame: EmbeddedFrame | undefined;
  let approvalSeq = 0;
  const approvals = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const inflightUnsafe = new Set<AbortController>();
  const timeouts = {
    load: options._testTimeouts?.iframeLoad ?? TIME.iframeLoadTimeout,
    request: options._testTimeouts?.iframeRequest ?? TIME.iframeRequestTimeout,
  };

  const namespacesServed = (): ChainNamespace[] =>
    [...new Set(store.get(networksAtom).map((n) => n.chainNamespace))].filter((ns) => ns === 'eip155' || ns === 'solana');

  const evmChainId = (): number | undefined => {
    const network = store.get(activeNetworkAtom);
    return network?.chainNamespace === 'eip155' ? Number(network.id) : undefined;
  };

  /** The hidden frame, created on first need (SPEC: only when e-mail login was used before or an action needs it). */
  function getFrame(): EmbeddedFrame {
    if (frame) return frame;
    const created = createFrame({
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId ?? '',
      chainId: evmChainId() ?? storage.get(STORAGE_KEYS.lastUsedChainId),
      version: SDK_VERSION,
      enableLogger: options.enableAuthLogger,
      timeouts,
      onDebug: (message, data) => ctx.debug(`embedded wallet: ${message}`, data),
    });
    created.messenger.onEvent((event) => {
      if (event.type === '@airlock-frame/SESSION_UPDATE') storage.set(STORAGE_KEYS.embeddedSessionToken, event.payload.token);
    });
    created.messenger.whenReady().then(
      () => {
        if (frame !== created) return;
        readyFrame = created;
        // SPEC section 3: the frame learns the theme and the dapp's data once it is initialised.
        syncTheme();
        const metadata = options.metadata;
        void created.messenger
          .request('@airlock-app/SYNC_DAPP_DATA', {
            ...(metadata ? { metadata } : {}),
            sdkVersion: SDK_VERSION,
            sdkType: SDK_TYPE,
            projectId: options.projectId ?? '',
          })
          .catch((error: unknown) => ctx.debug('embedded wallet: dapp data not synced', error));
      },
      (error: unknown) => onFrameError(error),
    );
    frame = created;
    return created;
  }

  /** SYNC_THEME to the initialised frame (at init and on every theme change). */
  function syncTheme() {
    if (!readyFrame) return;
    void readyFrame.messenger
      .request('@airlock-app/SYNC_THEME', themeSyncPayload(store.get(themeModeAtom), store.get(themeVariablesAtom)))
      .catch((error: unknown) => ctx.debug('embedded wallet: theme not synced', error));
  }

  /** Alerts for the SPEC's time-outs; a frame that never loaded is dropped so the next action tries again. */
  function onFrameError(error: unknown) {
    if (error instanceof IframeLoadFailedError) {
      showAlert(store, EMBEDDED_ALERTS.iframeLoadFailed());
      frame?.destroy();
      frame = undefined;
      readyFrame = undefined;
    } else if (error instanceof IframeRequestTimeoutError) {
      showAlert(store, EMBEDDED_ALERTS.requestTimedOut());
    }
  }

  async function guard<T>(promise: Promise<T>): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      onFrameError(error);
      throw error;
    }
  }

  const messenger = () => getFrame().messenger;

  const messageOf = (error: unknown, fallback: string) =>
    error instanceof IframeLoadFailedError
      ? EMBEDDED_ALERTS.iframeLoadFailed().longMessage
      : error instanceof FrameError || error instanceof Error
        ? error.message || fallback
        : fallback;

  /** The key's schema wants every namespace: the SPEC defaults fill the others. */
  function storePreferredType(type: AccountType) {
    storage.set(STORAGE_KEYS.preferredAccountTypes, {
      ...DEFAULT_ACCOUNT_TYPES,
      ...(storage.get(STORAGE_KEYS.preferredAccountTypes) ?? {}),
      eip155: type,
    });
  }

  function clearLoginCache() {
    for (const key of LOGIN_CACHE_KEYS) storage.remove(key);
  }

  // ---- providers ----

  const providers = new Map<ChainNamespace, EmbeddedProvider>();
  function providerFor(namespace: ChainNamespace): EmbeddedProvider {
    let provider = providers.get(namespace);
    if (!provider) {
      provider = createEmbeddedProvider((args) => request(namespace, args));
      providers.set(namespace, provider);
    }
    return provider;
  }

  // ---- connection state ----

  function resetNamespace(namespace: ChainNamespace) {
    resetNamespaceState(ctx, namespace);
  }

  /** A namespace connected to the embedded wallet: atoms, provider, connector id and connected namespaces stored. */
  function connectNamespace(namespace: ChainNamespace, address: string, caipNetworkId: string, name: string) {
    store.set(connectionAtom(namespace), {
      status: 'connected',
      connectorId: EMBEDDED_CONNECTOR_ID,
      address,
      caipAddress: `${caipNetworkId}:${address}` as `${string}:${string}:${string}`,
    });
    store.set(walletInfoAtom(namespace), { name, id: EMBEDDED_CONNECTOR_ID, rdns: EMBEDDED_CONNECTOR_ID });
    store.set(walletProviderAtom(namespace), providerFor(namespace));
    storage.set(connectorIdKey(namespace), EMBEDDED_CONNECTOR_ID);
    storage.set(STORAGE_KEYS.connectionStatus, 'connected');
    storage.set(STORAGE_KEYS.connectedNamespaces, [...new Set([...(storage.get(STORAGE_KEYS.connectedNamespaces) ?? []), namespace])]);
  }

  /** Connect success (SPEC section 4): address set, user merged, account type chosen, login cache written. */
  function establish(user: User, via: { email?: string; social?: string }) {
    const listed = (user.accounts ?? []).filter((a) => ACCOUNT_TYPES.has(a.type));
    const smartAccount = listed.find((a) => a.type === 'smartAccount');
    // Provider preference, else stored, else default; a smart account only where the network offers one.
    const { effective } = chooseAccountType({
      provider: user.preferredAccountType,
      stored: storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155,
      smartAccountAvailable: smartAccount !== undefined,
    });
    const eoa = listed.find((a) => a.type === 'eoa');
    const address = effective === 'smartAccount' ? smartAccount!.address : (eoa?.address ?? user.address);
    const previous = store.get(embeddedUserAtom);
    const merged: EmbeddedUser = {
      ...previous,
      email: user.email ?? via.email ?? previous?.email ?? null,
      userName: user.userName ?? previous?.userName ?? null,
      address,
      accounts: listed.length > 0 ? listed : [{ address, type: effective }],
      preferredAccountType: effective,
      smartAccountDeployed: user.smartAccountDeployed ?? false,
    };
    store.set(embeddedUserAtom, merged);
    const email = merged.email ?? undefined;
    if (email) storage.set(STORAGE_KEYS.email, email);
    storage.set(STORAGE_KEYS.emailLoginUsed, true);
    storage.remove(STORAGE_KEYS.lastEmailLoginTime);
    storage.set(STORAGE_KEYS.lastUsedChainId, user.chainId);

    const namespace: ChainNamespace = 'eip155';
    const before = store.get(connectionAtom(namespace)).address;
    const network = store.get(activeNetworkAtom);
    const caipNetworkId = network?.chainNamespace === namespace ? network.caipNetworkId : `eip155:${user.chainId}`;
    const name = email ?? merged.userName ?? via.social ?? 'Email';
    connectNamespace(namespace, address, caipNetworkId, name);
    // The solana namespace: the same login's Solana account, its requests through the same frame.
    const solana = store.get(networksAtom).find((n) => n.chainNamespace === 'solana');
    if (solana && user.solanaAddress && isSolanaAddress(user.solanaAddress)) {
      const solanaNetwork = network?.chainNamespace === 'solana' ? network : solana;
      connectNamespace('solana', user.solanaAddress, solanaNetwork.caipNetworkId, name);
    }
    if (store.get(activeNamespaceAtom) !== namespace && network) {
      const evm = store.get(networksAtom).find((n) => n.chainNamespace === namespace);
      if (evm) setActiveNetwork(ctx, evm);
    }
    if (before !== address) store.set(identityAtom, undefined);
    providerFor(namespace).emit('accountsChanged', [address]);
    void refreshAccount();
  }

  /** Balance and identity; `force` bypasses the 30 s balance cache (after a successful unsafe request). */
  const refreshAccount = (refresh?: { force?: boolean }) =>
    store
      .get(servicesAtom)
      ?.wallet.refreshAccount(refresh)
      .catch(() => undefined) ?? Promise.resolve();

  async function finishLogin(user: User, via: { email?: string; social?: string; method: string }) {
    establish(user, via);
    store.set(emailLoginAtom, null);
    ctx.track('CONNECT_SUCCESS', { method: via.method, name: EMBEDDED_CONNECTOR_ID });
    ctx.close();
  }

  const getUser = () => guard(messenger().request('@airlock-app/GET_USER', { ...(evmChainId() ? { chainId: evmChainId() } : {}) }));

  // ---- e-mail login ----

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
      const { action } = await guard(messenger().request('@airlock-app/CONNECT_EMAIL', { email }));
      ctx.track('EMAIL_SUBMITTED', { action });
      if (action === 'VERIFY_OTP') {
        setEmailState({ step: 'otp', error: undefined });
        if (options.resend) ctx.toaster.showSuccess('Code resent');
      } else if (action === 'VERIFY_DEVICE') {
        setEmailState({ step: 'device', error: undefined });
        void waitForDevice(email);
      } else {
        setEmailState({ step: 'connecting', error: undefined });
        await finishLogin(await getUser(), { email, method: 'email' });
      }
      return null;
    } catch (error) {
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      setEmailState({
        step: store.get(emailLoginAtom)?.step === 'sending' ? 'otp' : (store.get(emailLoginAtom)?.step ?? 'otp'),
        error: message,
      });
      ctx.toaster.showError(message);
      ctx.track('EMAIL_VERIFICATION_CODE_FAIL', { message });
      return message;
    }
  }

  async function waitForDevice(email: string) {
    try {
      await guard(messenger().request('@airlock-app/CONNECT_DEVICE'));
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
      await guard(messenger().request('@airlock-app/CONNECT_OTP', { otp: parsed.data }));
      setEmailState({ step: 'connecting' });
      await finishLogin(await getUser(), { email: state.email, method: 'email' });
      return null;
    } catch (error) {
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      setEmailState({ step: 'otp', error: message });
      ctx.track('EMAIL_VERIFICATION_CODE_FAIL', { message });
      return message;
    }
  }

  // ---- social login ----

  function waitForSocialResult(popup: Window, secureOrigin: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const unsubscribe = messenger().onEvent((event) => {
        if (event.type !== '@airlock-frame/SOCIAL_RESULT') return;
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
    const current = getFrame();
    try {
      if (!popup) throw new Error(EMBEDDED_MESSAGES.socialInit);
      current.setPopup(popup);
      let uri: string;
      try {
        ({ uri } = await guard(current.messenger.request('@airlock-app/GET_SOCIAL_REDIRECT_URI', { provider })));
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
      const chainId = evmChainId();
      const user = await guard(
        current.messenger.request('@airlock-app/CONNECT_SOCIAL', { uri: resultUri, ...(chainId ? { chainId } : {}) }),
      );
      if (user.userName) storage.set(STORAGE_KEYS.socialUsername, user.userName);
      storage.set(STORAGE_KEYS.connectedSocial, provider);
      await finishLogin(user, { social: provider, method: 'social' });
    } catch (error) {
      if (popup && !popup.closed) popup.close();
      const message = messageOf(error, EMBEDDED_MESSAGES.failedToConnect);
      ctx.toaster.showError(message);
      ctx.track('SOCIAL_LOGIN_ERROR', { provider, message });
    } finally {
      current.setPopup(null);
      store.set(socialPendingAtom, null);
    }
  }

  /** Farcaster: the URI to show as a QR, then the wait for its approval (SPEC section 4). */
  async function farcasterLogin(signal: AbortSignal): Promise<void> {
    store.set(farcasterAtom, { status: 'loading' });
    try {
      const { url } = await guard(messenger().request('@airlock-app/GET_FARCASTER_URI', undefined, { signal }));
      store.set(farcasterAtom, { status: 'waiting', url });
      const { userName } = await guard(messenger().request('@airlock-app/CONNECT_FARCASTER', undefined, { signal }));
      store.set(farcasterAtom, { status: 'connecting', url });
      storage.set(STORAGE_KEYS.socialUsername, userName);
      storage.set(STORAGE_KEYS.connectedSocial, 'farcaster');
      const user = await getUser();
      await finishLogin({ ...user, userName: user.userName ?? userName }, { social: 'farcaster', method: 'farcaster' });
    } catch (error) {
      if (signal.aborted || error instanceof FarcasterUriAbortedError) return;
      ctx.debug('embedded wallet: farcaster failed', error);
      store.set(farcasterAtom, { ...store.get(farcasterAtom), status: 'error', error: EMBEDDED_MESSAGES.farcaster });
      ctx.toaster.showError(EMBEDDED_MESSAGES.farcaster);
    }
  }

  // ---- e-mail change ----

  async function updateEmail(rawEmail: string): Promise<void> {
    const parsed = emailSchema.safeParse(rawEmail.trim());
    if (!parsed.success) return void store.set(updateEmailAtom, { newEmail: rawEmail, step: 'input', error: 'Invalid email' });
    store.set(updateEmailAtom, { newEmail: parsed.data, step: 'sending' });
    try {
      const { action } = await guard(messenger().request('@airlock-app/UPDATE_EMAIL', { email: parsed.data }));
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
        await guard(messenger().request('@airlock-app/UPDATE_EMAIL_PRIMARY_OTP', { otp: parsed.data }));
        store.set(updateEmailAtom, { ...state, step: 'secondary', error: undefined });
        return;
      }
      const { newEmail } = await guard(messenger().request('@airlock-app/UPDATE_EMAIL_SECONDARY_OTP', { otp: parsed.data }));
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

  // ---- account type ----

  async function loadSmartAccountNetworks(): Promise<number[]> {
    try {
      const { smartAccountEnabledNetworks } = await guard(messenger().request('@airlock-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS'));
      store.set(smartAccountNetworksAtom, smartAccountEnabledNetworks);
      storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, smartAccountEnabledNetworks.join(','));
      return smartAccountEnabledNetworks;
    } catch (error) {
      ctx.debug('embedded wallet: smart-account networks unavailable', error);
      return [];
    }
  }

  /** Switches to the smart account (only where the network supports it and the current type is eoa, SPEC section 6). */
  async function setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void> {
    const user = store.get(embeddedUserAtom);
    if (!user) return;
    if (type === 'smartAccount') {
      const chainId = evmChainId();
      const networks = store.get(smartAccountNetworksAtom);
      if (user.preferredAccountType !== 'eoa' || chainId === undefined || !networks.includes(chainId)) return;
    }
    try {
      await guard(messenger().request('@airlock-app/SET_PREFERRED_ACCOUNT', { type }));
      storePreferredType(type);
      const next = await getUser();
      establish({ ...next, preferredAccountType: next.preferredAccountType ?? type }, {});
      ctx.toaster.showSuccess(type === 'smartAccount' ? 'Switched to smart account' : 'Switched to EOA');
    } catch (error) {
      ctx.toaster.showError(messageOf(error, 'An error occurred'));
    }
  }

  // ---- start-up sync, disconnect ----

  /** Embedded-wallet sync at start-up (SPEC section 4). */
  async function sync(): Promise<void> {
    const stored = namespacesServed().filter((ns) => storage.get(connectorIdKey(ns)) === EMBEDDED_CONNECTOR_ID);
    const used = storage.get(STORAGE_KEYS.emailLoginUsed) === true;
    if (!used && stored.length === 0) return;
    const targets = stored.length > 0 ? stored : (['eip155'] as ChainNamespace[]);
    if (options.enableReconnect)
      for (const ns of targets) store.set(connectionAtom(ns), { status: 'connecting', connectorId: EMBEDDED_CONNECTOR_ID });
    try {
      const token = storage.get(STORAGE_KEYS.embeddedSessionToken);
      const { isConnected } = await guard(messenger().request('@airlock-app/IS_CONNECTED', token ? { token } : {}));
      if (!isConnected) throw new Error(EMBEDDED_MESSAGES.notConnected);
      if (!options.enableReconnect) return;
      const user = await getUser();
      establish(user, {});
      void loadSmartAccountNetworks();
    } catch (error) {
      ctx.debug('embedded wallet: not connected; login cache cleared', error);
      clearLoginCache();
      for (const ns of targets) resetNamespace(ns);
    }
  }

  function rejectApprovals(message: string, code: number) {
    for (const [id, entry] of approvals) {
      approvals.delete(id);
      entry.reject(new ProviderRpcError(code, message));
    }
    store.set(pendingApprovalsAtom, []);
  }

  /** RPC abort: pending approvals and unsafe requests end; safe reads run on (SPEC section 4). */
  function abortRpc(message: string = EMBEDDED_MESSAGES.modalClosed) {
    rejectApprovals(message, 4001);
    if (inflightUnsafe.size === 0) return;
    for (const controller of inflightUnsafe) controller.abort(message);
    inflightUnsafe.clear();
    if (frame) void frame.messenger.request('@airlock-app/RPC_ABORT').catch(() => undefined);
  }

  /** Sign out (SPEC section 4): login cache cleared, SIGN_OUT bounded by a 3 s wait. Never throws. */
  async function signOut(): Promise<void> {
    clearLoginCache();
    abortRpc(EMBEDDED_MESSAGES.notConnected);
    store.set(embeddedUserAtom, null);
    if (frame) {
      await Promise.race([
        frame.messenger.request('@airlock-app/SIGN_OUT').catch((error: unknown) => ctx.debug('embedded wallet: sign out failed', error)),
        sleep(TIME.disconnectWait),
      ]);
    }
    for (const provider of providers.values()) provider.emit('accountsChanged', []);
    // One login serves both namespaces: signing out disconnects each one it connected.
    for (const ns of namespacesServed()) if (store.get(connectionAtom(ns)).connectorId === EMBEDDED_CONNECTOR_ID) resetNamespace(ns);
  }

  // ---- RPC ----

  const connectedAddress = (namespace: ChainNamespace) => {
    const connection = store.get(connectionAtom(namespace));
    return connection.status === 'connected' && connection.connectorId === EMBEDDED_CONNECTOR_ID ? connection.address : undefined;
  };

  /** Unknown method: open the modal, log, show the error after 300 ms, reject (SPEC section 4). */
  function unsupported(method: string): Promise<never> {
    const message = `Unsupported RPC method: ${method}`;
    console.error(`[airlock] ${message}`);
    void ctx.open();
    setTimeout(() => ctx.toaster.showError(message), TIME.unsupportedMethodMessageDelay);
    return Promise.reject(new ProviderRpcError(4200, message));
  }

  function waitForApproval(approval: PendingApproval): Promise<void> {
    return new Promise((resolve, reject) => {
      approvals.set(approval.id, { resolve, reject });
      store.set(pendingApprovalsAtom, (list) => [...list, approval]);
      if (!store.get(modalOpenAtom)) void ctx.open({ view: 'ApproveTransaction' });
      else if (currentRoute(store.get(routerAtom)).view !== 'ApproveTransaction') ctx.push('ApproveTransaction');
    });
  }

  /** After an unsafe request: the modal closes, or pops back to where it was. */
  function leaveApproval() {
    if (store.get(pendingApprovalsAtom).length > 0) return;
    const router = store.get(routerAtom);
    if (currentRoute(router).view !== 'ApproveTransaction') return;
    if (router.history.length > 1) ctx.goBack();
    else ctx.close();
  }

  async function request(namespace: ChainNamespace, args: { method: string; params?: unknown }): Promise<unknown> {
    const method = typeof args?.method === 'string' ? args.method : '';
    const address = connectedAddress(namespace);
    if (namespace === 'eip155') {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return address ? [address] : [];
      if (method === 'eth_chainId') {
        const id = evmChainId();
        if (id !== undefined) return `0x${id.toString(16)}`;
      }
    }
    if (!address) throw new ProviderRpcError(4100, EMBEDDED_MESSAGES.notConnected);
    const known = isSafeMethod(method) || isUnsafeMethod(method) || method === 'eth_sendRawTransaction';
    if (!known) return unsupported(method);
    const chainId = namespace === 'eip155' ? evmChainId() : undefined;
    const parsed = rpcRequestPayloadSchema.safeParse({
      method,
      params: args.params,
      chainNamespace: namespace,
      ...(chainId ? { chainId } : {}),
    });
    if (!parsed.success) throw new ProviderRpcError(-32602, 'Invalid params');
    const payload = parsed.data;
    if (!isUnsafeMethod(method)) {
      const { result } = await guard(messenger().request('@airlock-app/RPC_REQUEST', payload));
      return result;
    }
    const approval = describeRequest(++approvalSeq, payload);
    try {
      await waitForApproval(approval);
    } finally {
      approvals.delete(approval.id);
      store.set(pendingApprovalsAtom, (list) => list.filter((a) => a.id !== approval.id));
    }
    const controller = new AbortController();
    inflightUnsafe.add(controller);
    try {
      const { result } = await guard(messenger().request('@airlock-app/RPC_REQUEST', payload, { signal: controller.signal }));
      // SPEC section 4: the native balance is refreshed on success, past the 30 s cache.
      void refreshAccount({ force: true });
      return result;
    } catch (error) {
      if (error instanceof FrameError) throw new ProviderRpcError(-32603, error.shortMessage);
      throw error;
    } finally {
      inflightUnsafe.delete(controller);
      leaveApproval();
    }
  }

  function approve(id: number) {
    approvals.get(id)?.resolve();
  }
  function reject(id: number) {
    approvals.get(id)?.reject(new ProviderRpcError(4001, EMBEDDED_MESSAGES.userRejected));
    approvals.delete(id);
    store.set(pendingApprovalsAtom, (list) => list.filter((a) => a.id !== id));
    leaveApproval();
  }

  // Closing the modal with an empty transaction stack rejects pending requests (SPEC section 4).
  const unsubscribeModal = store.sub(modalOpenAtom, () => {
    if (store.get(modalOpenAtom)) return;
    if (store.get(routerAtom).transactionStack.length > 0) return;
    if (approvals.size > 0 || inflightUnsafe.size > 0) abortRpc(EMBEDDED_MESSAGES.modalClosed);
  });

  // The embedded wallet follows the active EVM network.
  let lastChain = evmChainId();
  const unsubscribeNetwork = store.sub(activeNetworkAtom, () => {
    const chainId = evmChainId();
    if (chainId === undefined || chainId === lastChain) return;
    lastChain = chainId;
    if (!connectedAddress('eip155') || !frame) return;
    void (async () => {
      try {
        await guard(frame.messenger.request('@airlock-app/SWITCH_NETWORK', { chainId }));
        storage.set(STORAGE_KEYS.lastUsedChainId, chainId);
        establish(await getUser(), {});
        providerFor('eip155').emit('chainChanged', `0x${chainId.toString(16)}`);
      } catch (error) {
        ctx.debug('embedded wallet: switch network failed', error);
      }
    })();
  });

  /** Creates the frame ahead of need (the e-mail field got focus). */
  function warm() {
    getFrame();
  }

  // SYNC_THEME whenever the host changes the theme (SPEC section 3).
  const unsubscribeThemeMode = store.sub(themeModeAtom, syncTheme);
  const unsubscribeThemeVariables = store.sub(themeVariablesAtom, syncTheme);

  function destroy() {
    unsubscribeModal();
    unsubscribeNetwork();
    unsubscribeThemeMode();
    unsubscribeThemeVariables();
    rejectApprovals(EMBEDDED_MESSAGES.modalClosed, 4001);
    frame?.destroy();
    frame = undefined;
    readyFrame = undefined;
  }

  return {
    warm,
    sync,
    connectEmail,
    connectOtp,
    cancelEmailLogin: () => store.set(emailLoginAtom, null),
    socialLogin,
    farcasterLogin,
    updateEmail,
    updateEmailOtp,
    setPreferredAccountType,
    loadSmartAccountNetworks,
    signOut,
    abortRpc,
    approve,
    reject,
    request,
    destroy,
  };
}

export type EmbeddedActions = ReturnType<typeof createEmbeddedActions>;

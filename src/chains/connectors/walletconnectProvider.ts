import * as z from 'zod/mini';
import type { CaipNetwork } from '../../core/caip.ts';
import type { Eip1193Provider } from '../eip155/provider.ts';
import type { WalletConnectConfig } from './walletconnectConfig.ts';

/** The parts of `@walletconnect/universal-provider` Airlock uses: an EIP-1193 provider with a session. */
export type WalletConnectProvider = Eip1193Provider & {
  /** The request goes to `chain` (CAIP-2), else to the session's default chain. */
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(options: unknown): Promise<unknown>;
  disconnect(): Promise<void>;
  /** The SDK's session struct while one is live (restored from its storage after a reload). */
  session?: unknown;
};

/** The namespaces a session may connect. */
export type GrantedNamespace = 'eip155' | 'solana' | 'bip122';

/** An approved session, as the connection layer takes it. */
export type WalletConnectSession = {
  provider: WalletConnectProvider;
  topic: string;
  /** The wallet on the other side (its metadata in the session). */
  peer: { name: string; icon?: string };
  /** What the wallet granted per namespace: CAIP-10 accounts and methods (empty for a namespace not granted). */
  granted: Record<GrantedNamespace, { accounts: string[]; methods: string[] }>;
  /** Ends the session on the relay (the wallet gets `session_delete`), bounded; rejects when the relay did not confirm. */
  end(): Promise<void>;
};

type UniversalProviderModule = { UniversalProvider: { init(options: Record<string, unknown>): Promise<unknown> } };
export type LoadUniversalProvider = () => Promise<UniversalProviderModule>;

/** Loads the provider: the `airlock-walletconnect` chunk (this connector with it), fetched only when a pairing starts or a stored session is restored. */
export const loadUniversalProvider: LoadUniversalProvider = () =>
  import(/* webpackChunkName: "airlock-walletconnect" */ '@walletconnect/universal-provider') as Promise<UniversalProviderModule>;

/** What a session struct must hold (the SDK's `SessionTypes.Struct`); anything else is no session. */
const sessionSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  namespaces: z.record(z.string(), z.object({ accounts: z.array(z.string()), methods: z.optional(z.array(z.string())) })),
  peer: z.object({ metadata: z.object({ name: z.string(), icons: z.optional(z.array(z.string())) }) }),
});

/** A wallet icon the modal may show: an https or data-image URL, nothing else from the other side. */
const safeIcon = (icons: readonly string[] | undefined) => icons?.find((icon) => /^(https:\/\/|data:image\/)/i.test(icon));

/** The provider's session as a WalletConnectSession; undefined when there is none, it is malformed, or grants no account of ours. */
export function sessionOf(provider: WalletConnectProvider, value: unknown): WalletConnectSession | undefined {
  const parsed = z.safeParse(sessionSchema, value);
  if (!parsed.success) return undefined;
  const { topic, peer, namespaces } = parsed.data;
  const grantOf = (namespace: GrantedNamespace) => ({
    accounts: namespaces[namespace]?.accounts ?? [],
    methods: namespaces[namespace]?.methods ?? [],
  });
  const granted = { eip155: grantOf('eip155'), solana: grantOf('solana'), bip122: grantOf('bip122') };
  if (!Object.values(granted).some((grant) => grant.accounts.length)) return undefined;
  const icon = safeIcon(peer.metadata.icons);
  return {
    provider,
    topic,
    peer: { name: peer.metadata.name || 'WalletConnect', ...(icon ? { icon } : {}) },
    granted,
    end: () => endSession(provider),
  };
}

/**
 * The SDK asks WalletConnect Cloud's verify server (a hidden iframe) to attest this page's origin before
 * every proposal and request, and waits up to 5 s for the answer. With a relay of the host's own
 * (`relayUrl`) there is no verify server behind it: offline the wait would hold the QR code and every
 * signature for 5 s, for an attestation nobody reads. There the attestation is skipped (the wallet gets
 * an empty one, which it treats as "unverified"). This patches the instance after `init()`, which never
 * attests: the SDK's own `core` option would mean importing `@walletconnect/core`, not a dependency of ours.
 */
function skipVerifyAttestation(provider: unknown) {
  const verify = (provider as { client?: { core?: { verify?: { register?: unknown } } } }).client?.core?.verify;
  if (verify && typeof verify.register === 'function') verify.register = async () => '';
}

/** `rpcMap` for the provider's own reads: each network's first RPC URL (the host's local node stays local). */
export function rpcMapOf(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const network of networks) {
    const url = network.rpcUrls.chainDefault?.http[0] ?? network.rpcUrls.default.http[0];
    if (network.chainNamespace === 'eip155' && url) map[String(network.id)] = url;
  }
  return map;
}

/**
 * One provider per page and configuration, created on first need. The SDK itself keeps one core per page
 * (per storage prefix), so a second provider would share the first one's relay connection anyway. A
 * provider that failed to start is dropped, so the next call starts afresh.
 */
export function createProviderCache(load: LoadUniversalProvider) {
  let cached: { key: string; provider: Promise<WalletConnectProvider> } | undefined;
  return function providerFor(config: WalletConnectConfig): Promise<WalletConnectProvider> {
    const key = `${config.projectId}\n${config.relayUrl ?? ''}`;
    if (cached?.key === key) return cached.provider;
    const provider = load()
      .then(({ UniversalProvider }) =>
        UniversalProvider.init({
          projectId: config.projectId,
          ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
          ...(config.metadata ? { metadata: config.metadata } : {}),
          logger: config.debug ? 'error' : 'silent',
          // The SDK's telemetry posts to WalletConnect's servers; Airlock has its own analytics.
          telemetryEnabled: false,
        }),
      )
      .then((instance) => {
        if (config.relayUrl) skipVerifyAttestation(instance);
        return instance as WalletConnectProvider;
      });
    const entry = { key, provider };
    cached = entry;
    provider.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return provider;
  };
}

/** The SDK client's session store, as far as forgetting one session needs it. */
type SessionStore = { delete(topic: string, reason: { code: number; message: string }): Promise<void> };

/**
 * Ends the session on the relay (the wallet gets `session_delete`), within `timeoutMs`; a no-op without one.
 * When the relay can't be told (offline, down), the SDK's stored copy is deleted all the same and the call
 * rejects: otherwise a reload would restore this session ahead of any newer one (the provider takes the
 * first it stored). The wallet's copy then lapses on its own.
 */
export async function endSession(provider: WalletConnectProvider, timeoutMs = 3_000): Promise<void> {
  if (!provider.session) return;
  const topic = (provider.session as { topic?: unknown }).topic;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      provider.disconnect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the relay did not confirm the session's end within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    const store = (provider as { client?: { session?: Partial<SessionStore> } }).client?.session;
    if (typeof topic === 'string' && typeof store?.delete === 'function') {
      await store.delete(topic, { code: 6000, message: 'User disconnected.' }).catch(() => undefined);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

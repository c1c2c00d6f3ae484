import type { CaipNetwork } from '../../core/caip.ts';
import { BaseError } from '../../core/errors/base.ts';

/** The relay did not answer within the time limit, or refused the connection. */
export class WalletConnectRelayError extends BaseError {
  override name = 'WalletConnectRelayError';
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super("Couldn't reach the WalletConnect relay", parameters);
  }
}

export type WalletConnectConfig = {
  projectId: string;
  /** The relay's WebSocket URL; the provider's default relay when absent. */
  relayUrl?: string;
  metadata?: { name: string; description: string; url: string; icons: string[] };
  networks: readonly CaipNetwork[];
  /** How long to wait for the relay (init and pairing URI). */
  timeoutMs?: number;
};

/** What a session approval yields: the accounts per CAIP-10 (`eip155:1:0xabc`). */
export type WalletConnectSession = { accounts: string[]; peerName?: string };

export type Pairing = {
  uri: string;
  /** Settles when the wallet approves (or rejects) the session. */
  approval: Promise<WalletConnectSession>;
  cancel(): void;
};

export const DEFAULT_RELAY_TIMEOUT_MS = 10_000;

const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];

type Provider = {
  on(event: string, listener: (...args: unknown[]) => void): void;
  connect(
    opts: unknown,
  ): Promise<{ namespaces: Record<string, { accounts: string[] }>; peer?: { metadata?: { name?: string } } } | undefined>;
  abortPairingAttempt?(): void;
  disconnect?(): Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new WalletConnectRelayError({ details: `no answer within ${ms} ms` }));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof WalletConnectRelayError ? error : new WalletConnectRelayError({ cause: error }));
      },
    );
  });
}

/** The optional namespaces a session asks for, from the app's networks (EVM only for now). */
export function requestedNamespaces(networks: readonly CaipNetwork[]) {
  const chains = networks.filter((n) => n.chainNamespace === 'eip155').map((n) => n.caipNetworkId);
  return chains.length > 0 ? { eip155: { methods: EIP155_METHODS, chains, events: ['chainChanged', 'accountsChanged'] } } : {};
}

/** Loads the provider; a separate chunk fetched only when a WalletConnect pairing starts. */
const loadProvider = () =>
  import(/* webpackChunkName: "airlock-walletconnect" */ '@walletconnect/universal-provider').then((m) => m.UniversalProvider);

let shared: Promise<Provider> | undefined;

/**
 * Starts a WalletConnect pairing: loads `@walletconnect/universal-provider` (once), connects to the relay
 * and resolves with the pairing URI. Bounded: a relay that does not answer within `timeoutMs` rejects with
 * WalletConnectRelayError, so a view never waits forever.
 */
export async function createPairing(config: WalletConnectConfig): Promise<Pairing> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS;
  let provider: Provider;
  try {
    shared ??= loadProvider().then(
      (UniversalProvider) =>
        UniversalProvider.init({
          projectId: config.projectId,
          ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
          ...(config.metadata ? { metadata: config.metadata } : {}),
          logger: 'error',
        }) as unknown as Promise<Provider>,
    );
    provider = await withTimeout(shared, timeoutMs, () => undefined);
  } catch (error) {
    // A provider that failed to start is dropped so the next attempt starts afresh.
    shared = undefined;
    throw error instanceof WalletConnectRelayError ? error : new WalletConnectRelayError({ cause: error });
  }

  let onUri: (uri: string) => void = () => undefined;
  const uri = new Promise<string>((resolve) => (onUri = resolve));
  provider.on('display_uri', (value: unknown) => {
    if (typeof value === 'string') onUri(value);
  });
  const session = provider.connect({ optionalNamespaces: requestedNamespaces(config.networks) });
  const cancel = () => provider.abortPairingAttempt?.();
  // A connect that fails before a URI exists is a relay problem too.
  const failedEarly = session.then(
    () => new Promise<string>(() => undefined),
    (error: unknown) => Promise.reject(new WalletConnectRelayError({ cause: error })),
  );
  const pairingUri = await withTimeout(Promise.race([uri, failedEarly]), timeoutMs, () => {
    cancel();
    shared = undefined;
  });
  const approval = session.then((approved) => {
    if (!approved) throw new BaseError('Connection rejected');
    const accounts = Object.values(approved.namespaces).flatMap((ns) => ns.accounts);
    return { accounts, peerName: approved.peer?.metadata?.name };
  });
  approval.catch(() => undefined);
  return { uri: pairingUri, approval, cancel };
}

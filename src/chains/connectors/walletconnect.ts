import type { CaipNetwork } from '../../core/caip.ts';
import { ConnectError, ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { providerInitAlert } from '../../core/errors/providerAlerts.ts';
import { browserOffline, WalletConnectOfflineError, WalletConnectRelayError } from '../../core/errors/walletconnect.ts';
import { rpcErrorCode } from '../eip155/provider.ts';
import type { WalletConnectConfig } from './walletconnectConfig.ts';
import {
  createProviderCache,
  type LoadUniversalProvider,
  loadUniversalProvider,
  rpcMapOf,
  sessionOf,
  type WalletConnectProvider,
  type WalletConnectSession,
} from './walletconnectProvider.ts';

export type { WalletConnectProvider, WalletConnectSession } from './walletconnectProvider.ts';

export type Pairing = {
  uri: string;
  /** Settles when the wallet approves (or rejects) the session. */
  approval: Promise<WalletConnectSession>;
  /** Stops listening for this pairing (the SDK has no way to withdraw a proposal). */
  cancel(): void;
};

export const DEFAULT_RELAY_TIMEOUT_MS = 10_000;

/**
 * The methods a session asks for, as the provider's own client asks (Reown AppKit's `WCNamespaceUtil.DEFAULT_METHODS`):
 * a wallet then grants EIP-5792 calls, EIP-7715 permissions and typed data the app may send through it.
 */
export const SESSION_METHODS = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
} as const;

/** The events a session asks for: AppKit's, and for bip122 the WalletConnect Bitcoin reference's address change. */
const SESSION_EVENTS = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['chainChanged', 'accountsChanged'],
  bip122: ['chainChanged', 'accountsChanged', 'bip122_addressesChanged'],
} as const;

/** The optional namespaces a session asks for: one per namespace of the app's networks (eip155, solana, bip122), reads kept local. */
export function requestedNamespaces(networks: readonly CaipNetwork[]) {
  const namespaces: Record<string, { methods: string[]; chains: string[]; events: string[]; rpcMap: Record<string, string> }> = {};
  for (const namespace of ['eip155', 'solana', 'bip122'] as const) {
    const ofNamespace = networks.filter((n) => n.chainNamespace === namespace);
    if (ofNamespace.length === 0) continue;
    namespaces[namespace] = {
      methods: [...SESSION_METHODS[namespace]],
      chains: ofNamespace.map((n) => n.caipNetworkId),
      events: [...SESSION_EVENTS[namespace]],
      rpcMap: rpcMapOf(ofNamespace),
    };
  }
  return namespaces;
}

/** The SDK's refusal when `navigator.onLine` is false: "No internet connection detected. Please restart…". */
const OFFLINE_MESSAGE = /no internet connection/i;

/** Why a pairing could not start: offline, else the relay (an unanswered or refused connection, with its alert if any). */
export function toPairingError(error: unknown): WalletConnectOfflineError | WalletConnectRelayError {
  if (error instanceof WalletConnectOfflineError || error instanceof WalletConnectRelayError) return error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (OFFLINE_MESSAGE.test(message) || browserOffline()) return new WalletConnectOfflineError({ cause: error });
  return new WalletConnectRelayError({
    cause: error,
    alert: providerInitAlert(error, typeof location !== 'undefined' ? location.origin : ''),
  });
}

/** SDK codes for a user who declined the proposal (USER_REJECTED and its chains/methods/events kin), and EIP-1193's 4001. */
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002, 5003]);

/** Why an approval failed: the wallet declined ('Connection rejected'), or anything else ('Failed to connect'). */
export function toApprovalError(error: unknown): ConnectionRejectedError | ConnectError {
  if (error instanceof ConnectionRejectedError || error instanceof ConnectError) return error;
  const code = rpcErrorCode(error);
  if (code !== undefined && REJECTION_CODES.has(code)) return new ConnectionRejectedError({ cause: error });
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : undefined;
  return new ConnectError({ cause: error, details: message });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WalletConnectRelayError({ details: `no answer within ${ms} ms` })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The WalletConnect connector: pairings (QR) and the stored session, over one lazily loaded provider.
 * Every wait is bounded by `timeoutMs` (the SDK itself retries a refused relay for about 75 s). This
 * module rides in the lazy `airlock-walletconnect` chunk with universal-provider: callers `import()` it.
 */
export function createWalletConnectConnector(load: LoadUniversalProvider = loadUniversalProvider) {
  const providerFor = createProviderCache(load);

  async function provider(config: WalletConnectConfig, timeoutMs = config.timeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS) {
    try {
      return await withTimeout(providerFor(config), timeoutMs);
    } catch (error) {
      throw toPairingError(error);
    }
  }

  /**
   * Starts a pairing and resolves with its URI as soon as the proposal is on the relay (the `display_uri`
   * event). Offline it fails at once, without loading the provider. The approval resolves with the session
   * when the wallet approves, whichever pairing of this provider it came through (an earlier attempt that
   * timed out may still complete once the relay answers). One time limit covers starting the provider
   * and getting the URI.
   */
  async function createPairing(config: WalletConnectConfig): Promise<Pairing> {
    if (browserOffline()) throw new WalletConnectOfflineError();
    const deadline = Date.now() + (config.timeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS);
    const wc: WalletConnectProvider = await provider(config, deadline - Date.now());

    let onUri: (uri: string) => void = () => undefined;
    let onConnect: (value: unknown) => void = () => undefined;
    const uri = new Promise<string>((resolve) => (onUri = resolve));
    const connected = new Promise<unknown>((resolve) => (onConnect = resolve));
    const uriListener = (value: unknown) => {
      if (typeof value === 'string' && value.startsWith('wc:')) onUri(value);
    };
    const connectListener = (value: unknown) => onConnect((value as { session?: unknown } | undefined)?.session);
    wc.on('display_uri', uriListener);
    wc.on('connect', connectListener);
    const cancel = () => {
      wc.removeListener('display_uri', uriListener);
      wc.removeListener('connect', connectListener);
    };

    const session = wc.connect({ optionalNamespaces: requestedNamespaces(config.networks) });
    session.catch(() => undefined);
    let pairingUri: string;
    try {
      // A connect that fails before a URI exists is a relay (or offline) problem.
      const beforeUri = Promise.race([uri, session.then(() => new Promise<string>(() => undefined))]);
      pairingUri = await withTimeout(beforeUri, Math.max(0, deadline - Date.now()));
    } catch (error) {
      cancel();
      throw toPairingError(error);
    }

    const approval = Promise.race([session, connected]).then(
      (value) => {
        cancel();
        const approved = sessionOf(wc, value ?? wc.session);
        if (!approved) throw new ConnectError({ details: 'the session holds no eip155, solana or bip122 account' });
        return approved;
      },
      (error: unknown) => {
        cancel();
        throw toApprovalError(error);
      },
    );
    approval.catch(() => undefined);
    return { uri: pairingUri, approval, cancel };
  }

  /** The session the provider restored from its storage after a reload; undefined when there is none. */
  async function restoreSession(config: WalletConnectConfig): Promise<WalletConnectSession | undefined> {
    const wc = await provider(config);
    return sessionOf(wc, wc.session);
  }

  return { createPairing, restoreSession };
}

/** The page's connector: the modal's pairing and the connection layer's restore share its provider. */
const connector = createWalletConnectConnector();
export const createPairing = connector.createPairing;
export const restoreSession = connector.restoreSession;

import { type WalletConnectActions, type WalletConnectErrorReason, walletConnectAtom } from '../../atoms/directory.ts';
import type { Store } from '../../atoms/store.ts';
import type { Pairing, WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import type { WalletConnectConfig } from '../../chains/connectors/walletconnectConfig.ts';
import { showAlert } from '../../atoms/alert.ts';
import { errorMessage } from '../../core/errors/base.ts';
import { browserOffline, WalletConnectOfflineError, WalletConnectRelayError } from '../../core/errors/walletconnect.ts';

/**
 * How long "Connecting" stays on screen after Try again, at least: offline the SDK refuses at once, and an
 * answer that replaced the error within a frame would look to a visitor as if the button did nothing.
 */
export const MIN_RETRY_CONNECTING_MS = 1_000;

export type WalletConnectDeps = {
  store: Store;
  config: WalletConnectConfig;
  /** The connector's createPairing, which loads the connector with universal-provider (tests pass a fake). */
  createPairing: (config: WalletConnectConfig) => Promise<Pairing>;
  /** Takes the approved session over as the connection; rejects when it can't (shown as the view's error). */
  onSession?: (session: WalletConnectSession) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
  debug?: (message: string, detail?: unknown) => void;
  /** The clock and the wait (tests pass fakes). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Why a pairing could not start, as the view words it: offline, else the relay (a relay that did not
 * answer, or the connector's code that could not be fetched: Try again fetches it again).
 */
function pairingError(error: unknown): WalletConnectOfflineError | WalletConnectRelayError {
  if (error instanceof WalletConnectOfflineError || error instanceof WalletConnectRelayError) return error;
  return browserOffline() ? new WalletConnectOfflineError({ cause: error }) : new WalletConnectRelayError({ cause: error });
}

/** Whether a `wc:` URI's `expiryTimestamp` (seconds) has passed; URIs without one never expire here. */
export function pairingExpired(uri: string, now: number): boolean {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri);
  return match ? Number(match[1]) * 1000 <= now : false;
}

/**
 * The WalletConnect view's actions: start a pairing (bounded by the connector's relay time-out, so the
 * view always ends in a URI or an error), retry, copy the link; an approved session is handed to the
 * connection layer. Framework-free: they only write atoms.
 */
export function createWalletConnectActions(deps: WalletConnectDeps): WalletConnectActions {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let current: Pairing | undefined;
  let attempt = 0;

  async function run(minConnectingMs: number) {
    const mine = ++attempt;
    const startedAt = now();
    store.set(walletConnectAtom, { status: 'loading' });
    let pairing: Pairing;
    try {
      // Offline nothing is fetched: the provider's chunk could not load, and the relay is out of reach.
      if (browserOffline()) throw new WalletConnectOfflineError();
      pairing = await deps.createPairing(deps.config);
    } catch (cause) {
      if (mine !== attempt) return;
      deps.debug?.('WalletConnect pairing failed', cause);
      const wait = startedAt + minConnectingMs - now();
      if (wait > 0) await sleep(wait);
      if (mine !== attempt) return;
      const error = pairingError(cause);
      // A refusal the SPEC maps to an alert (provider init errors) shows it, once per title.
      if (error instanceof WalletConnectRelayError && error.alert) showAlert(store, error.alert);
      const reason: WalletConnectErrorReason = error instanceof WalletConnectOfflineError ? 'offline' : 'relay';
      store.set(walletConnectAtom, { status: 'error', reason, message: error.shortMessage });
      return;
    }
    if (mine !== attempt) return pairing.cancel();
    current = pairing;
    store.set(walletConnectAtom, { status: 'ready', uri: pairing.uri });
    pairing.approval
      .then(async (session) => {
        if (mine !== attempt) return;
        current = undefined;
        store.set(walletConnectAtom, { status: 'connected' });
        await deps.onSession?.(session);
      })
      .catch((error: unknown) => {
        if (mine !== attempt) return;
        current = undefined;
        deps.debug?.('WalletConnect session failed', error);
        store.set(walletConnectAtom, { status: 'error', reason: 'wallet', message: errorMessage(error, 'Failed to connect') });
      });
  }

  /** A pairing under way, or a code still valid, is kept; anything else starts a new one. */
  async function start() {
    const state = store.get(walletConnectAtom);
    if (state.status === 'loading') return;
    if (state.status === 'ready' && !pairingExpired(state.uri, now())) return;
    await run(0);
  }

  async function retry() {
    current?.cancel();
    current = undefined;
    await run(MIN_RETRY_CONNECTING_MS);
  }

  async function copy(uri: string) {
    const clipboard = deps.clipboard ?? (typeof navigator !== 'undefined' ? navigator.clipboard : undefined);
    if (!clipboard) return false;
    try {
      await clipboard.writeText(uri);
      return true;
    } catch {
      return false;
    }
  }

  return { start, retry, copy };
}

import { walletConnectAtom, type WalletConnectActions } from '../../atoms/directory.ts';
import type { Store } from '../../atoms/store.ts';
import type {
  createPairing as CreatePairing,
  Pairing,
  WalletConnectConfig,
  WalletConnectSession,
} from '../../chains/connectors/walletconnect.ts';
import { errorMessage } from '../../core/errors/base.ts';

export type WalletConnectDeps = {
  store: Store;
  config: WalletConnectConfig;
  /** The connector's createPairing (tests pass a fake). */
  createPairing: typeof CreatePairing;
  /** Called with the approved session; the connection layer takes it from there. */
  onSession?: (session: WalletConnectSession) => void;
  clipboard?: { writeText(text: string): Promise<void> };
  debug?: (message: string, detail?: unknown) => void;
};

/**
 * The WalletConnect view's actions: start a pairing (bounded by the connector's relay time-out, so the
 * view always ends in a URI or an error), retry, copy the link. Framework-free: they only write atoms.
 */
export function createWalletConnectActions(deps: WalletConnectDeps): WalletConnectActions {
  const { store } = deps;
  let current: Pairing | undefined;
  let attempt = 0;

  async function start() {
    const state = store.get(walletConnectAtom);
    if (state.status === 'loading' || state.status === 'ready' || state.status === 'connected') return;
    const mine = ++attempt;
    store.set(walletConnectAtom, { status: 'loading' });
    try {
      const pairing = await deps.createPairing(deps.config);
      if (mine !== attempt) return pairing.cancel();
      current = pairing;
      store.set(walletConnectAtom, { status: 'ready', uri: pairing.uri });
      pairing.approval.then(
        (session) => {
          if (mine !== attempt) return;
          store.set(walletConnectAtom, { status: 'connected' });
          deps.onSession?.(session);
        },
        (error: unknown) => {
          if (mine !== attempt) return;
          current = undefined;
          store.set(walletConnectAtom, { status: 'error', message: errorMessage(error, 'Connection rejected') });
        },
      );
    } catch (error) {
      if (mine !== attempt) return;
      deps.debug?.('WalletConnect pairing failed', error);
      store.set(walletConnectAtom, { status: 'error', message: errorMessage(error, "Couldn't reach the WalletConnect relay") });
    }
  }

  async function retry() {
    attempt++;
    current?.cancel();
    current = undefined;
    store.set(walletConnectAtom, { status: 'idle' });
    await start();
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

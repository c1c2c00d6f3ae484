import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { alertAtom, dismissAlert } from '../../atoms/alert.ts';
import { walletConnectAtom } from '../../atoms/directory.ts';
import { type Pairing, toPairingError, type WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { WalletConnectOfflineError, WalletConnectRelayError } from '../../core/errors/walletconnect.ts';
import { createWalletConnectActions, MIN_RETRY_CONNECTING_MS, pairingExpired } from './walletConnectPairing.ts';

const net = {
  id: 1,
  caipNetworkId: 'eip155:1' as const,
  chainNamespace: 'eip155' as const,
  name: 'E',
  nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};
const config = { projectId: 'p', networks: [net] };
const session = { topic: 't', peer: { name: 'W' } } as unknown as WalletConnectSession;
const pending = (uri = 'wc:abc@2'): Pairing => ({ uri, approval: new Promise(() => undefined), cancel: vi.fn() });

/** A clock that only moves when the actions wait (so "Connecting" times are exact). */
function fakeTime() {
  let t = 0;
  const waits: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
    waits,
  };
}

describe('WalletConnect pairing actions', () => {
  it('shows the relay error, and on retry Connecting for at least a second before the answer', async () => {
    const store = createStore();
    const time = fakeTime();
    let fail = true;
    const createPairing = vi.fn(async (): Promise<Pairing> => {
      if (fail) throw new WalletConnectRelayError();
      return pending();
    });
    const actions = createWalletConnectActions({ store, config, createPairing, ...time });
    await actions.start();
    expect(store.get(walletConnectAtom)).toEqual({ status: 'error', reason: 'relay', message: "Couldn't reach the WalletConnect relay" });
    expect(time.waits).toEqual([]); // the first attempt answers as soon as it knows

    const retried = actions.retry();
    expect(store.get(walletConnectAtom)).toEqual({ status: 'loading' });
    await retried;
    expect(time.waits).toEqual([MIN_RETRY_CONNECTING_MS]);
    expect(store.get(walletConnectAtom)).toMatchObject({ status: 'error', reason: 'relay' });

    fail = false;
    await actions.retry();
    // A code is shown at once: the minimum holds errors only.
    expect(store.get(walletConnectAtom)).toEqual({ status: 'ready', uri: 'wc:abc@2' });
    expect(time.waits).toHaveLength(1);
    await actions.start(); // a valid code is kept
    expect(createPairing).toHaveBeenCalledTimes(3);
  });

  it('a relay refusal the SPEC maps to an alert shows it, once however often it happens (provider init errors)', async () => {
    const store = createStore();
    const refusal = () => toPairingError(new Error('Unauthorized: invalid key'));
    const createPairing = vi.fn(async (): Promise<Pairing> => Promise.reject(refusal()));
    const actions = createWalletConnectActions({ store, config, createPairing, ...fakeTime() });
    await actions.start();
    expect(store.get(alertAtom)).toMatchObject({ shortMessage: 'Invalid Project ID', variant: 'error' });
    expect(store.get(walletConnectAtom)).toMatchObject({ status: 'error', reason: 'relay' });
    dismissAlert(store);
    await actions.retry();
    expect(store.get(alertAtom)).toBeNull();
  });

  it('offline, says so without fetching anything; a connector that could not load is the relay error', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const store = createStore();
    const createPairing = vi.fn(async () => Promise.reject(new Error('Loading chunk airlock-walletconnect failed')));
    const actions = createWalletConnectActions({ store, config, createPairing, ...fakeTime() });
    await actions.start();
    expect(store.get(walletConnectAtom)).toEqual({ status: 'error', reason: 'offline', message: 'You are offline' });
    expect(createPairing).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    await actions.retry();
    expect(store.get(walletConnectAtom)).toEqual({ status: 'error', reason: 'relay', message: "Couldn't reach the WalletConnect relay" });
  });

  it('says "You are offline" when the connector does', async () => {
    const store = createStore();
    const actions = createWalletConnectActions({
      store,
      config,
      createPairing: async () => Promise.reject(new WalletConnectOfflineError()),
      ...fakeTime(),
    });
    await actions.start();
    expect(store.get(walletConnectAtom)).toEqual({ status: 'error', reason: 'offline', message: 'You are offline' });
  });

  it('hands an approved session over, and a failed hand-over is the view error', async () => {
    const store = createStore();
    const onSession = vi.fn(async () => undefined);
    const actions = createWalletConnectActions({
      store,
      config,
      onSession,
      createPairing: async () => ({ uri: 'wc:x@2', approval: Promise.resolve(session), cancel: () => undefined }),
    });
    await actions.start();
    await vi.waitFor(() => expect(onSession).toHaveBeenCalledWith(session));
    expect(store.get(walletConnectAtom)).toEqual({ status: 'connected' });

    // Connected, a new visit to the view pairs again.
    onSession.mockRejectedValueOnce(new Error('no account'));
    await actions.start();
    await vi.waitFor(() =>
      expect(store.get(walletConnectAtom)).toMatchObject({ status: 'error', reason: 'wallet', message: 'no account' }),
    );
  });

  it('a declined proposal says so; a code past its expiry is replaced', async () => {
    const store = createStore();
    const time = fakeTime();
    const uri = 'wc:abc@2?expiryTimestamp=100&relay-protocol=irn&symKey=k';
    const createPairing = vi
      .fn<() => Promise<Pairing>>()
      .mockResolvedValueOnce({ uri, approval: Promise.reject(new ConnectionRejectedError()), cancel: () => undefined })
      .mockResolvedValue(pending(uri));
    const actions = createWalletConnectActions({ store, config, createPairing, ...time });
    await actions.start();
    await vi.waitFor(() => expect(store.get(walletConnectAtom)).toMatchObject({ status: 'error', message: 'Connection rejected' }));
    await actions.start();
    expect(store.get(walletConnectAtom)).toEqual({ status: 'ready', uri });
    await actions.start();
    expect(createPairing).toHaveBeenCalledTimes(2);
    await time.sleep(100_000);
    await actions.start();
    expect(createPairing).toHaveBeenCalledTimes(3);
  });

  it('a slower earlier attempt never overwrites a newer one', async () => {
    const store = createStore();
    let release: (p: Pairing) => void = () => undefined;
    const first = new Promise<Pairing>((resolve) => (release = resolve));
    const stale = pending('wc:old@2');
    const createPairing = vi.fn<() => Promise<Pairing>>().mockReturnValueOnce(first).mockResolvedValue(pending('wc:new@2'));
    const actions = createWalletConnectActions({ store, config, createPairing, ...fakeTime() });
    const starting = actions.start();
    await actions.retry();
    release(stale);
    await starting;
    expect(store.get(walletConnectAtom)).toEqual({ status: 'ready', uri: 'wc:new@2' });
    expect(stale.cancel).toHaveBeenCalled();
  });

  it('reads the expiry of a URI', () => {
    expect(pairingExpired('wc:a@2?expiryTimestamp=10&symKey=x', 9_999)).toBe(false);
    expect(pairingExpired('wc:a@2?expiryTimestamp=10&symKey=x', 10_000)).toBe(true);
    expect(pairingExpired('wc:a@2?symKey=x', Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectError, ConnectionRejectedError } from '../../core/errors/wallet.ts';
import { WalletConnectOfflineError, WalletConnectRelayError } from '../../core/errors/walletconnect.ts';
import { createWalletConnectConnector, requestedNamespaces, toPairingError } from './walletconnect.ts';
import { endSession, type WalletConnectProvider } from './walletconnectProvider.ts';
import { walletConnectConfig } from './walletconnectConfig.ts';
import { parseOptions } from '../../core/options.ts';

const anvil = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const solana = { ...anvil, id: 'x', caipNetworkId: 'solana:x' as const, chainNamespace: 'solana' as const };
const URI = 'wc:aa@2?expiryTimestamp=1&relay-protocol=irn&symKey=bb';
const struct = (topic = 't1') => ({
  topic,
  namespaces: { eip155: { accounts: ['eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] } },
  peer: { metadata: { name: 'Test Wallet', icons: ['javascript:alert(1)', 'https://wallet.example/icon.png'] } },
});

/** universal-provider's surface as the connector uses it; `connect` waits for the test to answer. */
function fakeProvider() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let answer: { resolve(v: unknown): void; reject(e: unknown): void } | undefined;
  const provider = {
    session: undefined as unknown,
    client: { core: { verify: { register: vi.fn(async () => 'jwt') } } },
    on: (event: string, listener: (...args: unknown[]) => void) =>
      void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => void listeners.get(event)?.delete(listener),
    emit: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    request: vi.fn(),
    disconnect: vi.fn(async () => undefined),
    connect: vi.fn(
      (_options: unknown) =>
        new Promise((resolve, reject) => {
          answer = { resolve, reject };
        }),
    ),
    approve(value: unknown) {
      provider.session = value;
      answer?.resolve(value);
    },
    fail: (error: unknown) => answer?.reject(error),
  };
  return provider;
}

function setup(options: { init?: () => Promise<unknown> } = {}) {
  const provider = fakeProvider();
  const init = vi.fn(options.init ?? (async (_opts: Record<string, unknown>) => provider));
  const load = vi.fn(async () => ({ UniversalProvider: { init } }));
  return { provider, init, load, connector: createWalletConnectConnector(load) };
}

const config = { projectId: 'p', relayUrl: 'ws://127.0.0.1:4000/relay', networks: [anvil, solana], timeoutMs: 1_000 };

afterEach(() => vi.unstubAllGlobals());

describe('WalletConnect connector', () => {
  it('offline, fails at once without loading the provider', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { connector, load } = setup();
    await expect(connector.createPairing(config)).rejects.toBeInstanceOf(WalletConnectOfflineError);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the URI as soon as the proposal is out, and resolves the approved session (parsed)', async () => {
    const { connector, provider, init } = setup();
    const pairing = connector.createPairing(config);
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalled());
    provider.emit('display_uri', URI);
    const { uri, approval } = await pairing;
    expect(uri).toBe(URI);
    expect(init.mock.calls[0]![0]).toMatchObject({ projectId: 'p', relayUrl: config.relayUrl, telemetryEnabled: false, logger: 'silent' });
    expect(provider.connect.mock.calls[0]![0]).toEqual({
      optionalNamespaces: {
        eip155: {
          methods: expect.arrayContaining([
            'personal_sign',
            'eth_sendTransaction',
            'wallet_switchEthereumChain',
            'wallet_addEthereumChain',
          ]),
          chains: ['eip155:31337'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { 31337: 'http://127.0.0.1:8545' },
        },
        solana: expect.objectContaining({ chains: ['solana:x'] }),
      },
    });
    // A relay of the host's own has no verify server: the attestation is skipped.
    await expect(provider.client.core.verify.register()).resolves.toBe('');

    provider.approve(struct());
    const session = await approval;
    // Only an https (or data-image) icon from the other side.
    expect(session).toMatchObject({ topic: 't1', peer: { name: 'Test Wallet', icon: 'https://wallet.example/icon.png' } });
    expect(session.provider).toBe(provider);
    expect(provider.listenerCount('display_uri')).toBe(0);
  });

  it('a session granting only a Solana account is approved, with what each namespace grants; one granting neither is not', async () => {
    const { connector, provider } = setup();
    const solanaAccount = 'solana:x:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const pairing = connector.createPairing(config);
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalled());
    provider.emit('display_uri', URI);
    const { approval } = await pairing;
    provider.approve({ ...struct(), namespaces: { solana: { accounts: [solanaAccount], methods: ['solana_signMessage'] } } });
    await expect(approval).resolves.toMatchObject({
      granted: { eip155: { accounts: [], methods: [] }, solana: { accounts: [solanaAccount], methods: ['solana_signMessage'] } },
    });

    const second = connector.createPairing(config);
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalledTimes(2));
    provider.emit('display_uri', URI);
    const next = await second;
    provider.approve({ ...struct('t3'), namespaces: { cosmos: { accounts: ['cosmos:hub:abc'] } } });
    await expect(next.approval).rejects.toMatchObject({ shortMessage: 'Failed to connect' });
  });

  it("keeps the SDK's verify attestation with WalletConnect's own relay", async () => {
    const { connector, provider } = setup();
    const pairing = connector.createPairing({ ...config, relayUrl: undefined });
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalled());
    provider.emit('display_uri', URI);
    await pairing;
    await expect(provider.client.core.verify.register()).resolves.toBe('jwt');
  });

  it('a session established through an earlier pairing approves this one too', async () => {
    const { connector, provider } = setup();
    const pairing = connector.createPairing(config);
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalled());
    provider.emit('display_uri', URI);
    const { approval } = await pairing;
    provider.emit('connect', { session: struct('t2') });
    await expect(approval).resolves.toMatchObject({ topic: 't2' });
  });

  it('no URI in time is the relay; the SDK refusing offline is offline; one provider per page', async () => {
    const { connector, provider, init } = setup();
    await expect(connector.createPairing({ ...config, timeoutMs: 50 })).rejects.toBeInstanceOf(WalletConnectRelayError);
    expect(provider.listenerCount('display_uri')).toBe(0);

    const second = connector.createPairing(config);
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalledTimes(2));
    provider.fail(new Error('No internet connection detected. Please restart your network and try again.'));
    await expect(second).rejects.toBeInstanceOf(WalletConnectOfflineError);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('a provider that failed to start is started again next time', async () => {
    let fail = true;
    const provider = fakeProvider();
    const { connector, init } = setup({ init: async () => (fail ? Promise.reject(new Error('boom')) : provider) });
    await expect(connector.restoreSession({ ...config, timeoutMs: 50 })).rejects.toBeInstanceOf(WalletConnectRelayError);
    fail = false;
    await expect(connector.restoreSession(config)).resolves.toBeUndefined();
    provider.session = struct('stored');
    await expect(connector.restoreSession(config)).resolves.toMatchObject({ topic: 'stored' });
    expect(init).toHaveBeenCalledTimes(2);
  });

  it('a declined proposal is "Connection rejected", anything else "Failed to connect"', async () => {
    const { connector, provider } = setup();
    const start = async () => {
      const calls = provider.connect.mock.calls.length;
      const pairing = connector.createPairing(config);
      await vi.waitFor(() => expect(provider.connect).toHaveBeenCalledTimes(calls + 1));
      provider.emit('display_uri', URI);
      // Wrapped: an async function returning the promise would wait for it.
      return { approval: (await pairing).approval };
    };
    const { approval: declined } = await start();
    provider.fail({ code: 5000, message: 'User rejected.' });
    await expect(declined).rejects.toBeInstanceOf(ConnectionRejectedError);
    const { approval: expired } = await start();
    provider.fail({ code: 0, message: 'Proposal expired' });
    await expect(expired).rejects.toBeInstanceOf(ConnectError);
  });

  it("asks for the methods the provider's own client asks for, and a solana namespace when a Solana network is configured", () => {
    const namespaces = requestedNamespaces([anvil, solana]);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
    for (const method of ['wallet_sendCalls', 'wallet_getCapabilities', 'eth_signTypedData', 'wallet_grantPermissions', 'personal_sign']) {
      expect(namespaces.eip155!.methods).toContain(method);
    }
    expect(namespaces.solana).toMatchObject({
      chains: ['solana:x'],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']),
    });
    expect(requestedNamespaces([])).toEqual({});
  });

  it('names every other failure a relay one', () => {
    expect(toPairingError(new Error('socket hang up'))).toBeInstanceOf(WalletConnectRelayError);
    expect(toPairingError('No internet connection detected')).toBeInstanceOf(WalletConnectOfflineError);
  });
});

describe('endSession', () => {
  it('ends a live session on the relay, bounded; without a session it does nothing', async () => {
    const provider = fakeProvider();
    await endSession(provider as unknown as WalletConnectProvider);
    expect(provider.disconnect).not.toHaveBeenCalled();
    provider.session = struct();
    await endSession(provider as unknown as WalletConnectProvider);
    expect(provider.disconnect).toHaveBeenCalledTimes(1);
    // The relay never confirms: the SDK's stored copy is forgotten all the same, so a reload can't restore it.
    const deleted = vi.fn(async (_topic: string, _reason: unknown) => undefined);
    Object.assign(provider.client, { session: { delete: deleted } });
    provider.disconnect.mockImplementationOnce(() => new Promise(() => undefined));
    await expect(endSession(provider as unknown as WalletConnectProvider, 20)).rejects.toThrow(/within 20 ms/);
    expect(deleted).toHaveBeenCalledWith('t1', { code: 6000, message: 'User disconnected.' });
  });
});

describe('walletConnectConfig', () => {
  it("waits the relay's default time unless the tests' network time-out is set", () => {
    const options = parseOptions({ projectId: 'p', networks: [anvil] });
    expect(walletConnectConfig(options).timeoutMs).toBeUndefined();
    const shortened = parseOptions({ projectId: 'p', networks: [anvil], _testTimeouts: { http: 2_500 } });
    expect(walletConnectConfig(shortened).timeoutMs).toBe(2_500);
  });
});

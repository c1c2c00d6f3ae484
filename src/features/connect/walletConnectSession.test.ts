import { p2tr, p2wpkh } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it, vi } from 'vitest';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { addressEncodingOf } from '../../chains/bitcoin/network.ts';
import { walletInfoAtom, walletProviderAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom, networksAtom } from '../../atoms/network.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import type { WalletConnectProvider, WalletConnectSession } from '../../chains/connectors/walletconnect.ts';
import { parseOptions } from '../../core/options.ts';
import { connectorIdKey, STORAGE_KEYS } from '../../core/storage/keys.ts';
import { memoryStorage } from '../../core/storage/memoryStorage.fixture.ts';
import { createConnections } from './connection.ts';
import { createWalletConnectSessions } from './walletConnectSession.ts';
import { WALLET_LATE_AFTER_MS } from './walletAnswers.ts';
import { walletWaitAtom } from '../../atoms/walletWait.ts';
import { stubContext } from '../../atoms/context.fixture.ts';
import { SOLANA_TEST_NETWORK as SOLANA } from '../../core/networks/solanaTestNetwork.fixture.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ANVIL = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

/** universal-provider after an approval: it answers eth_accounts and eth_chainId from the session. */
function fakeProvider() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const provider = {
    session: { topic: 't' } as unknown,
    request: vi.fn(async ({ method }: { method: string }): Promise<unknown> => (method === 'eth_accounts' ? [ADDRESS] : 31337)),
    on: (event: string, listener: (...args: unknown[]) => void) =>
      void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => void listeners.get(event)?.delete(listener),
    emit: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    connect: vi.fn(),
    disconnect: vi.fn(async () => undefined),
  };
  return provider;
}

function setup(networks: unknown[] = [ANVIL]) {
  const store = createInstanceStore();
  const storage = memoryStorage();
  const options = parseOptions({ projectId: 'p', networks, relayUrl: 'ws://127.0.0.1:4000/relay' });
  store.set(optionsAtom, options);
  store.set(activeNamespaceAtom, 'eip155');
  const ctx = stubContext({ store, storage, options });
  const applyWalletChain = vi.fn();
  const onGone = vi.fn();
  const connections = createConnections(ctx, { applyWalletChain, onGone });
  const provider = fakeProvider();
  const session: WalletConnectSession = {
    provider: provider as unknown as WalletConnectProvider,
    topic: 't',
    peer: { name: 'Test Wallet', icon: 'https://wallet.example/icon.png' },
    granted: {
      eip155: { accounts: [`eip155:31337:${ADDRESS}`], methods: ['personal_sign'] },
      solana: { accounts: [], methods: [] },
      bip122: { accounts: [], methods: [] },
    },
    end: vi.fn(async () => provider.disconnect()),
  };
  const restoreSession = vi.fn(async () => session as WalletConnectSession | undefined);
  const sessions = createWalletConnectSessions(ctx, { establish: connections.establish, onGone, restoreSession });
  return { ctx, store, storage, connections, sessions, session, provider, applyWalletChain, onGone, restoreSession };
}

describe('a WalletConnect session as the connection', () => {
  it("without an account is 'Failed to connect', caused by ConnectorAccountNotFoundError (SPEC section 8)", async () => {
    const { store, sessions, session, provider } = setup();
    provider.request.mockImplementation(async ({ method }: { method: string }) => (method === 'eth_accounts' ? [] : 31337));
    const error = await sessions.connect(session).catch((e: unknown) => e);
    expect(error).toMatchObject({ shortMessage: 'Failed to connect' });
    expect((error as Error).cause).toMatchObject({
      name: 'ConnectorAccountNotFoundError',
      shortMessage: 'Account not found for connector "walletConnect".',
    });
    expect(store.get(connectionAtom('eip155')).status).toBe('disconnected');
  });

  it('becomes the eip155 connection with its provider, wallet info and persisted keys, then the modal closes', async () => {
    const { ctx, store, storage, sessions, session, provider, applyWalletChain } = setup();
    await sessions.connect(session);
    expect(store.get(connectionAtom('eip155'))).toEqual({ status: 'connected', connectorId: 'walletConnect', address: ADDRESS });
    // The session's provider, behind the answers guard (normalised errors, the late-wallet notice, the limit).
    const wallet = store.get(walletProviderAtom('eip155')) as typeof provider;
    expect(wallet.session).toBe(provider.session);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ADDRESS]);
    expect(provider.request).toHaveBeenLastCalledWith({ method: 'eth_accounts' });
    expect(store.get(walletInfoAtom('eip155'))).toEqual({
      name: 'Test Wallet',
      icon: 'https://wallet.example/icon.png',
      id: 'walletConnect',
    });
    expect(storage.get(connectorIdKey('eip155'))).toBe('walletConnect');
    expect(storage.get(STORAGE_KEYS.connectedNamespaces)).toEqual(['eip155']);
    expect(storage.get(STORAGE_KEYS.connectionStatus)).toBe('connected');
    expect(applyWalletChain).toHaveBeenCalledWith('eip155', 31337);
    expect(ctx.track).toHaveBeenCalledWith('CONNECT_SUCCESS', { method: 'qrcode', name: 'Test Wallet' });
    expect(ctx.close).toHaveBeenCalled();
  });

  it("follows the session's events: chain and account changes; an empty account list is not an end, the wallet's delete is", async () => {
    const { store, sessions, session, provider, applyWalletChain, onGone } = setup();
    store.set(activeNetworkAtom, { ...ANVIL, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' });
    await sessions.connect(session);
    provider.emit('chainChanged', '31338');
    expect(applyWalletChain).toHaveBeenLastCalledWith('eip155', 31338);
    provider.emit('accountsChanged', []);
    expect(onGone).not.toHaveBeenCalled();
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    provider.emit('accountsChanged', [other]);
    expect(store.get(connectionAtom('eip155'))).toMatchObject({ address: other, caipAddress: `eip155:31337:${other}` });
    provider.emit('disconnect', { code: 6000 });
    expect(onGone).toHaveBeenCalledWith('eip155');
  });

  it('ends the session on the relay when it is detached and ended; a failure there is only logged', async () => {
    const { ctx, sessions, session, connections, provider } = setup();
    await sessions.connect(session);
    provider.disconnect.mockRejectedValueOnce(new Error('No internet connection detected'));
    await connections.detach('eip155')?.end();
    expect(provider.disconnect).toHaveBeenCalledTimes(1);
    expect(ctx.debug).toHaveBeenCalledWith('WalletConnect session not ended on the relay', expect.any(Error));
    provider.emit('disconnect');
    // Detached: its events no longer reach the connection.
    connections.clear('eip155');
    expect(connections.detach('eip155')).toBeUndefined();
  });

  it('after a reload restores the stored session without closing anything, and fails when it is gone', async () => {
    const { ctx, store, sessions, restoreSession } = setup();
    await sessions.reconnect();
    expect(restoreSession).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'p', relayUrl: 'ws://127.0.0.1:4000/relay' }));
    expect(store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', connectorId: 'walletConnect' });
    expect(ctx.close).not.toHaveBeenCalled();
    restoreSession.mockResolvedValueOnce(undefined);
    await expect(sessions.reconnect()).rejects.toThrow(/session is gone/);
  });
});

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];
const SIGNATURE = '5'.repeat(88);

/** A session that grants a Solana account too (and, with `eip155: false`, only that). */
function withSolana(h: ReturnType<typeof setup>, { eip155 = true } = {}) {
  h.session.granted = {
    eip155: eip155 ? h.session.granted.eip155 : { accounts: [], methods: [] },
    solana: { accounts: [`${SOLANA.caipNetworkId}:${SOLANA_ADDRESS}`], methods: SOLANA_METHODS },
    bip122: { accounts: [], methods: [] },
  };
  return h;
}

describe('a WalletConnect session that grants a Solana account', () => {
  it('connects solana too, with a provider that signs over the session on the account chain; the EVM chain stays active', async () => {
    const h = withSolana(setup([ANVIL, SOLANA]));
    h.provider.request.mockImplementation(async ({ method }: { method: string }) =>
      method === 'eth_accounts' ? [ADDRESS] : method === 'solana_signMessage' ? { signature: SIGNATURE } : 31337,
    );
    await h.sessions.connect(h.session);
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: ADDRESS });
    expect(h.store.get(connectionAtom('solana'))).toEqual({
      status: 'connected',
      connectorId: 'walletConnect',
      address: SOLANA_ADDRESS,
      caipAddress: `${SOLANA.caipNetworkId}:${SOLANA_ADDRESS}`,
    });
    expect(h.store.get(walletInfoAtom('solana'))).toMatchObject({ name: 'Test Wallet', id: 'walletConnect' });
    expect(h.storage.get(STORAGE_KEYS.connectedNamespaces)).toEqual(['eip155', 'solana']);
    expect(h.store.get(activeNamespaceAtom)).toBe('eip155');
    const solana = h.store.get(walletProviderAtom('solana')) as { request(args: unknown): Promise<unknown> };
    expect(await solana.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA_ADDRESS } })).toEqual({
      signature: SIGNATURE,
    });
    expect(h.provider.request).toHaveBeenLastCalledWith(
      { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA_ADDRESS } },
      SOLANA.caipNetworkId,
    );
    expect(h.ctx.close).toHaveBeenCalled();
  });

  it('a visitor on a Solana network stays there: Solana is the active namespace after the approval', async () => {
    const h = withSolana(setup([ANVIL, SOLANA]));
    const solanaNetwork = h.store.get(networksAtom).find((n) => n.chainNamespace === 'solana')!;
    h.store.set(activeNetworkAtom, solanaNetwork);
    h.store.set(activeNamespaceAtom, 'solana');
    // The wallet's EVM chain is applied first (as the network feature does), then Solana is made active again.
    h.applyWalletChain.mockImplementation(() => h.store.set(activeNamespaceAtom, 'eip155'));
    await h.sessions.connect(h.session);
    expect(h.store.get(activeNamespaceAtom)).toBe('solana');
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe(SOLANA.caipNetworkId);
  });

  it('a session with only a Solana account connects solana alone; the wallet ending it disconnects solana', async () => {
    const h = withSolana(setup([ANVIL, SOLANA]), { eip155: false });
    await h.sessions.connect(h.session);
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    expect(h.store.get(connectionAtom('solana'))).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS });
    expect(h.store.get(activeNamespaceAtom)).toBe('solana');
    h.provider.emit('disconnect', { code: 6000 });
    expect(h.onGone).toHaveBeenCalledWith('solana');
  });

  it('a host without a Solana network ignores the Solana account; a session granting nothing usable fails', async () => {
    const h = withSolana(setup([ANVIL]));
    await h.sessions.connect(h.session);
    expect(h.store.get(connectionAtom('solana')).status).toBe('disconnected');
    const only = withSolana(setup([ANVIL]), { eip155: false });
    await expect(only.sessions.connect(only.session)).rejects.toMatchObject({ shortMessage: 'Failed to connect' });
  });

  it('after a reload the solana namespace is restored from the stored session, without activating it', async () => {
    const h = withSolana(setup([ANVIL, SOLANA]));
    await h.sessions.reconnect('solana');
    expect(h.store.get(connectionAtom('solana'))).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: SOLANA_ADDRESS,
    });
    expect(h.store.get(activeNamespaceAtom)).toBe('eip155');
    h.session.granted.solana = { accounts: [], methods: [] };
    await expect(h.sessions.reconnect('solana')).rejects.toThrow(/session is gone on solana/);
  });
});

const BITCOIN = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:4000/bitcoin/api'] } },
};
const BITCOIN_KEY = new Uint8Array(32).fill(7);
const BITCOIN_ENCODING = addressEncodingOf(BITCOIN.caipNetworkId)!;
const BTC_PAYMENT = p2wpkh(secp256k1.getPublicKey(BITCOIN_KEY, true), BITCOIN_ENCODING).address!;
const BTC_ORDINAL = p2tr(schnorr.getPublicKey(BITCOIN_KEY), undefined, BITCOIN_ENCODING).address!;
const BTC_OTHER = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(9), true), BITCOIN_ENCODING).address!;
const BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'];

/** A session that grants the payment address on bip122 too; the wallet lists payment and ordinal (getAccountAddresses). */
function withBitcoin(
  h: ReturnType<typeof setup>,
  listed: unknown = [
    { address: BTC_PAYMENT, intention: 'payment' },
    { address: BTC_ORDINAL, intention: 'ordinal' },
  ],
) {
  h.session.granted.bip122 = { accounts: [`${BITCOIN.caipNetworkId}:${BTC_PAYMENT}`], methods: BITCOIN_METHODS };
  h.provider.request.mockImplementation(async ({ method }: { method: string }) =>
    method === 'eth_accounts' ? [ADDRESS] : method === 'getAccountAddresses' ? listed : 31337,
  );
  return h;
}

describe('a WalletConnect session that grants a Bitcoin account', () => {
  it('connects bip122 with the payment address and both typed accounts the wallet lists; the EVM chain stays active', async () => {
    const h = withBitcoin(setup([ANVIL, BITCOIN]));
    await h.sessions.connect(h.session);
    expect(h.provider.request).toHaveBeenCalledWith(
      { method: 'getAccountAddresses', params: { account: BTC_PAYMENT, intentions: ['payment', 'ordinal'] } },
      BITCOIN.caipNetworkId,
    );
    expect(h.store.get(connectionAtom('bip122'))).toEqual({
      status: 'connected',
      connectorId: 'walletConnect',
      address: BTC_PAYMENT,
      caipAddress: `${BITCOIN.caipNetworkId}:${BTC_PAYMENT}`,
    });
    // Not the active namespace: the wallet's list follows the connection.
    await vi.waitFor(() =>
      expect(h.store.get(allAccountsAtom('bip122'))).toEqual([
        { address: BTC_PAYMENT, type: 'payment' },
        { address: BTC_ORDINAL, type: 'ordinal' },
      ]),
    );
    expect(h.storage.get(STORAGE_KEYS.connectedNamespaces)).toEqual(['eip155', 'bip122']);
    expect(h.store.get(activeNamespaceAtom)).toBe('eip155');
    const provider = h.store.get(walletProviderAtom('bip122')) as { accounts: Array<{ address: string }> };
    expect(provider.accounts.map((a) => a.address)).toEqual([BTC_PAYMENT, BTC_ORDINAL]);
  });

  it("a wallet that does not list its addresses (or lists nonsense) is typed from the session's own", async () => {
    const h = withBitcoin(setup([ANVIL, BITCOIN]), { not: 'a list' });
    await h.sessions.connect(h.session);
    expect(h.store.get(allAccountsAtom('bip122'))).toEqual([{ address: BTC_PAYMENT, type: 'payment' }]);
  });

  it('follows bip122_addressesChanged; a list without a payment account ends the namespace; the session end too', async () => {
    const h = withBitcoin(setup([ANVIL, BITCOIN]));
    await h.sessions.connect(h.session);
    h.provider.emit('bip122_addressesChanged', [{ address: BTC_OTHER, intention: 'payment' }]);
    expect(h.store.get(connectionAtom('bip122'))).toMatchObject({
      address: BTC_OTHER,
      caipAddress: `${BITCOIN.caipNetworkId}:${BTC_OTHER}`,
    });
    expect(h.store.get(allAccountsAtom('bip122'))).toEqual([{ address: BTC_OTHER, type: 'payment' }]);
    h.provider.emit('bip122_addressesChanged', 'garbage');
    expect(h.onGone).not.toHaveBeenCalled();
    h.provider.emit('bip122_addressesChanged', [{ address: BTC_ORDINAL, intention: 'ordinal' }]);
    expect(h.onGone).toHaveBeenCalledWith('bip122');
    h.provider.emit('disconnect', { code: 6000 });
    expect(h.onGone.mock.calls.filter(([namespace]) => namespace === 'bip122')).toHaveLength(2);
  });

  it('a session with only a Bitcoin account connects bip122 alone and makes it active', async () => {
    const h = withBitcoin(setup([ANVIL, BITCOIN]));
    h.session.granted.eip155 = { accounts: [], methods: [] };
    await h.sessions.connect(h.session);
    expect(h.store.get(connectionAtom('eip155')).status).toBe('disconnected');
    expect(h.store.get(activeNamespaceAtom)).toBe('bip122');
  });

  it('a host without a Bitcoin network ignores the account; one on another Bitcoin network grants nothing here', async () => {
    const h = withBitcoin(setup([ANVIL]));
    await h.sessions.connect(h.session);
    expect(h.store.get(connectionAtom('bip122')).status).toBe('disconnected');
    const elsewhere = withBitcoin(setup([ANVIL, BITCOIN]));
    elsewhere.session.granted.eip155 = { accounts: [], methods: [] };
    elsewhere.session.granted.bip122.accounts = [`bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`];
    await expect(elsewhere.sessions.connect(elsewhere.session)).rejects.toMatchObject({ shortMessage: 'Failed to connect' });
  });

  it("the wallet's own EVM chain change while the visitor is on Bitcoin moves only the eip155 account, as AppKit's", async () => {
    const h = withBitcoin(setup([ANVIL, BITCOIN]));
    await h.sessions.connect(h.session);
    const bitcoin = h.store.get(networksAtom).find((n) => n.chainNamespace === 'bip122')!;
    setActiveNetwork(h.ctx, bitcoin);
    const onBitcoin = h.store.get(connectionAtom('bip122'));
    h.applyWalletChain.mockClear();
    h.provider.emit('chainChanged', '31338');
    // The network button and the active account stay on Bitcoin; the eip155 account is on the wallet's new chain.
    expect(h.applyWalletChain).not.toHaveBeenCalled();
    expect(h.store.get(activeNamespaceAtom)).toBe('bip122');
    expect(h.store.get(activeNetworkAtom)).toBe(bitcoin);
    expect(h.store.get(connectionAtom('bip122'))).toBe(onBitcoin);
    expect(h.store.get(connectionAtom('eip155'))).toMatchObject({ address: ADDRESS, caipAddress: `eip155:31338:${ADDRESS}` });
    // eip155 made active again lands on the chain the wallet moved to.
    h.connections.activate('eip155');
    expect(h.applyWalletChain).toHaveBeenCalledWith('eip155', 31338);
  });

  it('after a reload bip122 is restored at once from the session, then the listed accounts follow; gone when the grant is', async () => {
    const h = withBitcoin(setup([ANVIL, BITCOIN]));
    let list: (value: unknown) => void = () => undefined;
    h.provider.request.mockImplementation(({ method }: { method: string }) =>
      method === 'getAccountAddresses' ? new Promise((resolve) => (list = resolve)) : Promise.resolve(31337),
    );
    await h.sessions.reconnect('bip122');
    expect(h.store.get(connectionAtom('bip122'))).toMatchObject({ status: 'connected', address: BTC_PAYMENT });
    expect(h.store.get(allAccountsAtom('bip122'))).toEqual([{ address: BTC_PAYMENT, type: 'payment' }]);
    expect(h.store.get(activeNamespaceAtom)).toBe('eip155');
    list([BTC_PAYMENT, BTC_ORDINAL]);
    await vi.waitFor(() =>
      expect(h.store.get(allAccountsAtom('bip122'))).toEqual([
        { address: BTC_PAYMENT, type: 'payment' },
        { address: BTC_ORDINAL, type: 'ordinal' },
      ]),
    );
    h.session.granted.bip122 = { accounts: [], methods: [] };
    await expect(h.sessions.reconnect('bip122')).rejects.toThrow(/session is gone on bip122/);
  });
});

describe("a WalletConnect session's Solana and Bitcoin requests, when the wallet is silent", () => {
  it('are said late in the modal (WalletLate), and Stop waiting ends them with 4001, as the EVM ones', async () => {
    const h = withSolana(withBitcoin(setup([ANVIL, SOLANA, BITCOIN])));
    h.session.granted.bip122 = { accounts: [`${BITCOIN.caipNetworkId}:${BTC_PAYMENT}`], methods: BITCOIN_METHODS };
    await h.sessions.connect(h.session);
    h.provider.request.mockImplementation(() => new Promise(() => undefined));
    vi.useFakeTimers();
    try {
      const bitcoin = h.store.get(walletProviderAtom('bip122')) as { request(args: unknown): Promise<unknown> };
      const solana = h.store.get(walletProviderAtom('solana')) as { request(args: unknown): Promise<unknown> };
      for (const [provider, method, params] of [
        [bitcoin, 'signPsbt', { psbt: 'cHNidP8=', signInputs: [] }],
        [bitcoin, 'sendTransfer', { recipientAddress: BTC_OTHER, amount: '1000' }],
        [bitcoin, 'signMessage', { message: 'hi' }],
        [solana, 'solana_signMessage', { message: '3yZe7d', pubkey: SOLANA_ADDRESS }],
      ] as const) {
        const outcome = provider.request({ method, params }).catch((error: { code: number }) => error.code);
        await vi.advanceTimersByTimeAsync(WALLET_LATE_AFTER_MS);
        const late = h.store.get(walletWaitAtom);
        expect(late).toMatchObject({ walletName: 'Test Wallet', method });
        late!.cancel();
        expect(await outcome).toBe(4001);
        expect(h.store.get(walletWaitAtom)).toBeUndefined();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

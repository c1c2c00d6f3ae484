/**
 * The e2e test wallet (e2e/fixtures/wcWallet.ts) against a whole devcloud: its default relay on
 * port 5102 and real anvil chains on 8952/8953. A sign-client dapp in this process pairs with it,
 * has it sign, send real transactions, switch and add chains, reject, and end sessions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignClient } from '@walletconnect/sign-client';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { createPublicClient, createWalletClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../e2e/fixtures/wcStorage.ts';
import { ANVIL_PRIVATE_KEYS, createTestWcWallet, type TestWcWallet } from '../../e2e/fixtures/wcWallet.ts';
import { type Devcloud, startDevcloud } from '../server.ts';

const PORT = 5102;
const ANVIL_PORTS: [number, number] = [8952, 8953];
const RPC_31337 = `http://127.0.0.1:${ANVIL_PORTS[0]}`;
const RPC_31338 = `http://127.0.0.1:${ANVIL_PORTS[1]}`;
const RELAY_URL = `ws://127.0.0.1:${PORT}/relay`;
const PROJECT_ID = 'wc-wallet-itest';
const WALLET_ADDRESS = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]).address;
const RECIPIENT = privateKeyToAccount(ANVIL_PRIVATE_KEYS[5]).address;

const EIP155 = {
  chains: ['eip155:31337', 'eip155:31338'],
  // eth_signTransaction: asked for, but the test wallet does not do it (4200).
  methods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_signTransaction',
  ],
  events: ['chainChanged', 'accountsChanged'],
};

type Dapp = Awaited<ReturnType<typeof SignClient.init>>;

let devcloud: Devcloud;
let stateDir: string;
const dapps: Dapp[] = [];
const providers: Array<Awaited<ReturnType<typeof UniversalProvider.init>>> = [];
const wallets: TestWcWallet[] = [];
let dappCount = 0;
/** anvil mines at once: poll its receipts quickly. */
const chainClient = (url: string) => createPublicClient({ transport: http(url), pollingInterval: 50 });

async function createDapp(): Promise<Dapp> {
  const dapp = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: RELAY_URL,
    storage: createMemoryStorage(),
    // A prefix per client: the SDK shares one core per prefix in a process.
    customStoragePrefix: `dapp-${++dappCount}`,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'itest dapp', description: 'wcWallet test', url: 'http://localhost:3000', icons: [] },
  });
  dapps.push(dapp);
  return dapp;
}

async function createWallet(options: { rpcUrls?: Record<number, string> } = {}) {
  const wallet = await createTestWcWallet({ relayUrl: RELAY_URL, projectId: PROJECT_ID, rpcUrl: RPC_31337, ...options });
  wallets.push(wallet);
  return wallet;
}

/** The dapp's connect, the wallet's pair and approve: the dapp's session. */
async function connect(dapp: Dapp, wallet: TestWcWallet, chains?: number[]) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: EIP155 } });
  const proposal = await wallet.pair(uri!);
  expect(proposal.chains).toEqual(EIP155.chains);
  const walletTopic = await wallet.approve({ chains });
  const session = await approval();
  expect(session.topic).toBe(walletTopic);
  return session;
}

function nextEvent<T = any>(dapp: Dapp, event: 'session_event' | 'session_update' | 'session_delete'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    dapp.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload as T);
    });
  });
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'devcloud-wcwallet-'));
  devcloud = await startDevcloud({ port: PORT, anvilPorts: ANVIL_PORTS, securePort: null, quiet: true, stateDir });
}, 30_000);

afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()));
  for (const provider of providers.splice(0)) dapps.push(provider.client);
  await Promise.all(
    dapps.splice(0).map((dapp) => {
      dapp.core.heartbeat.stop();
      return dapp.core.relayer.transportClose();
    }),
  );
});

afterAll(async () => {
  await devcloud?.close();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('test WalletConnect wallet', () => {
  it("holds anvil's own dev accounts", async () => {
    const addresses = await createWalletClient({ transport: http(RPC_31337) }).getAddresses();
    expect(ANVIL_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address.toLowerCase())).toEqual(addresses.map((a) => a.toLowerCase()));
  });

  it('pairs, approves eip155:31337, signs a message and typed data, and sends a real transaction to anvil', async () => {
    const [dapp, wallet] = [await createDapp(), await createWallet()];
    const session = await connect(dapp, wallet);
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${WALLET_ADDRESS}`]);
    const request = <T>(method: string, params: unknown[], chainId = 'eip155:31337') =>
      dapp.request<T>({ topic: session.topic, chainId, request: { method, params } });

    const signature = await request<Hex>('personal_sign', ['0x68656c6c6f', WALLET_ADDRESS]);
    expect(await verifyMessage({ address: WALLET_ADDRESS, message: 'hello', signature })).toBe(true);

    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const;
    const typedSignature = await request<Hex>('eth_signTypedData_v4', [WALLET_ADDRESS, JSON.stringify(typedData)]);
    const { EIP712Domain: _, ...types } = typedData.types;
    expect(await verifyTypedData({ ...typedData, types, address: WALLET_ADDRESS, signature: typedSignature })).toBe(true);

    const anvil = chainClient(RPC_31337);
    const before = await anvil.getBalance({ address: RECIPIENT });
    const value = parseEther('0.25');
    const hash = await request<Hex>('eth_sendTransaction', [{ from: WALLET_ADDRESS, to: RECIPIENT, value: `0x${value.toString(16)}` }]);
    const receipt = await anvil.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: WALLET_ADDRESS.toLowerCase() });
    expect(await anvil.getBalance({ address: RECIPIENT })).toBe(before + value);

    const answered = await wallet.waitForRequest('eth_sendTransaction');
    expect(answered).toMatchObject({ chainId: 'eip155:31337', response: { result: hash } });
    expect(wallet.requests.map((r) => r.method)).toEqual(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);
  });

  it('rejects the next request with 4001, then answers again', async () => {
    const [dapp, wallet] = [await createDapp(), await createWallet()];
    const session = await connect(dapp, wallet);
    wallet.rejectNextRequest();
    const sign = () =>
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x01', WALLET_ADDRESS] },
      });
    await expect(sign()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await expect(sign()).resolves.toMatch(/^0x[0-9a-f]{130}$/);
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'eth_signTransaction', params: [{ from: WALLET_ADDRESS }] },
      }),
    ).rejects.toMatchObject({ code: 4200 });
  });

  it('answers 4902 for an unknown chain, adds it, switches (session update + chainChanged) and sends there', async () => {
    const [dapp, wallet] = [await createDapp(), await createWallet()];
    const session = await connect(dapp, wallet);
    const request = (method: string, params: unknown[], chainId = 'eip155:31337') =>
      dapp.request({ topic: session.topic, chainId, request: { method, params } });

    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).rejects.toMatchObject({ code: 4902 });
    await expect(
      request('wallet_addEthereumChain', [
        { chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [RPC_31338], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
      ]),
    ).resolves.toBeNull();
    const updated = nextEvent(dapp, 'session_update');
    const changed = nextEvent(dapp, 'session_event');
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).resolves.toBeNull();
    expect((await updated).params.namespaces.eip155.accounts).toContain(`eip155:31338:${WALLET_ADDRESS}`);
    expect((await changed).params).toEqual({ event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' });
    expect(wallet.chainId).toBe(31338);

    const hash = (await request('eth_sendTransaction', [{ from: WALLET_ADDRESS, to: RECIPIENT, value: '0x1' }], 'eip155:31338')) as Hex;
    const second = chainClient(RPC_31338);
    expect((await second.waitForTransactionReceipt({ hash })).status).toBe('success');
  });

  it('ends a session from the wallet (the dapp sees session_delete) and sees the dapp end one', async () => {
    const [dapp, wallet] = [await createDapp(), await createWallet({ rpcUrls: { 31338: RPC_31338 } })];
    const first = await connect(dapp, wallet, [31337, 31338]);
    expect(first.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']);
    const deleted = nextEvent(dapp, 'session_delete');
    await wallet.disconnect();
    expect(await deleted).toMatchObject({ topic: first.topic });

    const second = await connect(dapp, wallet);
    await dapp.disconnect({ topic: second.topic, reason: { code: 6000, message: 'User disconnected.' } });
    await wallet.waitForSessionDelete();
    expect(wallet.sessionTopic).toBeUndefined();
  });

  it('is reached by universal-provider as the toolkit uses it: display_uri, approval, then its EIP-1193 provider signs, sends, switches and disconnects', async () => {
    const wallet = await createWallet({ rpcUrls: { 31338: RPC_31338 } });
    const provider = await UniversalProvider.init({
      projectId: PROJECT_ID,
      relayUrl: RELAY_URL,
      storage: createMemoryStorage(),
      customStoragePrefix: `provider-${++dappCount}`,
      logger: 'silent',
      telemetryEnabled: false,
      metadata: { name: 'itest provider', description: 'wcWallet test', url: 'http://localhost:3000', icons: [] },
    });
    providers.push(provider);
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve));
    const connected = provider.connect({
      optionalNamespaces: { eip155: { ...EIP155, rpcMap: { 31337: RPC_31337, 31338: RPC_31338 } } },
    });
    await wallet.pair(await uri);
    await wallet.approve({ chains: [31337, 31338] });
    const session = await connected;
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${WALLET_ADDRESS}`);

    const accounts = await provider.request<string[]>({ method: 'eth_accounts' }, 'eip155:31337');
    expect(accounts).toEqual([WALLET_ADDRESS]);
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: ['0x6869', WALLET_ADDRESS] }, 'eip155:31337');
    expect(await verifyMessage({ address: WALLET_ADDRESS, message: 'hi', signature })).toBe(true);
    // Reads go to the chain's RPC from rpcMap, not to the wallet.
    expect(await provider.request({ method: 'eth_chainId' }, 'eip155:31337')).toBe(31337);
    const balance = await provider.request<Hex>({ method: 'eth_getBalance', params: [WALLET_ADDRESS, 'latest'] }, 'eip155:31337');
    expect(BigInt(balance)).toBeGreaterThan(0n);
    const hash = await provider.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: WALLET_ADDRESS, to: RECIPIENT, value: '0x2' }] },
      'eip155:31337',
    );
    expect((await chainClient(RPC_31337).waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(wallet.requests.map((r) => r.method)).toEqual(['personal_sign', 'eth_sendTransaction']);

    await provider.disconnect();
    await wallet.waitForSessionDelete();
  });
});

/**
 * The relay for real: a devcloud app with only the relay extension on port 5101 (no chains),
 * driven first by raw sockets (the protocol, its errors and faults), then by two official
 * `@walletconnect/sign-client` instances in this process, a dapp and a wallet.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { privateKeyToAccount } from 'viem/accounts';
import { verifyMessage } from 'viem';
import { createRelayIdentity, type RelayIdentity, relayJwt } from './clientJwt.fixture.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createMemoryStorage, type WcStorage } from '../../e2e/fixtures/wcStorage.ts';
import { createApp } from '../app.ts';
import { createFaultStore } from '../faults.ts';
import { closeServer, listen } from '../listen.ts';
import { createStateStore } from '../state.ts';
import { createUpgradeRouter } from '../upgrade.ts';
import { relayExtension } from './extension.ts';

// Each SignClient gets a core of its own, also when a test recreates one on the same storage prefix (a reload).
process.env.DISABLE_GLOBAL_CORE = 'true';

const PORT = 5101;
const BASE = `http://127.0.0.1:${PORT}`;
const RELAY_URL = `ws://127.0.0.1:${PORT}/relay`;
const PING_INTERVAL_MS = 300;
const WALLET = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

const topic = () => randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** devcloud's wiring (server.ts) minus the chains: the app, its faults, the upgrade router and the relay. */
async function startRelay() {
  const faults = createFaultStore();
  const app = createApp({ chain: { chains: [], tokens: [] }, state: createStateStore({ dir: null }), wallets: [], faults });
  const upgrades = createUpgradeRouter();
  const stopRelay = await relayExtension({ pingIntervalMs: PING_INTERVAL_MS })({
    app,
    url: BASE,
    quiet: true,
    faults,
    onUpgrade: upgrades.add,
  });
  const server = await listen(app, PORT);
  upgrades.attach(server);
  return {
    async close() {
      upgrades.closeAll();
      await closeServer(server);
      await stopRelay();
    },
  };
}

async function addFault(fault: Record<string, unknown>) {
  const response = await fetch(`${BASE}/__devcloud/faults`, { method: 'POST', body: JSON.stringify(fault) });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function relayState() {
  return (await (await fetch(`${BASE}/__devcloud/relay`)).json()) as {
    clients: Array<{ id: string; connected: boolean; topics: string[] }>;
    topics: Array<{ topic: string; subscribers: number; messages: number }>;
  };
}

// ---------- raw sockets ----------

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT that claims `iss` with a junk signature (the forged identity of issue 21). */
const forgedJwt = (iss: string) =>
  `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url({ iss, sub: 'x', aud: RELAY_URL, iat: 1, exp: 9e9 })}.sig`;

type Frame = { id?: unknown; method?: string; params?: any; result?: any; error?: { code: number; message: string } };

type RawClient = {
  iss: string;
  socket: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  request(method: string, params: unknown): Promise<Frame>;
  /** Resolves with the first frame (seen or coming) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  deliveries(): Frame[];
  close(): Promise<void>;
};

const rawClients: RawClient[] = [];
let rpcId = 1;

async function rawClient(options: { identity?: RelayIdentity; projectId?: string; ack?: boolean } = {}): Promise<RawClient> {
  const identity = options.identity ?? createRelayIdentity();
  const { iss } = identity;
  const query = new URLSearchParams({ auth: relayJwt(identity), projectId: options.projectId ?? 'raw' });
  const socket = new WebSocket(`${RELAY_URL}?${query}`);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    if (frame.method === 'irn_subscription' && options.ack !== false)
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
    for (const wake of waiters) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const client: RawClient = {
    iss,
    socket,
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async request(method, params) {
      const id = rpcId++;
      client.send({ id, jsonrpc: '2.0', method, params });
      return client.next((frame) => frame.id === id);
    },
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    deliveries: () => frames.filter((frame) => frame.method === 'irn_subscription'),
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
  rawClients.push(client);
  return client;
}

/** How an upgrade attempt ends: the refusal's status and headers, or `open`. */
function tryUpgrade(query: string): Promise<{ status: number; headers: Record<string, unknown> } | 'open'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${RELAY_URL}?${query}`);
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      socket.terminate();
    });
    socket.once('open', () => {
      resolve('open');
      socket.close();
    });
    socket.once('error', (error) => reject(error));
  });
}

// ---------- sign-client ----------

type Client = Awaited<ReturnType<typeof SignClient.init>>;
const signClients: Client[] = [];

async function signClient(name: string, options: { storage?: WcStorage; projectId?: string } = {}): Promise<Client> {
  const client = await SignClient.init({
    projectId: options.projectId ?? 'relay-itest',
    relayUrl: RELAY_URL,
    storage: options.storage ?? createMemoryStorage(),
    customStoragePrefix: name,
    logger: process.env.WC_LOG ?? 'silent',
    telemetryEnabled: false,
    metadata: { name, description: `relay test ${name}`, url: 'http://localhost:3000', icons: [] },
  });
  signClients.push(client);
  return client;
}

/** Closes a client's socket for good (no reconnect on the next heartbeat). */
async function shutDown(client: Client) {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose();
}

const EIP155 = { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] };

function nextEvent<T = any>(client: Client, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    client.once(event as 'session_proposal', (payload) => {
      clearTimeout(timer);
      resolve(payload as T);
    });
  });
}

/** connect → pair → session_proposal → approve → approval: the session topic. */
async function pairAndApprove(dapp: Client, wallet: Client, beforeApprove?: () => Promise<void>): Promise<string> {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: EIP155 } });
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  const proposal = nextEvent(wallet, 'session_proposal');
  await wallet.pair({ uri: uri! });
  const { id } = await proposal;
  await beforeApprove?.();
  await wallet.approve({ id, namespaces: { eip155: { ...EIP155, accounts: [`eip155:31337:${WALLET.address}`] } } });
  const session = await approval();
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${WALLET.address}`]);
  return session.topic;
}

/** The wallet signs personal_sign requests with anvil account 1. */
function answerPersonalSign(wallet: Client) {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [`0x${string}`];
    const signature = await WALLET.signMessage({ message: { raw: message } });
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
  });
}

async function personalSign(dapp: Client, sessionTopic: string, text: string) {
  const message = `0x${Buffer.from(text).toString('hex')}` as const;
  const signature = await dapp.request<`0x${string}`>({
    topic: sessionTopic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: [message, WALLET.address] },
  });
  expect(await verifyMessage({ address: WALLET.address, message: text, signature })).toBe(true);
}

// ---------- tests ----------

let relay: Awaited<ReturnType<typeof startRelay>>;

beforeAll(async () => {
  relay = await startRelay();
});

afterEach(async () => {
  await Promise.all(rawClients.splice(0).map((client) => client.close()));
  await Promise.all(signClients.splice(0).map(shutDown));
  await fetch(`${BASE}/__devcloud/faults`, { method: 'DELETE' });
});

afterAll(async () => {
  await relay?.close();
});

describe('relay protocol', () => {
  it('names a subscription alike for the same client and topic, and delivers a publish to the other subscribers only', async () => {
    const [dapp, wallet] = [await rawClient(), await rawClient()];
    const t = topic();
    const subscribed = await dapp.request('irn_subscribe', { topic: t });
    expect(subscribed.result).toBe(
      createHash('sha256')
        .update(t + dapp.iss)
        .digest('hex'),
    );
    expect((await dapp.request('irn_subscribe', { topic: t })).result).toBe(subscribed.result);
    const walletSubscription = (await wallet.request('irn_batchSubscribe', { topics: [t] })).result[0];

    expect((await dapp.request('irn_publish', { topic: t, message: 'hello', ttl: 300, tag: 1100 })).result).toBe(true);
    const delivery = await wallet.next((frame) => frame.method === 'irn_subscription');
    expect(delivery.params).toEqual({
      id: walletSubscription,
      data: { topic: t, message: 'hello', publishedAt: expect.any(Number), attestation: '', tag: 1100 },
    });
    await sleep(50);
    expect(dapp.deliveries()).toEqual([]);
  });

  it('keeps what a client did not acknowledge and gives it back when the same client reconnects', async () => {
    const identity = createRelayIdentity();
    const { iss } = identity;
    const t = topic();
    const wallet = await rawClient({ identity, ack: false });
    await wallet.request('irn_subscribe', { topic: t });
    const dapp = await rawClient();
    await dapp.request('irn_publish', { topic: t, message: 'unacknowledged', ttl: 300 });
    await wallet.next((frame) => frame.method === 'irn_subscription');
    await wallet.close();

    await dapp.request('irn_publish', { topic: t, message: 'while away', ttl: 300 });
    // Back with the same iss: the subscription is still there; both messages come once it speaks, without a new subscribe.
    const back = await rawClient({ identity });
    await sleep(50);
    expect(back.deliveries()).toEqual([]);
    await back.request('irn_subscribe', { topic: topic() });
    await back.next(() => back.deliveries().length === 2);
    expect(back.deliveries().map((frame) => frame.params.data.message)).toEqual(['unacknowledged', 'while away']);
    await back.close();

    // Acknowledged now (rawClient acks by default): a third visit brings nothing.
    const again = await rawClient({ identity });
    await again.request('irn_subscribe', { topic: t });
    await sleep(100);
    expect(again.deliveries()).toEqual([]);
    expect((await relayState()).clients.find((client) => client.id === iss)).toMatchObject({
      id: iss,
      connected: true,
      topics: expect.arrayContaining([t]),
    });
  });

  it('replays the mailbox to a later subscriber, never to the publisher; fetching counts as delivered', async () => {
    const dapp = await rawClient();
    const t = topic();
    await dapp.request('irn_batchPublish', { messages: [{ topic: t, message: 'early', ttl: 300, attestation: 'jwt' }] });
    await dapp.request('irn_subscribe', { topic: t });
    const wallet = await rawClient();
    await wallet.request('irn_subscribe', { topic: t });
    expect((await wallet.next((frame) => frame.method === 'irn_subscription')).params.data).toMatchObject({
      message: 'early',
      attestation: 'jwt',
    });

    const fetcher = await rawClient();
    const fetched = await fetcher.request('irn_batchFetchMessages', { topics: [t] });
    expect(fetched.result).toEqual({ messages: [expect.objectContaining({ topic: t, message: 'early' })], hasMore: false });
    expect((await fetcher.request('irn_batchFetchMessages', { topics: [t] })).result).toEqual({ messages: [], hasMore: false });
    expect(dapp.deliveries()).toEqual([]);
    expect((await relayState()).topics.find((entry) => entry.topic === t)).toEqual({ topic: t, subscribers: 2, messages: 1 });
  });

  it('unsubscribes one topic or a batch', async () => {
    const [dapp, wallet] = [await rawClient(), await rawClient()];
    const [t1, t2] = [topic(), topic()];
    const ids = (await wallet.request('irn_batchSubscribe', { topics: [t1, t2] })).result as string[];
    expect((await wallet.request('irn_unsubscribe', { topic: t1, id: ids[0] })).result).toBe(true);
    expect((await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: t2, id: ids[1] }] })).result).toBe(true);
    await dapp.request('irn_publish', { topic: t1, message: 'nobody listens', ttl: 300 });
    await sleep(100);
    expect(wallet.deliveries()).toEqual([]);
  });

  it('publishes a proposal and an approval for their sender, subscribing it to the pairing and session topics', async () => {
    const [dapp, wallet] = [await rawClient(), await rawClient()];
    const [pairing, session] = [topic(), topic()];
    expect(
      (await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300, correlationId: 1 })).result,
    ).toBe(true);
    await wallet.request('irn_subscribe', { topic: pairing });
    expect((await wallet.next((frame) => frame.method === 'irn_subscription')).params.data.message).toBe('proposal');

    const approve = {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    };
    expect((await wallet.request('wc_approveSession', approve)).result).toBe(true);
    // The dapp was subscribed to the pairing topic by its proposal: the response comes live.
    expect((await dapp.next((frame) => frame.method === 'irn_subscription')).params.data).toMatchObject({
      topic: pairing,
      message: 'response',
    });
    await dapp.request('irn_subscribe', { topic: session });
    await dapp.next((frame) => frame.params?.data?.message === 'settle');
    // The wallet is on the session topic without asking: it hears the dapp there.
    await dapp.request('irn_publish', { topic: session, message: 'settle-ack', ttl: 300 });
    await wallet.next((frame) => frame.params?.data?.message === 'settle-ack');
    expect(wallet.deliveries().map((frame) => frame.params.data.message)).toEqual(['proposal', 'settle-ack']);
  });

  it('answers malformed frames with JSON-RPC errors and keeps the socket', async () => {
    const client = await rawClient();
    client.send('not json');
    expect((await client.next((frame) => frame.error?.code === -32700)).id).toBeNull();
    client.send('[1, 2]');
    await client.next((frame) => frame.error?.code === -32600);
    expect((await client.request('irn_shout', {})).error?.code).toBe(-32601);
    const invalid = await client.request('irn_subscribe', { topic: 'not-a-topic' });
    expect(invalid.error).toEqual({ code: -32602, message: expect.stringContaining('topic') });
    expect((await client.request('irn_publish', { topic: topic(), message: 'x', ttl: -1 })).error?.code).toBe(-32602);
    client.send({ jsonrpc: '2.0', id: 7, result: true }); // an ack for nothing: ignored
    client.socket.send(Buffer.from('{"broken'), { binary: true });
    await client.next((frame) => frame.error?.code === -32700 && client.frames.filter((f) => f.error?.code === -32700).length === 2);
    // The SDK's BigInt ids travel as strings and come back verbatim.
    client.send({ jsonrpc: '2.0', id: '1795466345093445123n', method: 'irn_subscribe', params: { topic: topic() } });
    expect((await client.next((frame) => frame.id === '1795466345093445123n')).result).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an upgrade without an auth JWT, and one on another path', async () => {
    expect(await tryUpgrade('projectId=x')).toMatchObject({ status: 401 });
    expect(await tryUpgrade(`auth=${relayJwt(createRelayIdentity(), { iss: 'not-a-did' })}`)).toMatchObject({ status: 401 });
    const elsewhere = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${PORT}/no-relay`);
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => resolve(-1));
    });
    expect(elsewhere).toBe(404);
  });

  it("refuses a forged identity (a junk signature, another key's, an expired or unsigned JWT): the client keeps its deliveries", async () => {
    const identity = createRelayIdentity();
    const t = topic();
    const wallet = await rawClient({ identity });
    await wallet.request('irn_subscribe', { topic: t });
    const impostor = createRelayIdentity();
    const expired = relayJwt(identity, { exp: Math.floor(Date.now() / 1000) - 1 });
    const unsigned = `${relayJwt(identity).split('.').slice(0, 2).join('.')}.`;
    for (const auth of [forgedJwt(identity.iss), relayJwt(impostor, { iss: identity.iss }), expired, unsigned]) {
      expect(await tryUpgrade(`auth=${auth}`)).toMatchObject({ status: 401 });
    }
    const dapp = await rawClient();
    await dapp.request('irn_publish', { topic: t, message: 'still mine', ttl: 300 });
    const delivered = await wallet.next((frame) => frame.method === 'irn_subscription');
    expect(delivered.params.data.message).toBe('still mine');
  });

  it('pings every socket', async () => {
    const client = await rawClient();
    await new Promise((resolve) => client.socket.once('ping', resolve));
  });
});

describe('relay faults (WS /relay)', () => {
  it('refuses the upgrade with the fault status and headers, for the faulted project only', async () => {
    await addFault({ route: 'WS /relay', kind: 'status', status: 503, headers: { 'Retry-After': '1' }, projectId: 'refused', count: 0 });
    const auth = relayJwt(createRelayIdentity());
    expect(await tryUpgrade(`auth=${auth}&projectId=refused`)).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    expect(await tryUpgrade(`auth=${auth}&projectId=refused`)).toMatchObject({ status: 503 });
    expect(await tryUpgrade(`auth=${auth}&projectId=other`)).toBe('open');
  });

  it('drops the socket at once, or after answering N messages', async () => {
    await addFault({ route: 'WS /relay', kind: 'drop', projectId: 'drop-now' });
    const dropped = await rawClient({ projectId: 'drop-now' });
    expect(await new Promise((resolve) => dropped.socket.once('close', resolve))).toBe(1006);

    await addFault({ route: 'WS /relay', kind: 'drop', afterMessages: 1, projectId: 'drop-later' });
    const client = await rawClient({ projectId: 'drop-later' });
    expect((await client.request('irn_subscribe', { topic: topic() })).result).toBeTypeOf('string');
    const closed = new Promise((resolve) => client.socket.once('close', resolve));
    client.send({ jsonrpc: '2.0', id: 99, method: 'irn_subscribe', params: { topic: topic() } });
    expect(await closed).toBe(1006);
    expect(client.frames.some((frame) => frame.id === 99)).toBe(false);
  });

  it('delays every answer on the faulted connection', async () => {
    await addFault({ route: 'WS /relay', kind: 'delay', delayMs: 400, projectId: 'slow' });
    const slow = await rawClient({ projectId: 'slow' });
    const started = performance.now();
    await slow.request('irn_subscribe', { topic: topic() });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('rejects fault kinds that do not fit a WebSocket route', async () => {
    const malformed = await fetch(`${BASE}/__devcloud/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'WS /relay', kind: 'malformed' }),
    });
    expect(malformed.status).toBe(400);
    const drop = await fetch(`${BASE}/__devcloud/faults`, {
      method: 'POST',
      body: JSON.stringify({ route: 'GET /getWallets', kind: 'drop' }),
    });
    expect(drop.status).toBe(400);
  });
});

describe('sign-client against the relay', () => {
  it('pairs, approves eip155:31337, signs with personal_sign, and the wallet sees the dapp end the session', async () => {
    const [dapp, wallet] = [await signClient('dapp'), await signClient('wallet')];
    const sessionTopic = await pairAndApprove(dapp, wallet);
    answerPersonalSign(wallet);
    await personalSign(dapp, sessionTopic, 'hello from the dapp');

    const state = await relayState();
    expect(state.topics.find((entry) => entry.topic === sessionTopic)?.subscribers).toBe(2);

    const deleted = nextEvent(wallet, 'session_delete');
    await dapp.disconnect({ topic: sessionTopic, reason: { code: 6000, message: 'User disconnected' } });
    expect(await deleted).toMatchObject({ topic: sessionTopic });
    expect(wallet.session.keys).not.toContain(sessionTopic);
  });

  it('gives a dapp recreated on the same storage its session back, with what the wallet sent meanwhile', async () => {
    const storage = createMemoryStorage();
    const dapp = await signClient('reloading-dapp', { storage });
    const wallet = await signClient('wallet');
    const sessionTopic = await pairAndApprove(dapp, wallet);
    await shutDown(dapp);

    // The page is gone; the wallet's event waits in the mailbox.
    await wallet.emit({ topic: sessionTopic, event: { name: 'accountsChanged', data: [WALLET.address] }, chainId: 'eip155:31337' });
    const waiting = (await relayState()).topics.find((entry) => entry.topic === sessionTopic);
    expect(waiting?.messages).toBeGreaterThanOrEqual(1);

    const reloaded = await signClient('reloading-dapp', { storage });
    const event = nextEvent(reloaded, 'session_event');
    expect(reloaded.session.keys).toContain(sessionTopic);
    expect(await event).toMatchObject({ topic: sessionTopic, params: { event: { name: 'accountsChanged', data: [WALLET.address] } } });
    answerPersonalSign(wallet);
    await personalSign(reloaded, sessionTopic, 'after the reload');
  });

  it('rides out refused upgrades: the SDK retries, and connect() gives a URI once the relay lets it in', async () => {
    await addFault({ route: 'WS /relay', kind: 'status', status: 503, count: 2, projectId: 'refused-twice' });
    const dapp = await signClient('refused-dapp', { projectId: 'refused-twice' });
    const started = performance.now();
    const { uri } = await dapp.connect({ optionalNamespaces: { eip155: EIP155 } });
    const elapsed = performance.now() - started;
    expect(uri).toMatch(/^wc:/);
    // Two refusals, then the SDK's pauses of 1 s and 2 s between attempts.
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(8000);
    expect(await (await fetch(`${BASE}/__devcloud/faults`)).json()).toMatchObject({ faults: [] });
  });

  it('survives a dropped wallet socket: the wallet reconnects, the proposal is offered again once, and the session settles', async () => {
    // The wallet's first socket answers its subscribe to the pairing topic, then dies on its next frame: the ack of the proposal.
    await addFault({ route: 'WS /relay', kind: 'drop', afterMessages: 1, projectId: 'flaky-wallet' });
    const dapp = await signClient('dapp');
    const wallet = await signClient('flaky-wallet', { projectId: 'flaky-wallet' });
    const proposals: unknown[] = [];
    wallet.on('session_proposal', (proposal) => proposals.push(proposal));
    const reconnected = new Promise<void>((resolve) => {
      let connects = 0;
      wallet.core.relayer.on('relayer_connect', () => ++connects === 2 && resolve());
    });
    // A request written to the dying socket would wait for the SDK's 15 s publish retry: approve once the wallet is back.
    const sessionTopic = await pairAndApprove(dapp, wallet, () => reconnected);
    expect(proposals).toHaveLength(1);
    answerPersonalSign(wallet);
    await personalSign(dapp, sessionTopic, 'after a drop');
  });
});

import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { BalanceReader } from './blockchain/balance.ts';
import type { LocalChainInfo } from './chain/tokens.ts';
import { generateDirectory } from './directory/generate.ts';
import { createProjectStore, DEFAULT_ALLOWED_ORIGINS, DEFAULT_FEATURES } from './projects.ts';
import appkitConfig from '../src/core/api/contracts/appkitConfig.json' with { type: 'json' };
import balanceContract from '../src/core/api/contracts/accountBalance.json' with { type: 'json' };
import { type Contract, conformsTo } from '../src/core/api/contracts/conformance.fixture.ts';
import supportedChainsContract from '../src/core/api/contracts/supportedChains.json' with { type: 'json' };
import { createStateStore } from './state.ts';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Chains whose nodes are never reached: the fake balance reader answers instead. */
const chain: LocalChainInfo = {
  chains: [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
    { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' },
  ],
  tokens: [],
};

function setup() {
  const reads: Array<{ address: string; chains: number[] }> = [];
  const balances: BalanceReader = {
    async read(address, chains) {
      reads.push({ address, chains: chains.map((c) => c.chainId) });
      return [];
    },
  };
  const state = createStateStore({ dir: null });
  const app = createApp({ chain, state, balances, wallets: generateDirectory(200) });
  const json = async (path: string, init?: RequestInit) => {
    const response = await app.request(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
  };
  const post = (path: string, body: unknown) => json(path, { method: 'POST', body: JSON.stringify(body) });
  return { app, json, post, reads };
}

describe('app basics', () => {
  it('answers health, and unknown routes with a JSON 404', async () => {
    const { json } = setup();
    expect((await json('/__devcloud/health')).body).toEqual({ ok: true });
    const missing = await json('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('/nope');
  });

  it('answers CORS preflight for any origin and requested headers', async () => {
    const { app } = setup();
    const response = await app.request('/appkit/v1/config', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-sdk-version, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-sdk-version, content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('adds CORS headers to errors too', async () => {
    const { app } = setup();
    const response = await app.request('/appkit/v1/config', { headers: { origin: 'http://example.test' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://example.test');
  });
});

describe('config service', () => {
  it('serves Reown-shaped defaults per project and requires projectId', async () => {
    const { json } = setup();
    const config = await json('/appkit/v1/config?projectId=p1&st=appkit&sv=1.0.0');
    expect(config.body).toEqual({ features: DEFAULT_FEATURES });
    expect(conformsTo(appkitConfig as Contract, config.body)).toEqual([]);
    expect(config.body).toEqual(appkitConfig.payload);
    expect((await json('/projects/v1/origins?projectId=p1')).body).toEqual({ allowedOrigins: DEFAULT_ALLOWED_ORIGINS });
    expect((await json('/getAnalyticsConfig?projectId=p1')).body).toEqual({ isAnalyticsEnabled: true });
    const missing = await json('/appkit/v1/config');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'projectId: projectId is required' });
  });

  it("allows the origins it was started with by default (the shell's port from the environment)", async () => {
    const origins = ['http://localhost:5000', 'http://127.0.0.1:5000'];
    const app = createApp({ chain, state: createStateStore({ dir: null }), projects: createProjectStore(origins) });
    const response = await app.request('/projects/v1/origins?projectId=p1');
    expect(await response.json()).toEqual({ allowedOrigins: origins });
  });

  it('merges project overrides, keeps other projects on defaults, and resets', async () => {
    const { json, post } = setup();
    const features = [{ id: 'email', isEnabled: false, config: null }];
    expect((await post('/__devcloud/projects/p1', { features })).status).toBe(200);
    await post('/__devcloud/projects/p1', { isAnalyticsEnabled: false });
    expect((await json('/appkit/v1/config?projectId=p1')).body).toEqual({ features });
    expect((await json('/getAnalyticsConfig?projectId=p1')).body).toEqual({ isAnalyticsEnabled: false });
    expect((await json('/appkit/v1/config?projectId=p2')).body).toEqual({ features: DEFAULT_FEATURES });

    await post('/__devcloud/reset', {});
    expect((await json('/appkit/v1/config?projectId=p1')).body).toEqual({ features: DEFAULT_FEATURES });
  });

  it('answers 401 on every config call for a project id it does not know', async () => {
    const { json, post } = setup();
    await post('/__devcloud/projects/gone', { known: false });
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const response = await json(`${path}?projectId=gone`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized: invalid key' });
    }
    expect((await json('/appkit/v1/config?projectId=p2')).status).toBe(200);
    await post('/__devcloud/reset', {});
    expect((await json('/appkit/v1/config?projectId=gone')).status).toBe(200);
  });

  it('rejects an invalid override', async () => {
    const { post } = setup();
    expect((await post('/__devcloud/projects/p1', { features: [{ id: 'email' }] })).status).toBe(400);
    expect((await post('/__devcloud/projects/p1', { allowedOrigins: 'http://x' })).status).toBe(400);
  });
});

describe("the data API's extensions follow the project's mode", () => {
  it('advertises the NFTs route and the purchase watch in mode airlock only; in mode reown the NFTs route is not there', async () => {
    const { json, post } = setup();
    await post('/__devcloud/projects/real', { mode: 'reown' });
    const ours = await json('/v1/supported-chains?projectId=ours');
    expect(ours.body.airlockExtensions).toEqual(['nfts', 'onrampWatch']);
    expect(conformsTo(supportedChainsContract, ours.body, 'airlock')).toEqual([]);
    const real = await json('/v1/supported-chains?projectId=real');
    expect(conformsTo(supportedChainsContract, real.body)).toEqual([]);
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect((await json(`/v1/account/${address}/nfts?projectId=ours&chainId=eip155:31337`)).status).toBe(200);
    expect((await json(`/v1/account/${address}/nfts?projectId=real&chainId=eip155:31337`)).status).toBe(404);
    expect(conformsTo(balanceContract, (await json(`/v1/account/${address}/balance?projectId=real&currency=usd`)).body)).toEqual([]);
  });
});

describe('analytics sink', () => {
  const event = {
    eventId: 'e1',
    url: 'http://localhost:3000/',
    domain: 'localhost',
    timestamp: 1,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  };

  it('records events with their query params, filters by project, and clears', async () => {
    const { app, json, post } = setup();
    const sent = await app.request('/e?projectId=p1&st=appkit&sv=1.2.3', {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(sent.status).toBe(202);
    // sendBeacon posts JSON as text/plain.
    const beacon = { method: 'POST', body: JSON.stringify(event), headers: { 'content-type': 'text/plain' } };
    expect((await app.request('/e?projectId=p2', beacon)).status).toBe(202);

    const listed = (await json('/__devcloud/events?projectId=p1')).body.events as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ ...event, projectId: 'p1', st: 'appkit', sv: '1.2.3' });
    expect(((await json('/__devcloud/events')).body.events as unknown[]).length).toBe(2);

    await app.request('/__devcloud/events', { method: 'DELETE' });
    expect((await json('/__devcloud/events')).body.events).toEqual([]);
    expect((await post('/e?projectId=p1', { ...event, props: { type: 'track' } })).status).toBe(400);
    expect((await app.request('/e?projectId=p1', { method: 'POST', body: '{oops' })).status).toBe(400);
  });
});

describe('directory routes', () => {
  it('pages and filters getWallets, with nullable fields present', async () => {
    const { json } = setup();
    const page = await json('/getWallets?projectId=p&page=2&entries=5');
    expect(page.body.count).toBe(200);
    const data = page.body.data as Array<Record<string, unknown>>;
    expect(data).toHaveLength(5);
    const keys = ['id', 'name', 'image_id', 'rdns', 'homepage', 'mobile_link', 'desktop_link', 'webapp_link', 'chains'];
    for (const key of [...keys, 'badge_type']) expect(data[0]).toHaveProperty(key);
    const searched = await json('/getWallets?projectId=p&search=metamask&badge_type=certified');
    expect((searched.body.data as Array<{ name: string }>).map((w) => w.name)).toEqual(['MetaMask']);
    const empty = await json('/getWallets?projectId=p&include=&exclude=&search=&page=1&entries=40');
    expect(empty.body.count).toBe(200);
  });

  it('makes image_url absolute for the wallets that have one', async () => {
    const { json } = setup();
    type Wire = { image_url?: string; image_id: string };
    const all = (await json('/getWallets?projectId=p&entries=200')).body.data as Wire[];
    const withUrl = all.filter((w) => w.image_url !== undefined);
    expect(withUrl.length).toBeGreaterThan(0);
    expect(withUrl[0]?.image_url).toBe(`http://localhost/getWalletImage/${withUrl[0]?.image_id}`);
  });

  it('rejects bad paging and chain lists', async () => {
    const { json } = setup();
    expect((await json('/getWallets?projectId=p&page=0')).status).toBe(400);
    expect((await json('/getWallets?projectId=p&entries=abc')).status).toBe(400);
    expect((await json('/getWallets?projectId=p&chains=eip155:1,notachain')).status).toBe(400);
    expect((await json('/getWallets?projectId=p&badge_type=gold')).status).toBe(400);
    expect((await json('/getWallets?page=1')).status).toBe(400);
  });

  it('serves cacheable PNG images, 404 for an unknown wallet image', async () => {
    const { app, json } = setup();
    const wallet = ((await json('/getWallets?projectId=p&entries=1')).body.data as Array<{ image_id: string }>)[0]!;
    const image = await app.request(`/getWalletImage/${wallet.image_id}?projectId=p`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(
      Buffer.from(await image.arrayBuffer()).equals(
        Buffer.from(await (await app.request(`/getWalletImage/${wallet.image_id}`)).arrayBuffer()),
      ),
    ).toBe(true);

    expect((await app.request('/getWalletImage/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
      const response = await app.request(`/public/${kind}/ETH`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect((await app.request('/public/getTokenImage/bad%20id')).status).toBe(400);
  });
});

describe('blockchain routes (validation)', () => {
  it('lists supported chains', async () => {
    const { json } = setup();
    expect((await json('/v1/supported-chains?projectId=p')).body).toEqual({
      http: [
        'eip155:31337',
        'eip155:31338',
        'eip155:1',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      ],
      ws: [],
      airlockExtensions: ['nfts', 'onrampWatch'],
    });
  });

  it('validates the balance request and picks the chains to read', async () => {
    const { json, reads } = setup();
    const bad = await json('/v1/account/0x123/balance?projectId=p&currency=usd');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('address');
    expect((await json(`/v1/account/${ACCOUNT}/balance?projectId=p&currency=eur`)).status).toBe(400);
    expect((await json(`/v1/account/${ACCOUNT}/balance?projectId=p&chainId=eip155:137`)).status).toBe(400);
    expect((await json(`/v1/account/${ACCOUNT}/balance?chainId=eip155:31337`)).status).toBe(400);

    expect((await json(`/v1/account/${ACCOUNT}/balance?projectId=p&chainId=eip155:1`)).body).toEqual({ balances: [] });
    await json(`/v1/account/${ACCOUNT}/balance?projectId=p&currency=usd&chainId=eip155:31338&forceUpdate=${ACCOUNT}`);
    await json(`/v1/account/${ACCOUNT.toLowerCase()}/balance?projectId=p`);
    expect(reads).toEqual([
      { address: ACCOUNT, chains: [] },
      { address: ACCOUNT, chains: [31338] },
      { address: ACCOUNT.toLowerCase(), chains: [31337, 31338] },
    ]);
  });

  it('keeps identities, case-insensitively by address', async () => {
    const { json, post } = setup();
    const before = await json(`/v1/identity/${ACCOUNT}?projectId=p&sender=${ACCOUNT}`);
    expect(before.body).toEqual({ name: null, avatar: null });
    await post(`/__devcloud/identity/${ACCOUNT}`, { name: 'alice.reown.id', avatar: null });
    const after = await json(`/v1/identity/${ACCOUNT.toLowerCase()}?projectId=p`);
    expect(after.body).toEqual({ name: 'alice.reown.id', avatar: null });
    expect((await json('/v1/identity/alice?projectId=p')).status).toBe(400);
    expect((await post(`/__devcloud/identity/${ACCOUNT}`, { name: 42 })).status).toBe(400);
  });

  it('validates the RPC proxy request', async () => {
    const { app } = setup();
    const call = (query: string, body: unknown) => app.request(`/v1/${query}`, { method: 'POST', body: JSON.stringify(body) });
    const chainId = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
    expect((await call('?chainId=eip155:1&projectId=p', chainId)).status).toBe(400);
    expect((await call('?chainId=31337&projectId=p', chainId)).status).toBe(400);
    expect((await call('?chainId=eip155:31337', chainId)).status).toBe(400);
    expect((await call('?chainId=eip155:31337&projectId=p', { id: 1, method: 'eth_chainId' })).status).toBe(400);
    expect((await call('?chainId=eip155:31337&projectId=p', [])).status).toBe(400);
    // A valid request to a node that is not there is a gateway error, not a crash.
    expect((await call('?chainId=eip155:31337&projectId=p', chainId)).status).toBe(502);
  });
});

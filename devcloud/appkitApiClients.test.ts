/**
 * Proof by the real client, for the APIs: AppKit's own published API clients (`@reown/appkit-controllers` 1.8.24,
 * a pinned devDependency) call devcloud in `reown` mode, and devcloud's answers are what they parse. The clients'
 * base URLs are AppKit's constants (https://api.web3modal.org, https://rpc.walletconnect.org): `fetch` is routed to
 * devcloud's app in this process, so the clients' own code builds every request and reads every answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { LocalChainInfo } from './chain/tokens.ts';
import { generateDirectory } from './directory/generate.ts';
import { createProjectStore, DEFAULT_ALLOWED_ORIGINS } from './projects.ts';
import { createStateStore } from './state.ts';

const chain: LocalChainInfo = { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }], tokens: [] };
const app = createApp({
  chain,
  state: createStateStore({ dir: null }),
  balances: { read: async () => [] },
  wallets: generateDirectory(120),
  projects: createProjectStore(DEFAULT_ALLOWED_ORIGINS, 'reown'),
});
/** AppKit's production hosts, answered by devcloud's one app (as devcloud serves both on :4000). */
const REAL_HOSTS = new Set(['api.web3modal.org', 'rpc.walletconnect.org']);
const seen: string[] = [];
const realFetch = globalThis.fetch;

type Controllers = typeof import('@reown/appkit-controllers');
let c: Controllers;

beforeAll(async () => {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!REAL_HOSTS.has(url.hostname)) throw new Error(`unexpected request to ${url.href}`);
    seen.push(`${url.hostname}${url.pathname}`);
    return app.request(`${url.pathname}${url.search}`, init);
  }) as typeof fetch;
  c = await import('@reown/appkit-controllers');
  c.OptionsController.state.projectId = 'appkit-api-clients';
  c.OptionsController.state.sdkType = 'appkit';
  c.OptionsController.state.sdkVersion = 'html-wagmi-1.8.24';
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe("AppKit's own API clients against devcloud (reown mode)", () => {
  it('ApiController: the project config, the origin allowlist and a page of wallets parse as AppKit reads them', async () => {
    const features = await c.ApiController.fetchProjectConfig();
    expect(features.map((f) => f.id)).toEqual(expect.arrayContaining(['social_login', 'swap', 'onramp', 'activity', 'reown_branding']));
    const social = features.find((f) => f.id === 'social_login');
    expect(social?.config).toEqual(expect.arrayContaining(['email']));

    const origins = await c.ApiController.fetchAllowedOrigins();
    expect(origins.length).toBeGreaterThan(0);
    expect(origins.every((o) => typeof o === 'string')).toBe(true);

    const page = await c.ApiController.fetchWallets({ page: 1, entries: 10 });
    expect(page.data).toHaveLength(10);
    expect(page.count).toBe(120);
    expect(page.data[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(seen).toEqual(
      expect.arrayContaining([
        'api.web3modal.org/appkit/v1/config',
        'api.web3modal.org/projects/v1/origins',
        'api.web3modal.org/getWallets',
      ]),
    );
  });

  it('BlockchainApiController: supported chains and an identity parse as AppKit reads them', async () => {
    const supported = await c.BlockchainApiController.getSupportedNetworks();
    expect(supported.http).toEqual(expect.arrayContaining(['eip155:31337']));
    expect(Array.isArray(supported.ws)).toBe(true);
    expect(await c.BlockchainApiController.isNetworkSupported('eip155:31337')).toBe(true);

    const identity = await c.BlockchainApiController.fetchIdentity({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' });
    expect(identity).toHaveProperty('name');
    expect(identity).toHaveProperty('avatar');
    expect(seen).toEqual(expect.arrayContaining(['rpc.walletconnect.org/v1/supported-chains']));
  });
});

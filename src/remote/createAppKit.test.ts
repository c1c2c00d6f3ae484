import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertAtom } from '../atoms/alert.ts';
import { connectionAtom } from '../atoms/connection.ts';
import { featuresAtom } from '../atoms/features.ts';
import { activeNetworkAtom } from '../atoms/network.ts';
import { disallowedOriginAtom } from '../atoms/originGate.ts';
import { connectorIdKey, STORAGE_KEYS } from '../core/storage/keys.ts';
import type { StorageBacking } from '../core/storage/storage.ts';
import type { SiwxConfig } from '../core/siwx.ts';
import { createAppKit } from './createAppKit.ts';
import { getCurrentInstance } from './instance.ts';

const anvil = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const anvilTwo = { ...anvil, id: 31338, name: 'Anvil Two' };

function memory(initial: Record<string, unknown> = {}): StorageBacking {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

type Route = { status: number; body: unknown };
/** Answers the config service's routes from a table; anything else is a 404. */
function stubCloud(routes: Record<string, Route>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const route = routes[url.pathname] ?? { status: 404, body: { message: 'not found' } };
    return new Response(typeof route.body === 'string' ? route.body : JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = (body: unknown): Route => ({ status: 200, body });
const defaultCloud = {
  '/appkit/v1/config': ok({ features: [{ id: 'email', isEnabled: false, config: null }] }),
  '/projects/v1/origins': ok({ allowedOrigins: ['http://localhost:3000'] }),
  '/getAnalyticsConfig': ok({ isAnalyticsEnabled: true }),
};
const base = { projectId: 'p', networks: [anvil, anvilTwo], apiUrl: 'http://cloud.test' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  getCurrentInstance()?.destroy();
});

describe('createAppKit', () => {
  it('throws for both siweConfig and siwx', () => {
    stubCloud(defaultCloud);
    expect(() => createAppKit({ ...base, siweConfig: {}, siwx: {} as SiwxConfig })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
  });

  it("words what is wrong with the options, and with a network added later, as the SPEC does ('Required', 'Expected X, received Y')", () => {
    stubCloud(defaultCloud);
    expect(() => createAppKit({ ...base, networks: undefined } as never)).toThrow('Details: networks: Required');
    expect(() => createAppKit({ ...base, enableReconnect: 'yes' } as never)).toThrow(
      'Details: enableReconnect: Expected boolean, received string',
    );
    const kit = createAppKit(base, { storage: memory(), origin: '' });
    expect(() => kit.addNetwork('eip155', { ...anvil, id: 10, name: 10 } as never)).toThrow('Expected string, received number');
    expect(() => kit.addNetwork('eip155', { id: 10 } as never)).toThrow('Required');
    kit.destroy();
  });

  it('alerts when the project id is missing and calls no cloud route', async () => {
    const fetch = stubCloud(defaultCloud);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kit = createAppKit({ networks: [anvil] }, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    expect(kit.store.get(alertAtom)?.shortMessage).toBe('Project ID Not Configured');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the remote config override local features, and warns', async () => {
    stubCloud(defaultCloud);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = createAppKit({ ...base, features: { email: true } }, { storage: memory(), origin: 'http://localhost:3000' });
    expect(kit.store.get(featuresAtom).email).toBe(true);
    await kit.ready;
    expect(kit.store.get(featuresAtom).email).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Local feature settings are ignored'));
    expect(kit.getState().initialized).toBe(true);
  });

  it('keeps local features when the remote config is malformed', async () => {
    stubCloud({ ...defaultCloud, '/appkit/v1/config': { status: 200, body: '{"features": [' } });
    const kit = createAppKit({ ...base, features: { email: false } }, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    expect(kit.store.get(featuresAtom).email).toBe(false);
    expect(kit.store.get(featuresAtom).swaps).toEqual(['1inch']);
  });

  it('turns every remote feature off in basic mode without asking for the config', async () => {
    const fetch = stubCloud(defaultCloud);
    const kit = createAppKit({ ...base, basic: true }, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    expect(kit.store.get(featuresAtom).socials).toBe(false);
    expect(fetch.mock.calls.map(([u]) => new URL(String(u)).pathname)).not.toContain('/appkit/v1/config');
  });

  it.each([
    [429, 'Rate Limited'],
    [502, 'Server Error'],
  ])('maps a %i from the origins call to the %s alert', async (status, title) => {
    stubCloud({ ...defaultCloud, '/projects/v1/origins': { status, body: { message: 'x' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kit = createAppKit(base, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    expect(kit.store.get(alertAtom)?.shortMessage).toBe(title);
  });

  it('shows Invalid App Configuration for an origin off the allowlist', async () => {
    stubCloud(defaultCloud);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kit = createAppKit(base, { storage: memory(), origin: 'https://evil.example' });
    await kit.ready;
    expect(kit.store.get(alertAtom)?.shortMessage).toBe('Invalid App Configuration');
  });

  it('closes e-mail and social login to an origin off the allowlist, and only to it (SPEC section 6)', async () => {
    stubCloud(defaultCloud);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const blocked = createAppKit(base, { storage: memory(), origin: 'https://evil.example' });
    await blocked.ready;
    expect(blocked.store.get(disallowedOriginAtom)).toBe('https://evil.example');
    blocked.destroy();
    const allowed = createAppKit(base, { storage: memory(), origin: 'http://localhost:3000' });
    await allowed.ready;
    expect(allowed.store.get(disallowedOriginAtom)).toBeNull();
  });

  it('disables analytics when the analytics config call fails', async () => {
    stubCloud({ ...defaultCloud, '/getAnalyticsConfig': { status: 500, body: {} } });
    const kit = createAppKit(base, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    expect(kit.analytics?.isEnabled()).toBe(false);
  });

  it("with analytics: 'after-consent', no event or error report is posted before consent nor after a refusal", async () => {
    const fetch = stubCloud(defaultCloud);
    const kit = createAppKit({ ...base, analytics: 'after-consent' }, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    const posted = () => fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/e').length;
    kit.reportError('INTERNAL_SDK_ERROR');
    expect(posted()).toBe(0);
    kit.setAnalyticsConsent(true);
    kit.reportError('INTERNAL_SDK_ERROR');
    expect(posted()).toBe(1);
    kit.setAnalyticsConsent(false);
    kit.reportError('INTERNAL_SDK_ERROR');
    expect(posted()).toBe(1);
  });

  it('an event tracked before consent is not posted when the consent comes before its idle moment', async () => {
    const fetch = stubCloud(defaultCloud);
    const kit = createAppKit({ ...base, analytics: 'after-consent' }, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    kit.track('BEFORE_CONSENT');
    kit.setAnalyticsConsent(true);
    kit.track('AFTER_CONSENT');
    const postedEvents = () =>
      fetch.mock.calls
        .filter(([input]) => new URL(String(input)).pathname === '/e')
        // The stub is typed with one parameter; ofetch passes the request's init second.
        .map(
          (call) => (JSON.parse(String((call as unknown[] as [unknown, RequestInit])[1].body)) as { props: { event: string } }).props.event,
        );
    await vi.waitFor(() => expect(postedEvents()).toContain('AFTER_CONSENT'));
    expect(postedEvents()).toEqual(['AFTER_CONSENT']);
  });

  it('without the consent option, events are posted once the project enables analytics (the SPEC)', async () => {
    const fetch = stubCloud(defaultCloud);
    const kit = createAppKit(base, { storage: memory(), origin: 'http://localhost:3000' });
    await kit.ready;
    kit.reportError('INTERNAL_SDK_ERROR');
    expect(fetch.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/e')).toHaveLength(1);
  });

  it('starts connecting when a prior connection exists and reconnect is on', () => {
    stubCloud(defaultCloud);
    const storage = memory({ [connectorIdKey('eip155').key]: 'dev.airlock.testwallet' });
    const kit = createAppKit(base, { storage, origin: 'http://localhost:3000' });
    expect(kit.store.get(connectionAtom('eip155')).status).toBe('connecting');
    // Hosts see the restore as reconnecting, through getState() and getAccount() (the hooks read the same atoms).
    expect(kit.getState().status).toBe('reconnecting');
    expect(kit.getAccount().status).toBe('reconnecting');
  });

  it('starts disconnected when reconnect is off, whatever is stored', () => {
    stubCloud(defaultCloud);
    const storage = memory({ [connectorIdKey('eip155').key]: 'dev.airlock.testwallet' });
    const kit = createAppKit({ ...base, enableReconnect: false }, { storage, origin: 'http://localhost:3000' });
    expect(kit.store.get(connectionAtom('eip155')).status).toBe('disconnected');
  });

  it('restores the stored network and ignores a corrupt stored value', () => {
    stubCloud(defaultCloud);
    const kit = createAppKit(base, { storage: memory({ [STORAGE_KEYS.activeNetworkId.key]: 'eip155:31338' }), origin: '' });
    expect(kit.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
    kit.destroy();
    const corrupt: StorageBacking = { getItem: () => '{oops', setItem: () => undefined, removeItem: () => undefined };
    const other = createAppKit(base, { storage: corrupt, origin: '' });
    expect(other.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31337');
  });

  it("starts on Ethereum (the SPEC's default chain) when the host lists it and neither a stored nor a default network decides", () => {
    stubCloud(defaultCloud);
    const ethereum = { ...anvil, id: 1, name: 'Ethereum' };
    const kit = createAppKit({ ...base, networks: [anvil, ethereum] }, { storage: memory(), origin: '' });
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    kit.destroy();
    const chosen = createAppKit(
      { ...base, networks: [anvil, ethereum, anvilTwo], defaultNetwork: anvilTwo },
      { storage: memory(), origin: '' },
    );
    expect(chosen.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338');
    chosen.destroy();
  });

  it('ignores a defaultNetwork the host does not list, as AppKit does: it starts where it would without one', () => {
    stubCloud(defaultCloud);
    const ethereum = { ...anvil, id: 1, name: 'Ethereum' };
    const kit = createAppKit({ ...base, networks: [anvil, ethereum], defaultNetwork: anvilTwo }, { storage: memory(), origin: '' });
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    kit.destroy();
  });

  it('gives each instance its own store', () => {
    stubCloud(defaultCloud);
    const a = createAppKit(base, { storage: memory(), origin: '' });
    const b = createAppKit(base, { storage: memory(), origin: '' });
    a.setThemeMode('dark');
    expect(b.getState().themeMode).toBe('light');
    expect(a.store).not.toBe(b.store);
    a.destroy();
  });

  it('opens, navigates and closes through the instance API without a DOM', async () => {
    stubCloud(defaultCloud);
    const kit = createAppKit(base, { storage: memory(), origin: '', mountModal: async () => undefined });
    await kit.ready;
    const seen: string[] = [];
    kit.subscribeState((s) => seen.push(`${s.open}:${s.view}`));
    await kit.open();
    expect(kit.getState()).toMatchObject({ open: true, view: 'Connect' });
    kit.push('AllWallets');
    kit.goBack();
    expect(kit.getState().view).toBe('Connect');
    kit.goBack();
    expect(kit.getState().open).toBe(false);
    expect(seen).toEqual(['true:Connect', 'true:AllWallets', 'true:Connect', 'false:Connect']);
  });

  it("pay() rejects at once with the 'disabled' PayError while features.pay is off (the default, and in basic mode)", async () => {
    stubCloud(defaultCloud);
    const request = { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1', asset: 'native', network: 31337 };
    for (const options of [base, { ...base, basic: true, features: { pay: true } }]) {
      const kit = createAppKit(options, { storage: memory(), origin: '', mountModal: async () => undefined });
      await expect(kit.pay(request)).rejects.toMatchObject({
        name: 'PayError',
        reason: 'disabled',
        shortMessage: 'Pay is not enabled (features.pay is off)',
      });
      expect(kit.getState().open).toBe(false);
      kit.destroy();
    }
  });
});

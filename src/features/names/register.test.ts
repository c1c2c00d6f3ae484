import { createStore } from 'jotai/vanilla';
import { hexToString, type Hex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { identityAtom, walletProviderAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { cachedProfileName } from '../../atoms/profileName.ts';
import { routerAtom } from '../../atoms/router.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { LOCAL_OPTIONS } from '../../core/options.fixture.ts';
import { memoryBacking } from '../../core/storage/memory.fixture.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { createNameActions } from './actions.ts';
import { nameFormAtom } from './state.ts';
import { failure, type FakeAnswer, fakeApi } from './api.fixture.ts';
import { stubContext } from '../../atoms/context.fixture.ts';

// anvil's dev key 0: the embedded wallet's key, held by the fake frame below.
const OWNER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const NOW_MS = 1_767_225_600_123;

/** The embedded wallet connected on anvil, the modal open at Account → RegisterAccountName, and a names API the test answers. */
function setup(answer: (body: unknown) => FakeAnswer = () => ({ body: { success: true } }), connectorId = EMBEDDED_CONNECTOR_ID) {
  const store = createStore();
  store.set(activeNetworkAtom, LOCAL_OPTIONS.networks[0]);
  store.set(activeNamespaceAtom, 'eip155');
  store.set(connectionAtom('eip155'), {
    status: 'connected',
    connectorId,
    address: OWNER.address,
    caipAddress: `eip155:31337:${OWNER.address}`,
  });
  const sign = vi.fn(async ({ params }: { method: string; params: [Hex, string] }) => OWNER.signMessage({ message: { raw: params[0] } }));
  store.set(walletProviderAtom('eip155'), { request: sign });
  store.set(identityAtom, { name: null, avatar: null });
  store.set(modalOpenAtom, true);
  store.set(routerAtom, { history: [{ view: 'Account' }, { view: 'RegisterAccountName' }], transactionStack: [] });
  const { api, calls } = fakeApi((call) => (call.method === 'POST' ? answer(call.body) : { body: { suggestions: [] } }));
  const ctx = stubContext({
    store,
    storage: createStorage(memoryBacking()),
    options: LOCAL_OPTIONS,
    now: () => NOW_MS,
    debug: () => undefined,
  });
  return { store, ctx, calls, sign, actions: createNameActions(ctx, api) };
}

const views = (store: ReturnType<typeof createStore>) => store.get(routerAtom).history.map((route) => route.view);

describe('registering a name (SPEC section 4)', () => {
  it('signs { name, attributes, timestamp } with personal_sign, registers it, sets the profile name and shows the success view', async () => {
    const { store, ctx, calls, sign, actions } = setup();
    actions.setInput('Alice-01');
    const registering = actions.register();
    expect(store.get(nameFormAtom).step).toBe('signing');
    // The frame's approval opens over the form meanwhile.
    store.set(routerAtom, (router) => ({ ...router, history: [...router.history, { view: 'ApproveTransaction' }] }));
    await registering;

    const [request] = sign.mock.calls[0]!;
    expect(request.method).toBe('personal_sign');
    expect(request.params[1]).toBe(OWNER.address);
    const message = hexToString(request.params[0]);
    expect(JSON.parse(message)).toEqual({ name: 'alice-01.reown.id', attributes: {}, timestamp: Math.floor(NOW_MS / 1000) });
    const body = calls.find((call) => call.method === 'POST')!.body as {
      coin_type: number;
      address: string;
      message: string;
      signature: Hex;
    };
    expect(body).toMatchObject({ coin_type: (0x8000_0000 | 31337) >>> 0, address: OWNER.address, message });
    expect(await verifyMessage({ address: OWNER.address, message, signature: body.signature })).toBe(true);

    expect(store.get(identityAtom)?.name).toBe('alice-01.reown.id');
    expect(cachedProfileName(ctx, OWNER.address.toLowerCase())).toBe('alice-01.reown.id');
    expect(store.get(nameFormAtom)).toMatchObject({ step: undefined, error: undefined, input: '', registered: 'alice-01.reown.id' });
    expect(views(store)).toEqual(['Account', 'RegisterAccountNameSuccess']);
  });

  it("goes back to the form with the API's reason when the name is taken, keeping what was typed", async () => {
    const { store, actions } = setup(() => ({ status: 409, body: failure('Name taken.reown.id is already registered') }));
    actions.setInput('taken');
    const registering = actions.register();
    store.set(routerAtom, (router) => ({ ...router, history: [...router.history, { view: 'ApproveTransaction' }] }));
    await registering;
    expect(store.get(nameFormAtom)).toMatchObject({ step: undefined, input: 'taken', error: 'Name taken.reown.id is already registered' });
    expect(views(store)).toEqual(['Account', 'RegisterAccountName']);
    expect(store.get(identityAtom)?.name).toBeNull();
  });

  it("says 'Error registering name {name}' when the wallet declines or the API gives no reason", async () => {
    const declined = setup();
    declined.sign.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }));
    declined.actions.setInput('alice');
    await declined.actions.register();
    expect(declined.store.get(nameFormAtom).error).toBe('Error registering name alice.reown.id');
    expect(declined.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const garbled = setup();
    garbled.sign.mockResolvedValueOnce('0xnot-a-signature' as never);
    garbled.actions.setInput('alice');
    await garbled.actions.register();
    expect(garbled.store.get(nameFormAtom).error).toBe('Error registering name alice.reown.id');

    const failing = setup(() => ({ status: 502 }));
    failing.actions.setInput('alice');
    await failing.actions.register();
    expect(failing.store.get(nameFormAtom).error).toBe('Error registering name alice.reown.id');
    // The form says it; error analytics hear of it too (SPEC section 8).
    expect(failing.ctx.reportError).toHaveBeenCalledWith(
      'INTERNAL_SDK_ERROR',
      expect.objectContaining({ action: 'register', errorType: 'NameError' }),
    );
  });

  it("needs an eip155 network: 'Network not found'", async () => {
    const { store, sign, actions } = setup();
    store.set(activeNetworkAtom, LOCAL_OPTIONS.networks[1]);
    actions.setInput('alice');
    await actions.register();
    expect(store.get(nameFormAtom).error).toBe('Network not found');
    store.set(activeNetworkAtom, undefined);
    await actions.register();
    expect(store.get(nameFormAtom).error).toBe('Network not found');
    expect(sign).not.toHaveBeenCalled();
  });

  it("needs the embedded wallet's address: 'Address or auth connector not found'", async () => {
    const injected = setup(undefined, 'io.metamask');
    injected.actions.setInput('alice');
    await injected.actions.register();
    expect(injected.store.get(nameFormAtom).error).toBe('Address or auth connector not found');
    expect(injected.sign).not.toHaveBeenCalled();

    const signedOut = setup();
    signedOut.store.set(connectionAtom('eip155'), { status: 'disconnected' });
    signedOut.actions.setInput('alice');
    await signedOut.actions.register();
    expect(signedOut.store.get(nameFormAtom).error).toBe('Address or auth connector not found');
  });

  it('does nothing for a label that breaks the pattern, or while a registration is under way', async () => {
    const { sign, actions } = setup();
    actions.setInput('abc');
    await actions.register();
    actions.setInput('al_ice');
    await actions.register();
    expect(sign).not.toHaveBeenCalled();
    actions.setInput('alice');
    await Promise.all([actions.register(), actions.register()]);
    expect(sign).toHaveBeenCalledTimes(1);
  });
});

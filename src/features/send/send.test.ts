import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { setActiveNetwork } from '../../atoms/activeNetwork.ts';
import { goBack, initialRouterState, push, routerAtom } from '../../atoms/router.ts';
import { initialSendState } from '../../atoms/send.ts';
import { sendFormAtom } from './form.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { createSendActions } from './send.ts';
import { stubContext } from '../../atoms/context.fixture.ts';

/** Each name's lookup, held until the test answers it. */
const lookups = vi.hoisted(() => new Map<string, (address: string) => void>());
vi.mock('../../core/api/profile.ts', async (original) => ({
  ...(await original<typeof import('../../core/api/profile.ts')>()),
  resolveName: (_api: unknown, name: string) =>
    new Promise((resolve) => lookups.set(name, (address) => resolve({ name, addresses: { '60': { address } }, attributes: {} }))),
}));

const anvil = (id: number, name: string) =>
  toCaipNetwork({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  });
const ANVIL = anvil(31337, 'Anvil');
const ANVIL_TWO = anvil(31338, 'Anvil Two');
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 2,
  price: 2,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
};

function harness() {
  const store = createStore();
  const options = parseOptions({
    projectId: 'proj',
    networks: [ANVIL],
    metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
  });
  store.set(optionsAtom, options);
  store.set(tokenBalancesAtom, [ETH]);
  store.set(routerAtom, initialRouterState('Send'));
  const ctx = stubContext({ store, options });
  const fill = (patch: { sendTokenAmount: string; receiverAddress: string }) =>
    store.set(sendFormAtom, store.get(sendFormAtom).visit, (form) => ({ ...form, ...patch }));
  return { store, ctx, fill, actions: createSendActions(ctx) };
}

describe('send: the SPEC section 8 texts for a missing network or account', () => {
  it("estimating the fee without an active network is 'CaipNetwork is undefined'", async () => {
    const { actions } = harness();
    await expect(actions.estimateFee()).rejects.toMatchObject({ shortMessage: 'CaipNetwork is undefined' });
  });

  it("sending once the account is gone says 'CaipNetwork or CaipAddress is undefined' and sends nothing", async () => {
    const { store, fill, actions } = harness();
    store.set(activeNetworkAtom, ANVIL);
    fill({ sendTokenAmount: '0.1', receiverAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' });
    await actions.send();
    expect(store.get(sendFormAtom).value).toMatchObject({ error: 'CaipNetwork or CaipAddress is undefined', loading: false });
  });
});

describe('send: error analytics (SPEC section 8)', () => {
  it('a transfer the wallet fails is reported as an internal SDK error, and the form says it', async () => {
    const { store, ctx, fill, actions } = harness();
    const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    store.set(activeNetworkAtom, ANVIL);
    store.set(connectionAtom('eip155'), { status: 'connected', address: from, caipAddress: `eip155:31337:${from}` });
    store.set(walletProviderAtom('eip155'), {
      request: async () => {
        throw new Error('wallet unreachable');
      },
    });
    fill({ sendTokenAmount: '0.1', receiverAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' });
    await actions.send();
    expect(store.get(sendFormAtom).value.error).toBeTruthy();
    expect(ctx.reportError).toHaveBeenCalledTimes(1);
    expect(ctx.reportError).toHaveBeenCalledWith('INTERNAL_SDK_ERROR', expect.objectContaining({ action: 'send', errorType: 'Error' }));
  });
});

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const RECEIVER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

/** Alice connected on Anvil, on Account with Send pushed over it; the router moves as the modal's would. */
function onSend() {
  const store = createStore();
  const options = parseOptions({
    projectId: 'proj',
    networks: [ANVIL, ANVIL_TWO],
    metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
  });
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, ANVIL);
  store.set(tokenBalancesAtom, [ETH]);
  const connect = (address: string) =>
    store.set(connectionAtom('eip155'), { status: 'connected', address, caipAddress: `eip155:31337:${address}` });
  connect(ALICE);
  const navigate = (to: 'Send' | 'back') =>
    store.set(routerAtom, (router) => (to === 'back' ? goBack(router, true).state : push(router, to)));
  store.set(routerAtom, push(initialRouterState('Account'), 'Send'));
  const ctx = stubContext({ store, options, push: (view) => store.set(routerAtom, (router) => push(router, view)) });
  const actions = createSendActions(ctx);
  const form = () => store.get(sendFormAtom).value;
  const fill = () => {
    actions.setAmount('0.5');
    void actions.setReceiver(RECEIVER);
  };
  return { store, ctx, actions, form, fill, navigate, connect };
}

describe('send: the form lasts one visit of Send (as AppKit resets its SendController on leaving)', () => {
  it('is kept over the preview and after the wallet rejects, with the rejection said', async () => {
    const { store, actions, form, fill, navigate } = onSend();
    store.set(walletProviderAtom('eip155'), {
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_chainId') return '0x7a69';
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    });
    fill();
    expect(actions.review()).toBe(true);
    expect(store.get(routerAtom).history.map((r) => r.view)).toEqual(['Account', 'Send', 'SendPreview']);
    expect(form()).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: RECEIVER });
    await actions.send();
    expect(store.get(routerAtom).history.map((r) => r.view)).toEqual(['Account', 'Send']);
    expect(form()).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: RECEIVER, error: 'Transaction rejected', loading: false });

    // The preview left by Back comes back to the form as it was, too.
    actions.review();
    navigate('back');
    expect(form()).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: RECEIVER });
  });

  it('starts empty once Send was left (Back) and opened again', () => {
    const { form, fill, navigate } = onSend();
    fill();
    navigate('back');
    navigate('Send');
    expect(form()).toEqual(initialSendState());
  });

  it('starts empty after an active network change, another account or a disconnect, even with Send still open', () => {
    const { store, ctx, form, fill, connect } = onSend();
    fill();
    setActiveNetwork(ctx, ANVIL_TWO);
    expect(form()).toEqual(initialSendState());

    fill();
    connect(BOB);
    expect(form()).toEqual(initialSendState());

    fill();
    store.set(connectionAtom('eip155'), { status: 'disconnected' });
    expect(form()).toEqual(initialSendState());
  });

  it('a name resolving keeps the amount; one that resolves after the visitor left does not land in the next visit', async () => {
    const { actions, form, navigate } = onSend();
    actions.setAmount('0.5');
    const resolving = actions.setReceiver('dana.reown.id');
    lookups.get('dana.reown.id')!(RECEIVER);
    await resolving;
    expect(form()).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: 'dana.reown.id', resolvedAddress: RECEIVER });

    const late = actions.setReceiver('erin.reown.id');
    navigate('back');
    navigate('Send');
    lookups.get('erin.reown.id')!(BOB);
    await late;
    expect(form()).toEqual(initialSendState());
  });
});

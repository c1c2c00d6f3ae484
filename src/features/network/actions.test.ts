import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { alertAtom } from '../../atoms/alert.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { initialRouterState, push as pushView, replace as replaceView, type RouteData, routerAtom, type View } from '../../atoms/router.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { createNetworkActions } from './actions.ts';
import { SOLANA_TEST_NETWORK as SOLANA } from '../../core/networks/solanaTestNetwork.fixture.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const evm = (id: number, name: string) =>
  toCaipNetwork({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  });
const ANVIL = evm(31337, 'Anvil');
const ANVIL_TWO = evm(31338, 'Anvil Two');

/** The network actions over a store: the modal open on the network list, a wallet of `connectorId` connected on eip155. */
function harness({
  connectorId,
  force = false,
  open = true,
  debug,
}: {
  connectorId?: string;
  force?: boolean;
  open?: boolean;
  debug?: boolean;
}) {
  const store = createStore();
  const map = new Map<string, string>();
  const storage = createStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
  const options = parseOptions({ projectId: 'p', networks: [ANVIL, ANVIL_TWO], forceNetworkSwitchConfirmation: force, debug });
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, ANVIL);
  store.set(activeNamespaceAtom, 'eip155');
  store.set(modalOpenAtom, open);
  if (connectorId) store.set(connectionAtom('eip155'), { status: 'connected', connectorId, address: ADDRESS });
  const push = vi.fn((view: View, data?: RouteData) => store.set(routerAtom, (router) => pushView(router, view, data)));
  const openModal = vi.fn(async ({ view }: { view?: View } = {}) => {
    store.set(routerAtom, initialRouterState(view));
    store.set(modalOpenAtom, true);
  });
  const close = vi.fn(() => store.set(modalOpenAtom, false));
  const ctx = {
    store,
    storage,
    options,
    push,
    close,
    open: openModal,
    replace: (view: View, data?: RouteData) => store.set(routerAtom, (router) => replaceView(router, view, data)),
    track: () => {},
    debug: () => {},
    refreshAccount: async () => {},
    toaster: { showError: () => {} },
  } as unknown as InstanceContext;
  return { store, push, close, open: openModal, actions: createNetworkActions(ctx) };
}

describe('network-switch confirmation (SPEC section 2)', () => {
  it('with the embedded wallet active, a switch from the modal shows ConfirmSwitchNetwork and waits', async () => {
    const h = harness({ connectorId: 'AUTH' });
    await expect(h.actions.switchNetworkFromView(ANVIL_TWO)).resolves.toBe(false);
    expect(h.push).toHaveBeenCalledWith('ConfirmSwitchNetwork', {
      confirmSwitchNetwork: { switchToChain: expect.objectContaining({ caipNetworkId: 'eip155:31338' }) },
    });
    expect(h.store.get(activeNetworkAtom)).toBe(ANVIL);
  });

  it('once confirmed, the switch happens', async () => {
    const h = harness({ connectorId: 'AUTH' });
    await expect(h.actions.switchNetworkFromView(ANVIL_TWO, { confirmed: true })).resolves.toBe(true);
    expect(h.push).not.toHaveBeenCalled();
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
  });

  it('forced by the host (forceNetworkSwitchConfirmation): asked even with no wallet', async () => {
    const h = harness({ force: true });
    await h.actions.switchNetwork(ANVIL_TWO, { fromView: true });
    expect(h.push).toHaveBeenCalledWith('ConfirmSwitchNetwork', {
      confirmSwitchNetwork: { switchToChain: expect.objectContaining({ caipNetworkId: 'eip155:31338' }) },
    });
    expect(h.store.get(activeNetworkAtom)).toBe(ANVIL);
  });

  it('not asked without the embedded wallet, off the modal (an internal switch, not the host), or for the active network', async () => {
    const none = harness({});
    await none.actions.switchNetwork(ANVIL_TWO);
    expect(none.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
    const closed = harness({ connectorId: 'AUTH', open: false });
    await closed.actions.switchNetwork(ANVIL_TWO, { fromView: true });
    expect(closed.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
    const same = harness({ connectorId: 'AUTH', force: true });
    await same.actions.switchNetwork(ANVIL);
    for (const h of [none, closed, same]) {
      expect(h.push).not.toHaveBeenCalled();
      expect(h.open).not.toHaveBeenCalled();
    }
  });

  it("the host's switchNetwork() with the modal closed opens on ConfirmSwitchNetwork and settles once the visitor confirmed", async () => {
    const h = harness({ connectorId: 'AUTH', open: false });
    let settled = false;
    const call = h.actions.switchNetwork('eip155:31338').then(() => (settled = true));
    await vi.waitFor(() =>
      expect(h.store.get(routerAtom).history.at(-1)?.data?.confirmSwitchNetwork?.switchToChain.caipNetworkId).toBe('eip155:31338'),
    );
    expect(h.open).toHaveBeenCalledWith({ view: 'ConfirmSwitchNetwork' });
    expect(h.store.get(activeNetworkAtom)).toBe(ANVIL);
    expect(settled).toBe(false);
    // The view's confirm button.
    await h.actions.switchNetworkFromView(ANVIL_TWO, { confirmed: true });
    await call;
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
  });

  it("the host's call rejects with 4001 when the visitor closes the confirmation; with the modal open it is pushed over the view", async () => {
    const closed = harness({ connectorId: 'AUTH', open: false });
    const declined = closed.actions.switchNetwork('eip155:31338');
    await vi.waitFor(() => expect(closed.store.get(routerAtom).history.at(-1)?.data?.confirmSwitchNetwork).toBeDefined());
    closed.store.set(modalOpenAtom, false);
    await expect(declined).rejects.toMatchObject({ code: 4001 });
    expect(closed.store.get(activeNetworkAtom)).toBe(ANVIL);

    const open = harness({ connectorId: 'AUTH', force: true });
    const call = open.actions.switchNetwork('eip155:31338');
    await vi.waitFor(() => expect(open.push).toHaveBeenCalledWith('ConfirmSwitchNetwork', expect.anything()));
    await open.actions.switchNetworkFromView(ANVIL_TWO, { confirmed: true });
    await expect(call).resolves.toBeUndefined();
  });
});

describe('a network not configured (SPEC section 8)', () => {
  it("shows 'Network Not Found' and rejects with ChainNotConfiguredError; the active network stays", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = harness({});
    await expect(h.actions.switchNetwork('eip155:999')).rejects.toMatchObject({
      name: 'ChainNotConfiguredError',
      shortMessage: 'Chain not configured.',
      details: 'no configured network has the id eip155:999',
    });
    expect(h.store.get(alertAtom)?.shortMessage).toBe('Network Not Found');
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31337');
    vi.restoreAllMocks();
  });

  it('with debug off it is not shown nor logged (a debug-mode alert): the switch still rejects', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = harness({ debug: false });
    await expect(h.actions.switchNetwork('eip155:999')).rejects.toMatchObject({ name: 'ChainNotConfiguredError' });
    expect(h.store.get(alertAtom)).toBeNull();
    expect(log).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('another namespace (SPEC section 4, "Network switch")', () => {
  function withSolana(connectorId: string) {
    const h = harness({ connectorId });
    h.store.set(optionsAtom, { ...h.store.get(optionsAtom)!, networks: [ANVIL, ANVIL_TWO, SOLANA] });
    return h;
  }

  it('the embedded wallet, not connected there yet: confirmed, not SwitchActiveChain; then the network becomes active (the wallet connects there)', async () => {
    const h = withSolana('AUTH');
    await expect(h.actions.switchNetworkFromView(SOLANA)).resolves.toBe(false);
    expect(h.push.mock.calls.map(([view]) => view)).toEqual(['ConfirmSwitchNetwork']);
    await expect(h.actions.switchNetworkFromView(SOLANA, { confirmed: true })).resolves.toBe(true);
    expect(h.store.get(activeNetworkAtom)?.caipNetworkId).toBe(SOLANA.caipNetworkId);
  });

  it('another wallet: SwitchActiveChain first, as before', async () => {
    const h = withSolana('injected');
    await expect(h.actions.switchNetworkFromView(SOLANA)).resolves.toBe(false);
    expect(h.push).toHaveBeenCalledWith('SwitchActiveChain', expect.anything());
  });
});

describe('the wallet on a requested network again (SPEC section 4, "Active network change")', () => {
  it("closes the app's UnsupportedChain, not Swap's (the swap networks), which goes on to Swap itself", () => {
    const h = harness({ connectorId: 'injected' });
    h.store.set(routerAtom, initialRouterState('UnsupportedChain'));
    h.actions.applyWalletChain('eip155', 31338);
    expect(h.close).toHaveBeenCalledTimes(1);

    const swaps = harness({ connectorId: 'injected' });
    swaps.store.set(routerAtom, initialRouterState('UnsupportedChain', { swapUnsupportedChain: true }));
    swaps.actions.applyWalletChain('eip155', 31338);
    expect(swaps.close).not.toHaveBeenCalled();
    expect(swaps.store.get(modalOpenAtom)).toBe(true);
    expect(swaps.store.get(activeNetworkAtom)?.caipNetworkId).toBe('eip155:31338');
  });
});

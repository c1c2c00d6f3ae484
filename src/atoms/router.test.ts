import { describe, expect, it, vi } from 'vitest';
import { currentRoute, goBack, initialRouterState, popTransaction, push, pushTransaction, replace, reset } from './router.ts';

const anvil = {
  id: 31338,
  caipNetworkId: 'eip155:31338' as const,
  chainNamespace: 'eip155' as const,
  name: 'Anvil B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};

describe('router', () => {
  it('pushes, replaces and resets', () => {
    let state = initialRouterState('Connect');
    state = push(state, 'AllWallets');
    expect(state.history.map((r) => r.view)).toEqual(['Connect', 'AllWallets']);
    state = replace(state, 'ConnectingExternal', { connectorId: 'io.metamask' });
    expect(currentRoute(state)).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
    state = reset(state, 'Account');
    expect(state.history).toEqual([{ view: 'Account' }]);
  });

  it('does not push the view already showing', () => {
    const state = push(initialRouterState('Connect'), 'Connect');
    expect(state.history).toHaveLength(1);
  });

  it('closes the modal when going back from the first view', () => {
    const { close, state } = goBack(initialRouterState('Connect'), false);
    expect(close).toBe(true);
    expect(state.history).toHaveLength(1);
  });

  it('shows Account instead of Connect when going back while connected', () => {
    const state = push(initialRouterState('Connect'), 'SwitchNetwork');
    expect(currentRoute(goBack(state, true).state).view).toBe('Account');
    expect(currentRoute(goBack(state, false).state).view).toBe('Connect');
  });

  it('carries target chain, next view and replace flag on SwitchActiveChain', () => {
    const data = { switchActiveChain: { switchToChain: anvil, navigateTo: 'Account' as const, navigateWithReplace: true } };
    const state = push(initialRouterState('SwitchNetwork'), 'SwitchActiveChain', data);
    expect(currentRoute(state).data?.switchActiveChain?.switchToChain.caipNetworkId).toBe('eip155:31338');
    expect(currentRoute(state).data?.switchActiveChain?.navigateWithReplace).toBe(true);
  });

  it('keeps the transaction stack across navigation and goes back on error or cancel', () => {
    const onSuccess = vi.fn();
    let state = push(initialRouterState('Account'), 'SwitchNetwork');
    state = pushTransaction(state, { view: 'ApproveTransaction', onSuccess });
    state = push(state, 'AllWallets');
    expect(state.transactionStack).toHaveLength(1);
    const error = popTransaction(state, 'error', true);
    expect(error.state.transactionStack).toHaveLength(0);
    expect(currentRoute(error.state).view).toBe('ApproveTransaction');
    const success = popTransaction(state, 'success', true);
    expect(success.action?.onSuccess).toBe(onSuccess);
    expect(currentRoute(success.state).view).toBe('AllWallets');
  });

  it('does nothing when popping an empty transaction stack', () => {
    const state = initialRouterState('Account');
    expect(popTransaction(state, 'cancel', true)).toEqual({ state, action: undefined, close: false });
  });
});

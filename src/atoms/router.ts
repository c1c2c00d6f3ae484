import { atom } from 'jotai/vanilla';
import type { CaipNetwork } from '../core/caip.ts';

/** Every modal view (SPEC section 2). Navigation is a stack; there are no URL routes. */
export type View =
  | 'Connect'
  | 'Account'
  | 'EmailLogin'
  | 'ConnectingFarcaster'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'AllWallets'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'ConfirmSwitchNetwork'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap'
  | 'SwapSelectToken'
  | 'ApproveTransaction'
  | 'Send'
  | 'SendPreview'
  | 'Receive'
  | 'Buy'
  | 'Pay'
  | 'SIWXSignMessage'
  | 'BitcoinSignMessage'
  | 'SmartSessions';

export type SwitchActiveChainData = { switchToChain: CaipNetwork; navigateTo: View; navigateWithReplace: boolean };
/** ConfirmSwitchNetwork: the network the visitor is asked to confirm before the switch happens. */
export type ConfirmSwitchNetworkData = { switchToChain: CaipNetwork };
/** As the host passes them (checked by the swap feature: `readSwapArguments`). */
export type SwapArguments = { fromToken?: string; toToken?: string; amount?: string | number };
export type RouteData = {
  switchActiveChain?: SwitchActiveChainData;
  confirmSwitchNetwork?: ConfirmSwitchNetworkData;
  swap?: SwapArguments;
  /** UnsupportedChain opened by Swap on a network swaps are not offered on: it lists the swap networks. */
  swapUnsupportedChain?: boolean;
  walletId?: string;
  connectorId?: string;
  uri?: string;
};
export type Route = { view: View; data?: RouteData };

/** A pending transaction's place in navigation: where it went, and what happens when it ends. */
export type TransactionAction = {
  view?: View;
  replace?: boolean;
  goBack?: boolean;
  onSuccess?: () => void;
  onError?: () => void;
  onCancel?: () => void;
};

export type RouterState = { history: Route[]; transactionStack: TransactionAction[] };

export const initialRouterState = (view: View = 'Connect', data?: RouteData): RouterState => ({
  history: [data ? { view, data } : { view }],
  transactionStack: [],
});

export const currentRoute = (state: RouterState): Route => state.history[state.history.length - 1] ?? { view: 'Connect' };

/** Pushes a view unless it is already showing. */
export function push(state: RouterState, view: View, data?: RouteData): RouterState {
  if (currentRoute(state).view === view && !data) return state;
  return { ...state, history: [...state.history, data ? { view, data } : { view }] };
}

export function replace(state: RouterState, view: View, data?: RouteData): RouterState {
  return { ...state, history: [...state.history.slice(0, -1), data ? { view, data } : { view }] };
}

export function reset(state: RouterState, view: View, data?: RouteData): RouterState {
  return { ...state, history: [data ? { view, data } : { view }] };
}

/**
 * Going back from the first view closes the modal; going back to Connect while an address is
 * connected shows Account instead (SPEC section 2).
 */
export function goBack(state: RouterState, connected: boolean): { state: RouterState; close: boolean } {
  if (state.history.length <= 1) return { state, close: true };
  let history = state.history.slice(0, -1);
  const top = history[history.length - 1];
  if (top?.view === 'Connect' && connected) history = [...history.slice(0, -1), { view: 'Account' }];
  return { state: { ...state, history }, close: false };
}

export function pushTransaction(state: RouterState, action: TransactionAction): RouterState {
  let next: RouterState = { ...state, transactionStack: [...state.transactionStack, action] };
  if (action.view) next = action.replace ? replace(next, action.view) : push(next, action.view);
  return next;
}

/** Ends the newest transaction: success runs its success step; error and cancel also go back. */
export function popTransaction(
  state: RouterState,
  status: 'success' | 'error' | 'cancel',
  connected: boolean,
): { state: RouterState; action: TransactionAction | undefined; close: boolean } {
  const action = state.transactionStack[state.transactionStack.length - 1];
  if (!action) return { state, action, close: false };
  const next: RouterState = { ...state, transactionStack: state.transactionStack.slice(0, -1) };
  if (status === 'success') return { state: next, action, close: false };
  const back = goBack(next, connected);
  return { state: back.state, action, close: back.close };
}

/**
 * Ends the newest transaction entry, opened by `view` at `depth` of the history: that view is on top again, whatever
 * opened over it meanwhile (the embedded wallet's approval) is gone.
 */
export function endTransactionAt(state: RouterState, depth: number, view: View): RouterState {
  return {
    history: state.history[depth]?.view === view ? state.history.slice(0, depth + 1) : state.history,
    transactionStack: state.transactionStack.slice(0, -1),
  };
}

export const routerAtom = atom<RouterState>(initialRouterState());

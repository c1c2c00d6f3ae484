import { networkEpochAtom, tokenBalancesAtom, balanceStatusAtom } from './account.ts';
import { activeNamespaceAtom, connectionAtom } from './connection.ts';
import { activeNetworkAtom, networksAtom } from './network.ts';
import type { CaipNetwork } from '../core/caip.ts';
import { STORAGE_KEYS } from '../core/storage/keys.ts';
import type { InstanceContext } from './context.ts';
import { sendDraftAtom } from './send.ts';

/** Whether the host requested `network`. */
export function isRequested(ctx: InstanceContext, caipNetworkId: string): boolean {
  return ctx.store.get(networksAtom).some((n) => n.caipNetworkId === caipNetworkId);
}

/**
 * Makes `network` the active one (SPEC section 4, "Active network change"): resets what depends on
 * the network (balances, the send form) and persists the id when requested.
 */
export function setActiveNetwork(ctx: InstanceContext, network: CaipNetwork) {
  const { store, storage } = ctx;
  const current = store.get(activeNetworkAtom);
  store.set(activeNamespaceAtom, network.chainNamespace);
  storage.set(STORAGE_KEYS.activeNamespace, network.chainNamespace);
  // The connected account moves with the network: its CAIP address names the chain.
  const connection = store.get(connectionAtom(network.chainNamespace));
  const caipAddress = connection.address ? (`${network.caipNetworkId}:${connection.address}` as const) : undefined;
  if (caipAddress && connection.caipAddress !== caipAddress) {
    store.set(connectionAtom(network.chainNamespace), { ...connection, caipAddress });
  }
  if (current?.caipNetworkId === network.caipNetworkId) return false;
  store.set(activeNetworkAtom, network);
  store.set(networkEpochAtom, (n) => n + 1);
  store.set(sendDraftAtom, undefined);
  store.set(tokenBalancesAtom, undefined);
  store.set(balanceStatusAtom, 'idle');
  if (isRequested(ctx, network.caipNetworkId)) storage.set(STORAGE_KEYS.activeNetworkId, network.caipNetworkId);
  return true;
}

/**
 * UnsupportedChain opens when the network is not among the requested ones, network switching is on,
 * unsupported chains are not allowed, and it is not basic WalletConnect mode (SPEC section 4).
 */
export function shouldShowUnsupported(ctx: InstanceContext, network: CaipNetwork, connectorId: string | undefined): boolean {
  const { options } = ctx;
  if (isRequested(ctx, network.caipNetworkId)) return false;
  if (!options.enableNetworkSwitch || options.allowUnsupportedChain) return false;
  return !(options.basic && connectorId === 'walletConnect');
}

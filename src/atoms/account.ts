import { atom } from 'jotai/vanilla';
import { atomFamily } from './family.ts';
import type { TokenBalance } from '../core/api/blockchainSchemas.ts';
import type { ChainNamespace } from '../core/caip.ts';
import { activeNetworkAtom } from './network.ts';

/** The connected wallet (SPEC section 3, connectedWalletInfo); per namespace. */
export type WalletInfo = { name: string; icon?: string; rdns?: string; id?: string };
export const walletInfoAtom = atomFamily((_namespace: ChainNamespace) => atom<WalletInfo | undefined>(undefined));

/** The connected EIP-1193 (or other) provider per namespace, for `useAppKitProvider`. */
export const walletProviderAtom = atomFamily((_namespace: ChainNamespace) => atom<unknown>(undefined));

/** Balances of the connected account on the active network, as the blockchain API gave them. */
export const tokenBalancesAtom = atom<TokenBalance[] | undefined>(undefined);
export const balanceStatusAtom = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** Profile name and image (identity API); null fields when the account has none. */
export const identityAtom = atom<{ name: string | null; avatar: string | null } | undefined>(undefined);

/** The native balance of the active network, derived from the token balances. */
export const nativeBalanceAtom = atom((get) => {
  const network = get(activeNetworkAtom);
  const native = get(tokenBalancesAtom)?.find((b) => !b.address && b.chainId === network?.caipNetworkId);
  return native ? { amount: native.quantity.numeric, symbol: native.symbol, usd: native.value } : undefined;
});

/** A browser-wallet connection attempt shown by ConnectingExternal. */
export type ConnectAttempt = { connectorId: string; name: string; icon?: string; status: 'pending' | 'error'; error?: string };
export const connectAttemptAtom = atom<ConnectAttempt | undefined>(undefined);

/**
 * Bumped on every active network change, so views tied to a network (an open picker, a quote) can start over.
 */
export const networkEpochAtom = atom(0);

/** The public network shape (`getNetwork`, `useAppKitNetwork`). */
export const publicNetworkAtom = atom((get) => {
  const caipNetwork = get(activeNetworkAtom);
  return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId };
});

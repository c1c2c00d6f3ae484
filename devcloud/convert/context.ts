/**
 * What a swap request is about, resolved once per request: its network (refused with the SPEC's
 * text when unsupported), and on the market's chain the market itself, its assets, a client for
 * its node, and the pools as they are now.
 */
import { createPublicClient, http, type PublicClient } from 'viem';
import type { MarketInfo } from '../chain/market.ts';
import type { LocalChain, LocalChainInfo } from '../chain/tokens.ts';
import type { Address } from 'viem';
import { type CaipAccount, findAsset, marketAssets, sameAddress, type SwapAsset } from './assets.ts';
import { refuse } from '../reasons.ts';
import { type SwapNetwork, swapNetworkFor, UNSUPPORTED_SWAPS } from './networks.ts';
import { alwaysAirlock, type ModeOf } from '../mode.ts';

export type LocalMarket = { market: MarketInfo; assets: SwapAsset[]; client: PublicClient; caip: string };

export type ConvertContext = {
  /** The network of `caip`, or a 400 with `description` (default: 'Network not supported for Swaps'). */
  network(caip: string, field: string, description?: string): SwapNetwork;
  /** The market on that network, if it has one (only the market's local chain does). */
  marketOn(network: SwapNetwork): LocalMarket | undefined;
  /** A client for a local chain's node. */
  clientFor(chain: LocalChain): PublicClient;
  /** The requesting project's mode: `reown` answers without our extra fields. */
  modeOf: ModeOf;
};

export function createConvertContext(info: LocalChainInfo, modeOf: ModeOf = alwaysAirlock): ConvertContext {
  const clients = new Map<number, PublicClient>();
  const clientFor = (chain: LocalChain) => {
    let client = clients.get(chain.chainId);
    if (!client) {
      // No cache: every quote must see the block mined a moment ago.
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000 }), cacheTime: 0 });
      clients.set(chain.chainId, client);
    }
    return client;
  };
  const assets = marketAssets(info.market, info.tokens);
  return {
    clientFor,
    modeOf,
    network(caip, field, description = UNSUPPORTED_SWAPS) {
      const network = swapNetworkFor(info, caip);
      if (!network) throw refuse(field, description);
      return network;
    },
    marketOn(network) {
      const market = info.market;
      if (network.kind !== 'local' || !market || market.chainId !== network.chain.chainId) return undefined;
      return { market, assets, client: clientFor(network.chain), caip: network.caip };
    },
  };
}

/** `from` and `to` (and the user, when given as CAIP-10) must be on one network. */
export function sameNetwork(from: CaipAccount, others: Array<{ field: string; caip2: string | undefined }>): void {
  for (const other of others) {
    if (other.caip2 !== undefined && other.caip2 !== from.caip2)
      throw refuse(other.field, `${other.field} is on ${other.caip2}, not on ${from.caip2}`);
  }
}

/** The pair of assets a swap is about, or undefined when the market does not trade one of them. */
export function swapPair(local: LocalMarket, from: CaipAccount, to: CaipAccount): { from: SwapAsset; to: SwapAsset } | undefined {
  const fromAsset = findAsset(local.assets, from.address);
  const toAsset = findAsset(local.assets, to.address);
  if (!fromAsset || !toAsset) return undefined;
  if (fromAsset === toAsset) throw refuse('to', 'from and to are the same token');
  return { from: fromAsset, to: toAsset };
}

/** Shown as CAIP-10 the way the API names assets (the native coin as 0xeeee…). */
export const caipAddress = (caip: string, address: string) => `${caip}:${address}`;

/** A route's pool tokens as the API names them: WETH shows as the native coin, which is what the user gives or gets. */
export const shownPath = (local: LocalMarket, path: readonly Address[]) =>
  path.map((token) => caipAddress(local.caip, local.assets.find((a) => sameAddress(a.poolToken, token))?.address ?? token));

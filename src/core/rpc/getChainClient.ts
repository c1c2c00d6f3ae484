import type { CaipNetwork } from '../caip.ts';
import { createChainClient, type ChainClient, type ChainClientConfig } from './client.ts';
import { type RpcUrlsConfig, rpcUrlsFor } from './rpcUrls.ts';

const clients = new Map<string, ChainClient>();

/** The chain client for `network`, made once per network and URL list, then reused (see createChainClient). */
export function getChainClient(network: CaipNetwork, config: ChainClientConfig): ChainClient {
  const key = JSON.stringify([network.caipNetworkId, rpcUrlsFor(network, config), config.timeout ?? null]);
  let client = clients.get(key);
  if (!client) {
    client = createChainClient(network, config);
    clients.set(key, client);
  }
  return client;
}

/** The chain client of `network` with an instance's RPC settings (its `rpcUrl` and `projectId` options). */
export const chainClientOf = (ctx: { options: Pick<RpcUrlsConfig, 'rpcUrl' | 'projectId'> }, network: CaipNetwork) =>
  getChainClient(network, { rpcUrl: ctx.options.rpcUrl, projectId: ctx.options.projectId });

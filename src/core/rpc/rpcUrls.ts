import { parseCaipNetworkId, type CaipNetwork } from '../caip.ts';
import { PROVIDER_RPC_CHAINS } from './providerChains.ts';
import { providerRpcUrl } from './providerRpcUrl.ts';

export type RpcUrlsConfig = {
  /** The `rpcUrl` option: base URL of the provider's chain RPC. */
  rpcUrl: string;
  /** The project id; without one the provider's RPC is not used (it refuses anonymous calls). */
  projectId?: string | undefined;
  /** CAIP ids the provider's RPC serves; default PROVIDER_RPC_CHAINS. Pass `/v1/supported-chains`' `http` list when known. */
  providerChains?: readonly string[] | undefined;
};

/**
 * The JSON-RPC URLs for `network`, best first: the provider's RPC when it serves the network (and a
 * project id is set), then the network's own `chainDefault` and `default` lists, without repeats.
 */
export function rpcUrlsFor(network: CaipNetwork, config: RpcUrlsConfig): string[] {
  const { rpcUrl, projectId, providerChains = PROVIDER_RPC_CHAINS } = config;
  // Only a well-formed CAIP id goes into the query string unescaped.
  const served = projectId && parseCaipNetworkId(network.caipNetworkId) && providerChains.includes(network.caipNetworkId);
  const urls = [
    ...(served ? [providerRpcUrl(rpcUrl, network.caipNetworkId, projectId)] : []),
    ...(network.rpcUrls.chainDefault?.http ?? []),
    ...network.rpcUrls.default.http,
  ];
  return [...new Set(urls.filter(Boolean))];
}

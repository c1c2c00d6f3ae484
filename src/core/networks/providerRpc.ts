import type { CaipNetwork } from '../caip.ts';
import { DEFAULT_ENDPOINTS } from '../constants.ts';
import { providerRpcUrl } from '../rpc/providerRpcUrl.ts';

export type ProviderRpcConfig = {
  projectId: string;
  /** The `rpcUrl` option of createAppKit (default: the provider's public endpoint). */
  rpcUrl?: string;
};

/**
 * A network with the provider's RPC first (SPEC section 7: `{rpcUrl}/v1/?chainId={caipNetworkId}&projectId={id}`)
 * as `default`, the chain's own RPC kept as `chainDefault`: for a host's own clients, as createAppKit orders them.
 */
export function withProviderRpc(network: CaipNetwork, { projectId, rpcUrl = DEFAULT_ENDPOINTS.rpcUrl }: ProviderRpcConfig): CaipNetwork {
  return {
    ...network,
    rpcUrls: {
      default: { http: [providerRpcUrl(rpcUrl, network.caipNetworkId, projectId)] },
      chainDefault: { http: network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http },
    },
  };
}

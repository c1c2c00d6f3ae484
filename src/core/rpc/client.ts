import { type Chain, type Client, createClient, type Transport } from 'viem';
import type { CaipNetwork } from '../caip.ts';
import { toViemChain } from './chain.ts';
import { RpcUrlNotFoundError } from './errors.ts';
import { rpcUrlsFor, type RpcUrlsConfig } from './rpcUrls.ts';
import { chainTransport, type ChainTransportOptions } from './transport.ts';

export type ChainClientConfig = RpcUrlsConfig & ChainTransportOptions;

/**
 * A bare viem client: callers import the actions they use from `viem/actions` (`estimateGas(client, …)`), so a
 * chunk carries those actions only, not all of viem's public actions (about 60 kB brotli).
 */
export type ChainClient = Client<Transport, Chain>;

/**
 * A viem client for an eip155 CAIP network, over the URLs of `rpcUrlsFor` with the SPEC's retries,
 * time-out and ranked fallback. With several URLs the ranking pings each one every 4 s for as long as the
 * page lives, so keep one client per network (`getChainClient` does) rather than one per request.
 */
export function createChainClient(network: CaipNetwork, config: ChainClientConfig): ChainClient {
  const chain = toViemChain(network);
  const urls = rpcUrlsFor(network, config);
  if (urls.length === 0)
    throw new RpcUrlNotFoundError({ details: `${network.caipNetworkId} lists no RPC URL and the provider's RPC does not serve it` });
  return createClient({ chain, transport: chainTransport(urls, { timeout: config.timeout }) });
}

import type { CaipNetwork, ChainNamespace } from '../../core/caip.ts';

export type ReceivableNetwork = { network: CaipNetwork; active: boolean };

/**
 * The networks an address of `namespace` can receive on: the host's requested networks of that namespace, in
 * the host's order, the active one marked. A smart account exists only on the chains the embedded wallet
 * offers one, so once those are known (`smartAccountChainIds`) the list keeps just them.
 */
export function receivableNetworks(input: {
  networks: readonly CaipNetwork[];
  namespace: ChainNamespace;
  activeId?: string;
  smartAccountChainIds?: readonly number[];
}): ReceivableNetwork[] {
  const { networks, namespace, activeId, smartAccountChainIds } = input;
  const smartOnly = smartAccountChainIds && smartAccountChainIds.length > 0 ? new Set(smartAccountChainIds) : undefined;
  return networks
    .filter((network) => network.chainNamespace === namespace)
    .filter((network) => !smartOnly || smartOnly.has(Number(network.id)))
    .map((network) => ({ network, active: network.caipNetworkId === activeId }));
}

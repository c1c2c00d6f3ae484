/**
 * `{rpcUrl}/v1/?chainId={caipNetworkId}&projectId={projectId}`, the provider's RPC for one network (SPEC section 7).
 * A module of its own, free of schemas, so the networks catalogue's chunk carries only this.
 */
export function providerRpcUrl(rpcUrl: string, caipNetworkId: string, projectId: string): string {
  return `${rpcUrl.replace(/\/+$/, '')}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(projectId)}`;
}

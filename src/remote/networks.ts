/**
 * `airlock/networks`: the networks catalogue, a module of its own (exposed as `./networks`). Nothing else imports
 * it, so only a host that loads it downloads it; the rest of Airlock works without it.
 */
export * from '../core/networks/catalogue.ts';
export { withProviderRpc, type ProviderRpcConfig } from '../core/networks/providerRpc.ts';

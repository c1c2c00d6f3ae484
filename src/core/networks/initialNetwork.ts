import type { CaipNetwork } from '../caip.ts';
import { DEFAULT_CHAIN_ID } from '../constants.ts';

/**
 * Picks the start network: the stored one while still requested, else the host's default (its own entry in
 * `networks`; a default it does not list is ignored, as AppKit does), else the SPEC's default
 * chain (DEFAULT_CHAIN_ID, Ethereum) when the host lists it, else the first listed. Its own module, not in
 * atoms/network.ts: the other exposes import that one, and what they share with `./appkit` must not grow (it
 * would split into a fifth file before the page is interactive).
 */
export function initialNetwork(
  networks: readonly CaipNetwork[],
  storedId: string | undefined,
  defaultNetwork: CaipNetwork | undefined,
): CaipNetwork | undefined {
  const listed = (id: string | undefined) => networks.find((n) => n.caipNetworkId === id);
  return listed(storedId) ?? listed(defaultNetwork?.caipNetworkId) ?? listed(DEFAULT_CHAIN_ID) ?? networks[0];
}

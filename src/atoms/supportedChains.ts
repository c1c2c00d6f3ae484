import { fetchSupportedChains } from '../core/api/blockchain.ts';
import type { HttpClient } from '../core/api/http.ts';
import { supportedChainsAtom } from './caches.ts';
import type { Store } from './store.ts';

/**
 * Whether the data API serves this network (SPEC section 7: calls only for a supported network). The list is
 * fetched once per instance; when it cannot be had, the answer is true and the API's own answer decides.
 */
export async function isSupportedByDataApi(
  ctx: { store: Store; debug(message: string, detail?: unknown): void },
  api: HttpClient,
  caipNetworkId: string,
): Promise<boolean> {
  let chains = ctx.store.get(supportedChainsAtom);
  if (!chains) {
    try {
      chains = await fetchSupportedChains(api);
      ctx.store.set(supportedChainsAtom, chains);
    } catch (error) {
      ctx.debug('supported chains unavailable', error);
      return true;
    }
  }
  return chains.includes(caipNetworkId);
}

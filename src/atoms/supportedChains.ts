import type { DataApiExtension } from '../core/api/blockchainSchemas.ts';
import { fetchSupportedChains } from '../core/api/blockchain.ts';
import type { HttpClient } from '../core/api/http.ts';
import { dataApiExtensionsAtom, supportedChainsAtom } from './caches.ts';
import type { Store } from './store.ts';

type DataApiContext = { store: Store; debug(message: string, detail?: unknown): void };

/** The data API's supported chains, fetched once per instance (with its extensions); undefined when they cannot be had. */
export async function loadSupportedChains(ctx: DataApiContext, api: HttpClient): Promise<string[] | undefined> {
  const known = ctx.store.get(supportedChainsAtom);
  if (known) return known;
  try {
    const { chains, extensions } = await fetchSupportedChains(api);
    ctx.store.set(dataApiExtensionsAtom, extensions);
    ctx.store.set(supportedChainsAtom, chains);
    return chains;
  } catch (error) {
    ctx.debug('supported chains unavailable', error);
    return undefined;
  }
}

/**
 * Whether the data API serves this network (SPEC section 7: calls only for a supported network). When the list
 * cannot be had, the answer is true and the API's own answer decides.
 */
export async function isSupportedByDataApi(ctx: DataApiContext, api: HttpClient, caipNetworkId: string): Promise<boolean> {
  const chains = await loadSupportedChains(ctx, api);
  return chains === undefined || chains.includes(caipNetworkId);
}

/** Whether the data API advertised one of our extensions (the real API advertises none: then it is not used). */
export async function dataApiOffers(ctx: DataApiContext, api: HttpClient, extension: DataApiExtension): Promise<boolean> {
  await loadSupportedChains(ctx, api);
  return ctx.store.get(dataApiExtensionsAtom).includes(extension);
}

import { activeConnectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { initialNftsState, nftsAtom, type NftServices } from '../../atoms/nfts.ts';
import { dataApiOffers, isSupportedByDataApi } from '../../atoms/supportedChains.ts';
import { apiClientFor } from '../../core/api/apiClient.ts';
import type { HttpClient } from '../../core/api/http.ts';
import { DATA_API_EXTENSIONS } from '../../core/api/blockchainSchemas.ts';
import { fetchNfts } from '../../core/api/nfts.ts';

/**
 * The NFTs tab's actions: the NFTs of the connected account on the active network (eip155 only, only when the
 * data API advertises its NFTs route, an extension of ours, and only when it supports the network), written to the nfts atom. An answer for an account or network no
 * longer shown is dropped. `api`: the data API on ofetch (this chunk is not on the pre-open path).
 */
export function createNftActions(
  ctx: Pick<InstanceContext, 'store' | 'options' | 'debug'>,
  api: HttpClient = apiClientFor(ctx.options, 'blockchainApiUrl'),
): NftServices {
  const { store } = ctx;
  let generation = 0;

  async function load(): Promise<void> {
    const id = ++generation;
    const connection = store.get(activeConnectionAtom);
    const network = store.get(activeNetworkAtom);
    if (connection.status !== 'connected' || !connection.address || !network) {
      store.set(nftsAtom, initialNftsState);
      return;
    }
    const account = `${network.caipNetworkId}:${connection.address}`;
    // The same account: keep the grid shown while refreshing; another one starts empty.
    store.set(nftsAtom, (state) => ({ status: 'loading', account, nfts: state.account === account ? state.nfts : [] }));
    try {
      if (!(await dataApiOffers(ctx, api, DATA_API_EXTENSIONS.nfts))) {
        if (id === generation) store.set(nftsAtom, { status: 'unavailable', account, nfts: [] });
        return;
      }
      const supported = network.chainNamespace === 'eip155' && (await isSupportedByDataApi(ctx, api, network.caipNetworkId));
      const nfts = supported ? await fetchNfts(api, { address: connection.address, caipNetworkId: network.caipNetworkId }) : [];
      if (id === generation) store.set(nftsAtom, { status: 'ready', account, nfts });
    } catch (error) {
      if (id !== generation) return;
      ctx.debug('NFTs unavailable', error);
      store.set(nftsAtom, (state) => ({ ...state, status: 'error' }));
    }
  }

  return { load };
}

import { describe, expect, it, vi } from 'vitest';
import { dataApiExtensionsAtom, supportedChainsAtom } from '../../atoms/caches.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { nftsAtom } from '../../atoms/nfts.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { queuedHttpClient } from '../../core/api/queuedHttp.fixture.ts';
import { ApiError } from '../../core/errors/api.ts';
import type { ResolvedOptions } from '../../core/options.ts';
import { createNftActions } from './actions.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const anvil = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const nft = (tokenId: string, extra: Record<string, unknown> = {}) => ({
  chainId: 'eip155:31337',
  contractAddress: CONTRACT,
  tokenId,
  name: `Airlock Collectibles #${tokenId}`,
  collection: { name: 'Airlock Collectibles', symbol: 'ALC' },
  imageUrl: `http://127.0.0.1:4000/public/getNftImage/${tokenId}`,
  ...extra,
});

/** A data API that answers from a queue of bodies (or errors), parsing them like the real client. */
function setup(answers: Array<unknown | Error>, supported = ['eip155:31337'], extensions = ['nfts']) {
  const store = createInstanceStore();
  store.set(activeNamespaceAtom, 'eip155');
  store.set(activeNetworkAtom, anvil);
  store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'x', address: ADDRESS });
  store.set(supportedChainsAtom, supported);
  store.set(dataApiExtensionsAtom, extensions);
  const { api, paths } = queuedHttpClient(answers);
  const actions = createNftActions({ store, options: {} as ResolvedOptions, debug: vi.fn() }, api);
  return { store, actions, paths };
}

describe('NFT actions', () => {
  it('asks nothing and says NFTs are not available when the data API does not advertise its NFTs route (the real one)', async () => {
    const { store, actions, paths } = setup([{ nfts: [nft('1')] }], ['eip155:31337'], []);
    await actions.load();
    expect(paths).toEqual([]);
    expect(store.get(nftsAtom)).toMatchObject({ status: 'unavailable', nfts: [] });
  });

  it('reads the advertised extensions from the supported chains answer', async () => {
    const store = createInstanceStore();
    store.set(activeNamespaceAtom, 'eip155');
    store.set(activeNetworkAtom, anvil);
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'x', address: ADDRESS });
    const { api, paths } = queuedHttpClient([{ http: ['eip155:31337'], airlockExtensions: ['nfts'] }, { nfts: [nft('1')] }]);
    await createNftActions({ store, options: {} as ResolvedOptions, debug: vi.fn() }, api).load();
    expect(paths).toEqual(['/v1/supported-chains', `/v1/account/${ADDRESS}/nfts`]);
    expect(store.get(nftsAtom).status).toBe('ready');
  });

  it("loads the account's NFTs on the active network; malformed items are dropped, not the rest", async () => {
    const { store, actions, paths } = setup([
      { nfts: [nft('1'), { tokenId: 'x' }, nft('2', { imageUrl: 'javascript:alert(1)' }), nft('3', { tokenId: '3.5' })] },
    ]);
    await actions.load();
    expect(paths).toEqual([`/v1/account/${ADDRESS}/nfts`]);
    const state = store.get(nftsAtom);
    expect(state).toMatchObject({ status: 'ready', account: `eip155:31337:${ADDRESS}` });
    expect(state.nfts.map((n) => [n.tokenId, n.imageUrl])).toEqual([
      ['1', 'http://127.0.0.1:4000/public/getNftImage/1'],
      // Only http(s) images are kept: anything else shows the placeholder.
      ['2', null],
    ]);
  });

  it('a wrong envelope or a failed request is an error state; a retry loads again', async () => {
    const { store, actions } = setup([{ items: [] }, new ApiError('Server Error', { status: 503 }), { nfts: [] }]);
    await actions.load();
    expect(store.get(nftsAtom).status).toBe('error');
    await actions.load();
    expect(store.get(nftsAtom).status).toBe('error');
    await actions.load();
    expect(store.get(nftsAtom)).toMatchObject({ status: 'ready', nfts: [] });
  });

  it('asks nothing for a network the data API does not serve: an empty grid', async () => {
    const { store, actions, paths } = setup([], ['eip155:1']);
    await actions.load();
    expect(paths).toEqual([]);
    expect(store.get(nftsAtom)).toMatchObject({ status: 'ready', nfts: [] });
  });
});

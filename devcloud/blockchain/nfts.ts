/**
 * The NFTs an account holds on the local chains, indexed from the test collections' Transfer logs: each
 * request reads only the blocks mined since the last one, so a token sent a moment ago has its new owner.
 */
import { createPublicClient, getAddress, http, parseAbiItem, type PublicClient } from 'viem';
import type { DeployedCollection } from '../chain/collectibles.ts';
import type { LocalChain, LocalChainInfo } from '../chain/tokens.ts';
import { caipOf } from './chains.ts';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)');

/** One NFT of `GET /v1/account/{address}/nfts` (same envelope style as the balance route). */
export type NftItem = {
  chainId: string;
  contractAddress: string;
  tokenId: string;
  name: string;
  collection: { name: string; symbol: string };
  imageUrl: string;
};

export type NftReader = { read: (address: string, chains: readonly LocalChain[], origin: string) => Promise<NftItem[]> };

/** What the collection shows for a token: its name and image (served by nftRoutes). */
export function nftMetadata(collection: Pick<DeployedCollection, 'chainId' | 'address' | 'name'>, tokenId: string, origin: string) {
  return {
    name: `${collection.name} #${tokenId}`,
    image: new URL(`/public/getNftImage/${collection.chainId}-${collection.address.toLowerCase()}-${tokenId}`, origin).href,
  };
}

type CollectionIndex = { owners: Map<string, string>; scanned: bigint; syncing?: Promise<void> };

export function createNftReader(info: LocalChainInfo): NftReader {
  const clients = new Map<number, PublicClient>();
  const indexes = new Map<string, CollectionIndex>();
  const clientFor = (chain: LocalChain) => {
    let client = clients.get(chain.chainId);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000 }), cacheTime: 0 });
      clients.set(chain.chainId, client);
    }
    return client;
  };

  /** Folds the Transfer logs mined since the last scan into the owner map (one scan at a time per collection). */
  async function sync(chain: LocalChain, collection: DeployedCollection): Promise<CollectionIndex> {
    let index = indexes.get(collection.address);
    if (!index) {
      index = { owners: new Map(), scanned: -1n };
      indexes.set(collection.address, index);
    }
    while (index.syncing) await index.syncing;
    const current = index;
    const run = (async () => {
      const client = clientFor(chain);
      const head = await client.getBlockNumber();
      if (head < current.scanned) {
        // The chain was reset: start over.
        current.owners.clear();
        current.scanned = -1n;
      }
      if (head === current.scanned) return;
      const logs = await client.getLogs({
        address: collection.address,
        event: transferEvent,
        fromBlock: current.scanned + 1n,
        toBlock: head,
        strict: true,
      });
      for (const log of logs) current.owners.set(log.args.tokenId.toString(), getAddress(log.args.to));
      current.scanned = head;
    })();
    current.syncing = run;
    try {
      await run;
    } finally {
      current.syncing = undefined;
    }
    return current;
  }

  return {
    async read(address, chains, origin) {
      const owner = getAddress(address);
      const items: NftItem[] = [];
      for (const chain of chains) {
        for (const collection of (info.collections ?? []).filter((c) => c.chainId === chain.chainId)) {
          const index = await sync(chain, collection);
          const held = [...index.owners].filter(([, holder]) => holder === owner).map(([tokenId]) => tokenId);
          held.sort((a, b) => Number(a) - Number(b));
          for (const tokenId of held) {
            const { name, image } = nftMetadata(collection, tokenId, origin);
            items.push({
              chainId: caipOf(chain.chainId),
              contractAddress: collection.address,
              tokenId,
              name,
              collection: { name: collection.name, symbol: collection.symbol },
              imageUrl: image,
            });
          }
        }
      }
      return items;
    },
  };
}

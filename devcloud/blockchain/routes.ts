/**
 * The blockchain data API (SPEC section 7 table) over the real local chains: supported
 * chains, balances, identity, and the chain RPC endpoint.
 */
import { Hono } from 'hono';
import { isAddress } from 'viem';
import { z } from 'zod';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { CONTROL_PREFIX } from '../faults.ts';
import { BadRequestError, caip2, parseJsonBody, parseParams, parseQuery, sdkQuery } from '../validate.ts';
import type { BalanceReader } from './balance.ts';
import { localChainFor, supportedChains } from './chains.ts';
import { createHistoryReader, type HistoryReader } from './history.ts';
import { historyRoutes } from './historyRoutes.ts';
import { identitySchema, type IdentityStore } from './identity.ts';
import { createNftReader, nftMetadata, type NftReader } from './nfts.ts';
import type { OnrampHistory } from '../onramp/history.ts';
import { forwardRpc, rpcBodySchema } from './rpcProxy.ts';
import { alwaysAirlock, type ModeOf } from '../mode.ts';

const evmAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected a 0x-prefixed 20-byte address')
  .transform((value) => value as `0x${string}`);

const addressParams = z.object({ address: evmAddress });

const balanceQuery = sdkQuery.extend({
  currency: z.literal('usd', { error: 'only currency=usd is supported' }).default('usd'),
  chainId: caip2.optional(),
  forceUpdate: z.string().optional(),
});

const nftsQuery = sdkQuery.extend({ chainId: caip2.optional() });

const nftMetadataParams = z.object({ chainId: z.coerce.number().int(), contract: evmAddress, tokenId: z.string().regex(/^[0-9]{1,78}$/) });

const identityQuery = sdkQuery.extend({ sender: evmAddress.optional() });

const rpcQuery = sdkQuery.extend({ chainId: caip2 });

export type BlockchainDeps = {
  info: LocalChainInfo;
  balances: BalanceReader;
  identities: IdentityStore;
  history?: HistoryReader;
  /** The NFTs accounts hold (default: indexed from the local chains). */
  nfts?: NftReader;
  /** The on-ramp's purchases, listed by the history route's `onramp` parameter. */
  onramp?: OnrampHistory;
  /** In `reown` mode our extensions are off: no NFTs route, no purchase list, nothing advertised. */
  modeOf?: ModeOf;
};

/** Our additions to the data API, advertised in the supported chains answer (`airlockExtensions`) in `airlock` mode. */
export const DATA_API_EXTENSIONS = ['nfts', 'onrampWatch'] as const;

export function blockchainRoutes({ info, balances, identities, history, nfts, onramp, modeOf = alwaysAirlock }: BlockchainDeps): Hono {
  const app = new Hono();
  const nftReader = nfts ?? createNftReader(info);
  const supported = supportedChains(info);
  app.route('/', historyRoutes({ info, history: history ?? createHistoryReader(info), onramp, modeOf }));

  app.get('/v1/supported-chains', (c) => {
    parseQuery(c, sdkQuery);
    // The capability answer: a field the real client ignores, telling ours which extensions it may use.
    if (modeOf(c) === 'reown') return c.json({ http: supported, ws: [] });
    return c.json({ http: supported, ws: [], airlockExtensions: DATA_API_EXTENSIONS });
  });

  app.get('/v1/account/:address/balance', async (c) => {
    const { address } = parseParams(c, addressParams);
    const { chainId } = parseQuery(c, balanceQuery);
    if (chainId && !supported.includes(chainId)) throw new BadRequestError(`chainId: ${chainId} is not supported`);
    // No chainId: every local chain. A supported chain without a local node (mainnet): nothing.
    const chains = chainId ? [localChainFor(info, chainId)].filter((chain) => chain !== undefined) : info.chains;
    return c.json({ balances: await balances.read(address, chains, new URL(c.req.url).origin) });
  });

  // Not in SPEC section 7's table: shaped like the balance route, `{ nfts: [...] }`. An extension: the real API has no such route.
  app.get('/v1/account/:address/nfts', async (c) => {
    if (modeOf(c) === 'reown') return c.json({ message: `no route GET ${c.req.path}` }, 404);
    const { address } = parseParams(c, addressParams);
    const { chainId } = parseQuery(c, nftsQuery);
    if (chainId && !supported.includes(chainId)) throw new BadRequestError(`chainId: ${chainId} is not supported`);
    const chains = chainId ? [localChainFor(info, chainId)].filter((chain) => chain !== undefined) : info.chains;
    return c.json({ nfts: await nftReader.read(address, chains, new URL(c.req.url).origin) });
  });

  // The collection's tokenURI: ERC-721 metadata JSON.
  app.get('/public/nft/:chainId/:contract/:tokenId', (c) => {
    const { chainId, contract, tokenId } = parseParams(c, nftMetadataParams);
    const collection = info.collections?.find((x) => x.chainId === chainId && x.address.toLowerCase() === contract.toLowerCase());
    if (!collection) return c.json({ message: `no collection ${contract} on ${chainId}` }, 404);
    return c.json(nftMetadata(collection, tokenId, new URL(c.req.url).origin));
  });

  app.get('/v1/identity/:address', (c) => {
    const { address } = parseParams(c, addressParams);
    parseQuery(c, identityQuery);
    return c.json(identities.get(address));
  });

  app.post(`${CONTROL_PREFIX}/identity/:address`, async (c) => {
    const { address } = parseParams(c, addressParams);
    const identity = await parseJsonBody(c, identitySchema.partial());
    return c.json(identities.set(address, { name: identity.name ?? null, avatar: identity.avatar ?? null }));
  });

  // Clients build the URL as `<base>/v1/?chainId=...`; accept it with and without the slash.
  for (const path of ['/v1', '/v1/']) {
    app.post(path, async (c) => {
      const { chainId } = parseQuery(c, rpcQuery);
      const chain = localChainFor(info, chainId);
      if (!chain) throw new BadRequestError(`chainId: no local node for ${chainId}`);
      return forwardRpc(chain.rpcUrl, await parseJsonBody(c, rpcBodySchema));
    });
  }
  return app;
}

/**
 * `POST /v1/fungible/price` (SPEC section 7): body `{ currency: 'usd', addresses: [CAIP-10 …], projectId }`
 * → `{ fungibles: [{ name, symbol, iconUrl, price }] }`, in the order asked, for the addresses devcloud
 * can price: the market's assets (and WETH), from the pools (prices.ts). Others are left out.
 */
import { Hono } from 'hono';
import { findAsset, sameAddress, type SwapAsset } from './assets.ts';
import type { ConvertContext } from './context.ts';
import { jsonBodyOf, parseOr400, refuse, reasonedErrorResponse } from '../reasons.ts';
import { swapNetworkFor } from './networks.ts';
import { readPools } from './pools.ts';
import { usdPriceOf } from './prices.ts';
import { priceBody } from './schemas.ts';
import type { LocalChainInfo } from '../chain/tokens.ts';

export function priceRoutes(info: LocalChainInfo, context: ConvertContext): Hono {
  const app = new Hono();
  app.onError(reasonedErrorResponse);

  app.post('/v1/fungible/price', async (c) => {
    const body = parseOr400(priceBody, await jsonBodyOf(c));
    // The SDK sends projectId in the body; a query parameter does too.
    if (!body.projectId && !c.req.query('projectId')) throw refuse('projectId', 'projectId is required');
    const origin = new URL(c.req.url).origin;
    const fungibles: Array<{ address: string; name: string; symbol: string; iconUrl: string; price: number }> = [];
    let pools: Awaited<ReturnType<typeof readPools>> | undefined;
    for (const account of body.addresses) {
      const network = swapNetworkFor(info, account.caip2);
      const local = network && context.marketOn(network);
      if (!local) continue;
      const weth = sameAddress(account.address, local.market.weth);
      const asset: SwapAsset | undefined = weth ? local.assets.find((a) => a.native) : findAsset(local.assets, account.address);
      if (!asset) continue;
      pools ??= await readPools(local.client, local.market);
      const price = usdPriceOf(asset, local.assets, pools);
      if (price === undefined) continue;
      fungibles.push({
        address: account.caip10,
        name: weth ? 'Wrapped Ether' : asset.name,
        symbol: weth ? 'WETH' : asset.symbol,
        iconUrl: new URL(`/public/getTokenImage/${weth ? 'WETH' : asset.symbol}`, origin).href,
        price,
      });
    }
    return c.json({ fungibles });
  });
  return app;
}

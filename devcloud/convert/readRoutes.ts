/**
 * The swap API's reads (SPEC section 7): `GET /v1/convert/tokens`, `/quotes`, `/allowance`,
 * `/gas-price`. On the market's chain they read anvil on every call; on the SPEC's other swap
 * networks there are no pools here, so lists are empty and allowances 0.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { erc20Abi, getAddress } from 'viem';
import { bestRoute, priceImpact } from './amm.ts';
import { findAsset } from './assets.ts';
import { MAX_UINT256 } from './calldata.ts';
import { caipAddress, type ConvertContext, sameNetwork, shownPath, swapPair } from './context.ts';
import { parseOr400, queryOf, refuse, reasonedErrorResponse } from '../reasons.ts';
import { UNSUPPORTED_GAS_PRICE } from './networks.ts';
import { readPools } from './pools.ts';
import { usdPriceOf } from './prices.ts';
import { allowanceQuery, gasPriceQuery, quotesQuery, tokensQuery } from './schemas.ts';

/** Gas prices (wei) answered for the swap networks devcloud has no node for: nominal, not measured. */
const NOMINAL_GAS_PRICE = 1_000_000_000n;

/** `fast` and `instant` as a node-less stand-in can offer them: the node's price plus 25 % and 50 %. */
const gasPrices = (standard: bigint) => ({
  standard: standard.toString(),
  fast: ((standard * 125n) / 100n).toString(),
  instant: ((standard * 150n) / 100n).toString(),
});

export function readRoutes(context: ConvertContext): Hono {
  const app = new Hono();
  app.onError(reasonedErrorResponse);

  app.get('/v1/convert/tokens', async (c) => {
    const { chainId } = parseOr400(tokensQuery, queryOf(c));
    const local = context.marketOn(context.network(chainId, 'chainId'));
    if (!local) return c.json({ tokens: [] });
    const pools = await readPools(local.client, local.market);
    const origin = new URL(c.req.url).origin;
    // A token's USD price is ours: the real list has none (prices come from /v1/fungible/price).
    const priced = context.modeOf(c) === 'airlock';
    return c.json({
      tokens: local.assets.map((asset) => ({
        name: asset.name,
        symbol: asset.symbol,
        address: caipAddress(local.caip, asset.address),
        decimals: asset.decimals,
        logoUri: new URL(`/public/getTokenImage/${asset.symbol}`, origin).href,
        eip2612: false,
        ...(priced ? { price: usdPriceOf(asset, local.assets, pools) ?? 0 } : {}),
      })),
    });
  });

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseOr400(quotesQuery, queryOf(c));
    const local = context.marketOn(context.network(query.from.caip2, 'from'));
    sameNetwork(query.from, [
      { field: 'to', caip2: query.to.caip2 },
      { field: 'userAddress', caip2: query.userAddress?.caip2 },
    ]);
    const pair = local && swapPair(local, query.from, query.to);
    if (!local || !pair) return c.json({ quotes: [] });
    const pools = await readPools(local.client, local.market);
    const route = bestRoute(pools, pair.from.poolToken, pair.to.poolToken, query.amount);
    if (!route) return c.json({ quotes: [] });
    const toAmount = route.amounts[route.amounts.length - 1]!;
    // Same request at the same reserves, same id.
    const id = createHash('sha256')
      .update(
        JSON.stringify([
          query.from.caip10,
          query.to.caip10,
          String(query.amount),
          pools.map((p) => [String(p.reserve0), String(p.reserve1)]),
        ]),
      )
      .digest('hex')
      .slice(0, 32);
    const quote = {
      id,
      fromAmount: String(query.amount),
      fromAccount: caipAddress(local.caip, pair.from.address),
      toAmount: String(toAmount),
      toAccount: caipAddress(local.caip, pair.to.address),
    };
    // The real API names no quote (`id: null`) and gives neither the price impact nor the path.
    if (context.modeOf(c) === 'reown') return c.json({ quotes: [{ ...quote, id: null }] });
    return c.json({ quotes: [{ ...quote, priceImpact: priceImpact(route), path: shownPath(local, route.path) }] });
  });

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseOr400(allowanceQuery, queryOf(c));
    const network = context.network(query.tokenAddress.caip2, 'tokenAddress');
    sameNetwork(query.tokenAddress, [{ field: 'userAddress', caip2: query.userAddress.caip2 }]);
    const local = context.marketOn(network);
    if (!local) return c.json({ allowance: '0' });
    // The native coin is sent along with the swap: nothing to approve.
    if (findAsset(local.assets, query.tokenAddress.address)?.native) return c.json({ allowance: MAX_UINT256.toString() });
    const allowance = await local.client
      .readContract({
        address: getAddress(query.tokenAddress.address),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [query.userAddress.address, local.market.router],
      })
      .catch(() => {
        throw refuse('tokenAddress', `${query.tokenAddress.caip10} is not a token`);
      });
    return c.json({ allowance: allowance.toString() });
  });

  app.get('/v1/convert/gas-price', async (c) => {
    const { chainId } = parseOr400(gasPriceQuery, queryOf(c));
    const network = context.network(chainId, 'chainId', UNSUPPORTED_GAS_PRICE);
    if (network.kind === 'remote') return c.json(gasPrices(NOMINAL_GAS_PRICE));
    return c.json(gasPrices(await context.clientFor(network.chain).getGasPrice()));
  });
  return app;
}

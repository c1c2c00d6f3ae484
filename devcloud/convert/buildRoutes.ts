/**
 * The swap API's transaction builders (SPEC section 7): `GET /v1/convert/build-approve` (an ERC-20
 * approve toward the router) and `POST /v1/convert/build-transaction` (the router call for the best
 * route, `eip155.slippage` applied as the minimum out). Only the market's chain has anything to
 * build; elsewhere the answer is a 400 with the reason.
 */
import { Hono } from 'hono';
import type { Address, Hex, PublicClient } from 'viem';
import { bestRoute, priceImpact } from './amm.ts';
import { approveData, DEADLINE_SECONDS, DEFAULT_SLIPPAGE_PERCENT, MAX_UINT256, swapCall } from './calldata.ts';
import { caipAddress, type ConvertContext, type LocalMarket, sameNetwork, shownPath, swapPair } from './context.ts';
import { jsonBodyOf, parseOr400, queryOf, refuse, reasonedErrorResponse } from '../reasons.ts';
import type { SwapNetwork } from './networks.ts';
import { readPools } from './pools.ts';
import { revertReason } from './revert.ts';
import { buildApproveQuery, buildTransactionBody } from './schemas.ts';

/** Gas limit of a swap built with `disableEstimate` (a two-hop swap to native uses about 160,000). */
export const UNESTIMATED_SWAP_GAS = 300_000n;
/** Headroom on an estimate: the reserves may move between building and mining. */
const GAS_HEADROOM_PERCENT = 120n;

const noMarket = (network: SwapNetwork) => refuse('from', `No swap route on ${network.caip}: devcloud's pools are on its local chain only`);

export function buildRoutes(context: ConvertContext): Hono {
  const app = new Hono();
  app.onError(reasonedErrorResponse);

  const estimate = async (client: PublicClient, tx: { account: Address; to: Address; data: Hex; value?: bigint }) => {
    try {
      return ((await client.estimateGas(tx)) * GAS_HEADROOM_PERCENT) / 100n;
    } catch (error) {
      throw refuse('amount', `The transaction would fail: ${revertReason(error)}`);
    }
  };
  const localOrRefuse = (network: SwapNetwork): LocalMarket => {
    const local = context.marketOn(network);
    if (!local) throw noMarket(network);
    return local;
  };

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseOr400(buildApproveQuery, queryOf(c));
    const local = localOrRefuse(context.network(query.from.caip2, 'from'));
    sameNetwork(query.from, [
      { field: 'to', caip2: query.to.caip2 },
      { field: 'userAddress', caip2: query.userAddress.caip2 },
    ]);
    const pair = swapPair(local, query.from, query.to);
    if (!pair) throw refuse('from', `No swap route from ${query.from.caip10} to ${query.to.caip10}`);
    if (pair.from.native) throw refuse('from', 'The native token needs no approval');
    const data = approveData(local.market.router, query.amount ?? MAX_UINT256);
    const [gas, gasPrice] = await Promise.all([
      estimate(local.client, { account: query.userAddress.address, to: pair.from.address, data }),
      local.client.getGasPrice(),
    ]);
    return c.json({
      tx: {
        from: caipAddress(local.caip, query.userAddress.address),
        to: caipAddress(local.caip, pair.from.address),
        data,
        value: '0',
        eip155: { gas: Number(gas), gasPrice: gasPrice.toString() },
      },
    });
  });

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = parseOr400(buildTransactionBody, await jsonBodyOf(c));
    const local = localOrRefuse(context.network(body.from.caip2, 'from'));
    sameNetwork(body.from, [
      { field: 'to', caip2: body.to.caip2 },
      { field: 'userAddress', caip2: body.userAddress.caip2 },
    ]);
    const pair = swapPair(local, body.from, body.to);
    if (!pair) throw refuse('from', `No swap route from ${body.from.caip10} to ${body.to.caip10}`);
    if (body.amount === 0n) throw refuse('amount', 'amount must be more than 0');
    const [pools, block, gasPrice] = await Promise.all([
      readPools(local.client, local.market),
      local.client.getBlock(),
      local.client.getGasPrice(),
    ]);
    const route = bestRoute(pools, pair.from.poolToken, pair.to.poolToken, body.amount);
    if (!route) throw refuse('from', `No swap route from ${body.from.caip10} to ${body.to.caip10}`);
    // From the later of the node's clock and ours: an idle anvil's last block can be old.
    const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp)));
    const deadline = now + BigInt(DEADLINE_SECONDS);
    const slippage = body.eip155?.slippage ?? DEFAULT_SLIPPAGE_PERCENT;
    const call = swapCall({ from: pair.from, to: pair.to, route, recipient: body.userAddress.address, slippage, deadline });
    const gas = body.disableEstimate
      ? UNESTIMATED_SWAP_GAS
      : await estimate(local.client, { account: body.userAddress.address, to: local.market.router, data: call.data, value: call.value });
    const tx = {
      from: caipAddress(local.caip, body.userAddress.address),
      to: caipAddress(local.caip, local.market.router),
      data: call.data,
      amount: call.value.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    };
    // The real API's answer is the transaction alone, its native value as `amount`.
    if (context.modeOf(c) === 'reown') return c.json({ tx });
    return c.json({
      tx: { ...tx, value: call.value.toString() },
      swap: {
        fromAmount: body.amount.toString(),
        toAmount: route.amounts[route.amounts.length - 1]!.toString(),
        minimumToAmount: call.minimumOut.toString(),
        slippage,
        priceImpact: priceImpact(route),
        deadline: Number(deadline),
        path: shownPath(local, route.path),
      },
    });
  });
  return app;
}

/**
 * devcloud's sandbox provider, where `POST /v1/generators/onrampurl` sends the buyer:
 *   GET  /onramp-sandbox/:orderId              the order page (HTML, strict CSP), 404 page if unknown
 *   GET  /onramp-sandbox/assets/sandbox.js|css its script and styles
 *   GET  /onramp-sandbox/orders/:orderId       → { order }
 *   POST /onramp-sandbox/orders/:orderId/pay   delivers the asset on the local chain → { order } (paid)
 * Paying twice answers the paid order again; only the local chain can be delivered to.
 */
import { Hono } from 'hono';
import { getAddress } from 'viem';
import { z } from 'zod';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { parseOr400, reasonedErrorResponse, refuse } from '../reasons.ts';
import { sendHtml } from '../secure-site/html.ts';
import { deliver } from './deliver.ts';
import type { OrderStore } from './orders.ts';
import { sandboxAssets } from './sandboxAssets.ts';
import { missingPage, orderPage, SANDBOX_CSP } from './sandboxPage.ts';

const orderParams = z.object({ orderId: z.uuid('expected an order id') });

export function sandboxRoutes({ info, orders }: { info: LocalChainInfo; orders: OrderStore }): Hono {
  const app = new Hono();
  app.onError(reasonedErrorResponse);
  /** Orders being delivered right now: a second Pay waits for nothing and is refused. */
  const paying = new Set<string>();
  const orderOr404 = (id: string) => {
    const order = orders.get(id);
    if (!order) throw refuse('orderId', `No order ${id}`, 404);
    return order;
  };

  app.get('/onramp-sandbox/assets/:file', async (c) => {
    const asset = (await sandboxAssets()).get(c.req.param('file'));
    if (!asset) return c.json({ message: 'no such asset' }, 404);
    return c.body(asset.body, 200, { 'content-type': asset.type, 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' });
  });

  app.get('/onramp-sandbox/:orderId', (c) => {
    const id = c.req.param('orderId');
    const order = orderParams.safeParse({ orderId: id }).success ? orders.get(id) : undefined;
    return order ? sendHtml(c, orderPage(order), SANDBOX_CSP) : sendHtml(c, missingPage(), SANDBOX_CSP, 404);
  });

  app.get('/onramp-sandbox/orders/:orderId', (c) => {
    const { orderId } = parseOr400(orderParams, c.req.param());
    return c.json({ order: orderOr404(orderId) });
  });

  app.post('/onramp-sandbox/orders/:orderId/pay', async (c) => {
    const { orderId } = parseOr400(orderParams, c.req.param());
    const order = orderOr404(orderId);
    if (order.status === 'paid') return c.json({ order });
    const chain = info.chains.find((ch) => ch.chainId === order.chainId);
    if (!chain) throw refuse('network', `The sandbox delivers only on the local chains; ${order.network} has no node here`, 409);
    if (paying.has(order.id)) throw refuse('orderId', 'This order is being paid', 409);
    paying.add(order.id);
    try {
      const delivery = await deliver(chain, order.asset, getAddress(order.destination), BigInt(order.units));
      // Re-read: the store may have changed while the transfer was mined.
      const paid = { ...orderOr404(orderId), status: 'paid' as const, delivery };
      orders.update(paid);
      return c.json({ order: paid });
    } finally {
      paying.delete(order.id);
    }
  });
  return app;
}

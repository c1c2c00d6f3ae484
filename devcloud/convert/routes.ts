/** The swap API (`/v1/convert/*`) and token prices (`/v1/fungible/price`) over devcloud's market. */
import { Hono } from 'hono';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { buildRoutes } from './buildRoutes.ts';
import { createConvertContext } from './context.ts';
import { priceRoutes } from './priceRoutes.ts';
import { readRoutes } from './readRoutes.ts';

export function convertRoutes(info: LocalChainInfo): Hono {
  const context = createConvertContext(info);
  const app = new Hono();
  app.route('/', readRoutes(context));
  app.route('/', buildRoutes(context));
  app.route('/', priceRoutes(info, context));
  return app;
}

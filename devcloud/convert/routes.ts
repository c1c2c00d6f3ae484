/** The swap API (`/v1/convert/*`) and token prices (`/v1/fungible/price`) over devcloud's market. */
import { Hono } from 'hono';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { alwaysAirlock, type ModeOf } from '../mode.ts';
import { buildRoutes } from './buildRoutes.ts';
import { createConvertContext } from './context.ts';
import { priceRoutes } from './priceRoutes.ts';
import { readRoutes } from './readRoutes.ts';

/** `modeOf`: in `reown` mode the answers carry none of our extra fields (a quote's id, price impact and path; the built swap's value and outcome). */
export function convertRoutes(info: LocalChainInfo, modeOf: ModeOf = alwaysAirlock): Hono {
  const context = createConvertContext(info, modeOf);
  const app = new Hono();
  app.route('/', readRoutes(context));
  app.route('/', buildRoutes(context));
  app.route('/', priceRoutes(info, context));
  return app;
}

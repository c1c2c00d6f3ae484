/** `GET /__devcloud/chain`: where the local chains listen and where the test tokens and the market are. */
import { Hono } from 'hono';
import { CONTROL_PREFIX } from '../faults.ts';
import type { LocalChainInfo } from './tokens.ts';

export function chainRoutes(info: LocalChainInfo): Hono {
  const app = new Hono();
  app.get(`${CONTROL_PREFIX}/chain`, (c) =>
    c.json({
      chains: info.chains,
      tokens: info.tokens,
      ...(info.market ? { market: info.market } : {}),
      collections: info.collections ?? [],
    }),
  );
  return app;
}

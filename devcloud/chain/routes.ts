/**
 * `GET /__devcloud/chain`: where the local chains listen, where the test tokens and the market are, and ERC-4337's
 * contracts and bundler (for a host's own e2e).
 */
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
      ...(info.accountAbstraction ? { accountAbstraction: info.accountAbstraction } : {}),
    }),
  );
  return app;
}

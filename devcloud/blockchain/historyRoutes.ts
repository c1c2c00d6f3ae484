/**
 * `GET /v1/account/:address/history?projectId&chainId&cursor&onramp` (SPEC section 7): the account's
 * transactions on the local chains, newest first, 20 a page, with an opaque cursor to the next page.
 * With `onramp=<provider>`, the account's purchases from that on-ramp instead (onramp/history.ts).
 */
import { Hono } from 'hono';
import { isAddress } from 'viem';
import { z } from 'zod';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { BadRequestError, caip2, parseParams, parseQuery, sdkQuery } from '../validate.ts';
import { localChainFor, supportedChains } from './chains.ts';
import type { OnrampHistory } from '../onramp/history.ts';
import { decodeCursor, type HistoryReader } from './history.ts';
import { alwaysAirlock, type ModeOf } from '../mode.ts';

const historyParams = z.object({
  address: z
    .string()
    .refine((value) => isAddress(value, { strict: false }), 'expected a 0x-prefixed 20-byte address')
    .transform((value) => value as `0x${string}`),
});

export const historyQuery = sdkQuery.extend({
  chainId: caip2.optional(),
  cursor: z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const key = decodeCursor(value);
      if (!key) ctx.addIssue({ code: 'custom', message: 'not a cursor this API gave out' });
      return key;
    }),
  /** Which on-ramp's purchases to list (e.g. `coinbase`, `meld`). */
  onramp: z.string().max(40).optional(),
});

/** `modeOf`: in `reown` mode `onramp=` is ignored, as by the real API (the purchase list is ours). */
export function historyRoutes({
  info,
  history,
  onramp,
  modeOf = alwaysAirlock,
}: {
  info: LocalChainInfo;
  history: HistoryReader;
  onramp?: OnrampHistory;
  modeOf?: ModeOf;
}): Hono {
  const app = new Hono();
  const supported = supportedChains(info);
  app.get('/v1/account/:address/history', async (c) => {
    const { address } = parseParams(c, historyParams);
    const { chainId, cursor, onramp: provider } = parseQuery(c, historyQuery);
    if (chainId && !supported.includes(chainId)) throw new BadRequestError(`chainId: ${chainId} is not supported`);
    // No chainId: every local chain. A supported chain without a local node (mainnet): nothing.
    const chains = chainId ? [localChainFor(info, chainId)].filter((chain) => chain !== undefined) : info.chains;
    const origin = new URL(c.req.url).origin;
    if (provider && modeOf(c) === 'airlock') {
      return c.json(onramp ? await onramp.read({ address, provider, chains, cursor, origin }) : { data: [], next: null });
    }
    return c.json(await history.read({ address, chains, cursor, origin }));
  });
  return app;
}

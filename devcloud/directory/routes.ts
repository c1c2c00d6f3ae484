/** The wallet directory service: `GET /getWallets` and the image routes (SPEC section 7). */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { caip2, commaList, parseParams, parseQuery, sdkQuery } from '../validate.ts';
import type { DirectoryWallet } from './generate.ts';
import { imagePng } from './images.ts';
import { queryWallets } from './query.ts';

/** Large enough to fetch a whole generated directory in one call, small enough to stay sane. */
const MAX_ENTRIES = 10_000;

const getWalletsQuery = sdkQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  entries: z.coerce.number().int().min(1).max(MAX_ENTRIES).default(40),
  include: commaList,
  exclude: commaList,
  chains: commaList.pipe(z.array(caip2).optional()),
  search: z.string().max(200).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
});

const imageParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'invalid image id') });

/** `<img>` tags load these, so project parameters are optional here, unlike the JSON routes. */
const imageQuery = z.object({ projectId: z.string().optional(), st: z.string().optional(), sv: z.string().optional() });

function pngResponse(c: Context, png: Buffer): Response {
  return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
}

/** The wire shape of a wallet: image_url is absolute, for whichever host name the caller used. */
function toApiWallet({ imagePath, ...wallet }: DirectoryWallet, requestUrl: string) {
  return imagePath ? { ...wallet, image_url: new URL(imagePath, requestUrl).href } : wallet;
}

export function directoryRoutes(wallets: readonly DirectoryWallet[]): Hono {
  const app = new Hono();
  const byImageId = new Map(wallets.map((w) => [w.image_id, w]));

  app.get('/getWallets', (c) => {
    const { page, entries, include, exclude, chains, search, badge_type } = parseQuery(c, getWalletsQuery);
    const result = queryWallets(wallets, { page, entries, include, exclude, chains, search, badge_type });
    return c.json({ count: result.count, data: result.data.map((w) => toApiWallet(w, c.req.url)) });
  });

  app.get('/getWalletImage/:id', (c) => {
    const { id } = parseParams(c, imageParams);
    parseQuery(c, imageQuery);
    const wallet = byImageId.get(id);
    if (!wallet) return c.json({ message: `no wallet image ${id}` }, 404);
    return pngResponse(c, imagePng(id));
  });

  // Network, currency, token and NFT images: any well-formed id has one.
  for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage', 'getNftImage']) {
    app.get(`/public/${kind}/:id`, (c) => {
      const { id } = parseParams(c, imageParams);
      parseQuery(c, imageQuery);
      return pngResponse(c, imagePng(`${kind}:${id}`));
    });
  }
  return app;
}

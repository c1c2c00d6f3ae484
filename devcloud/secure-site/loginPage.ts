/**
 * `GET /sdk?projectId=&chainId=&version=&enableLogger=&rpcUrl=&locale=`: the page the toolkit's hidden iframe
 * loads (SPEC section 2; the real secure site's SDK page, as AppKit's W3mFrame.ts builds its URL: a CAIP chain id,
 * the frame protocol's version 4, the RPC URL; `/login` is the same page under its former name), which also shows the confirmation of unsafe requests when the modal
 * displays the frame. Only the project's allowed origins may frame it (CSP frame-ancestors),
 * its only script and stylesheet are ours, and its settings travel in a meta tag. `locale` is the modal's
 * language: the page speaks it (unknown: English).
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { SMART_ACCOUNT_CHAIN_IDS } from './chains.ts';
import { parseChainId } from './chainId.ts';
import { loadAssets } from './bundle.ts';
import type { FrameConfig } from './frame/config.ts';
import { CONFIG_META } from './frame/config.ts';
import { document, html, sendHtml } from './html.ts';
import { localeFrom } from './locale.ts';
import { secureTranslator } from './translations.ts';
import type { OriginsSource } from './origins.ts';
import { frameExtensionsOf, type ModeSource } from './projectMode.ts';

/** Reported in READY. */
export const SECURE_SITE_VERSION = '1.0.0-devcloud';

const querySchema = z.object({
  projectId: z.string().min(1).max(128),
  chainId: z.string().max(128).optional(),
  version: z.string().max(64).optional(),
  enableLogger: z.enum(['true', 'false']).optional(),
  rpcUrl: z.string().max(2048).optional(),
  locale: z.string().optional(),
});

/**
 * Nothing but our own script, stylesheet and backend. Images: the app's icon from its metadata
 * (https, an inline image, or the app's own origin); an image can run nothing.
 */
export function frameCsp(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    ['img-src', "'self'", 'data:', 'https:', ...allowedOrigins].join(' '),
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

export function loginPageRoutes(deps: { origins: OriginsSource; modes: ModeSource; chainIds: () => number[] }): Hono {
  const app = new Hono();

  const sdkPage = async (c: Context) => {
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) {
      return c.text('Missing or invalid projectId', 400, { 'content-security-policy': "default-src 'none'" });
    }
    const { projectId, chainId, version, enableLogger } = query.data;
    const locale = localeFrom(query.data.locale);
    const [allowedOrigins, mode] = await Promise.all([deps.origins(projectId), deps.modes(projectId)]);
    const config: FrameConfig = {
      version: SECURE_SITE_VERSION,
      projectId,
      chainId: chainId === undefined ? null : parseChainId(chainId),
      sdkVersion: version ?? null,
      enableLogger: enableLogger === 'true',
      allowedOrigins,
      chainIds: deps.chainIds(),
      smartAccountChainIds: [...SMART_ACCOUNT_CHAIN_IDS],
      locale,
      extensions: frameExtensionsOf(mode),
    };
    const page = document({
      title: secureTranslator(locale)('page.title'),
      locale,
      head: html`<meta name="${CONFIG_META}" content="${JSON.stringify(config)}" />
        <link rel="stylesheet" href="/assets/frame.css" />
        <script src="/assets/frame.js" defer></script> `,
      // Empty until an unsafe request waits for the visitor (frame/approvalPage.ts fills it).
      body: html`<main id="approval" hidden></main>`,
      stylesheet: false,
    });
    return sendHtml(c, page, frameCsp(allowedOrigins));
  };
  app.get('/sdk', sdkPage);
  app.get('/login', sdkPage);

  app.get('/assets/:name', async (c) => {
    const asset = (await loadAssets()).get(c.req.param('name'));
    if (!asset) return c.notFound();
    return c.body(asset.body, 200, {
      'content-type': asset.type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
  });

  return app;
}

/**
 * The frame page's settings, written by the server into `<meta name="airlock-config">` (no
 * inline script under the page's CSP). Parsed like any other input.
 */
import * as z from 'zod/mini';
import { FRAME_EXTENSIONS } from '../../../src/core/frame/messages.ts';
import { SUPPORTED_LOCALES } from '../../../src/core/i18n/locales.ts';

export const CONFIG_META = 'airlock-config';

export const frameConfigSchema = z.object({
  /** The secure site's own version, sent in READY. */
  version: z.string(),
  projectId: z.string().check(z.minLength(1)),
  /** The chain the app asked for in the page's query, if any. */
  chainId: z.nullable(z.int()),
  sdkVersion: z.nullable(z.string()),
  enableLogger: z.boolean(),
  /** The project's allowed origins (already sanitised by the server). */
  allowedOrigins: z.array(z.string()),
  chainIds: z.array(z.int()).check(z.minLength(1)),
  smartAccountChainIds: z.array(z.int()),
  /** The page's language, from the frame URL's `locale` (the modal's); SYNC_LOCALE changes it later. */
  locale: z.enum(SUPPORTED_LOCALES),
  /** Our extensions this project's frame offers (none in devcloud's `reown` mode, as on the real site). */
  extensions: z.array(z.enum(FRAME_EXTENSIONS)),
});

export type FrameConfig = z.infer<typeof frameConfigSchema>;

export function readConfig(doc: Document): FrameConfig | null {
  const content = doc.querySelector(`meta[name="${CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = frameConfigSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

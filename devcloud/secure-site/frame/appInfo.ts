/**
 * Who is asking, as the confirmation page says it: the app's name and icon come from
 * SYNC_DAPP_DATA (the app's own claim), its origin is the parent origin the frame checked
 * against the project's allowed origins (the fact). A stated URL on another origin is shown
 * as such, so a name alone cannot pass for another site.
 */
import { isCleanText } from '../preview/personalMessage.ts';

export type DappMetadata = { name: string; description: string; url: string; icons: string[] };

export type AppInfo = {
  name: string;
  /** The verified origin. */
  origin: string;
  icon: string | null;
  /** The origin the app claims in its metadata, when it is not the verified one. */
  statedOrigin: string | null;
};

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** An icon the page may load: https, the verified origin itself, or an inline raster or SVG image. */
function iconUrl(icons: readonly string[], origin: string): string | null {
  for (const icon of icons.slice(0, 8)) {
    if (icon.length > 100_000) continue;
    if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(icon)) return icon;
    try {
      const url = new URL(icon);
      if (url.protocol === 'https:' || url.origin === origin) return url.href;
    } catch {
      // not a URL
    }
  }
  return null;
}

export function appInfo(metadata: DappMetadata | undefined, origin: string): AppInfo {
  const host = originOf(origin) ? new URL(origin).host : origin;
  const name = metadata?.name.trim() ?? '';
  const stated = metadata ? originOf(metadata.url) : null;
  return {
    name: name.length > 0 && name.length <= 64 && isCleanText(name) && !/[\r\n\t]/.test(name) ? name : host,
    origin,
    icon: metadata ? iconUrl(metadata.icons, origin) : null,
    statedOrigin: stated !== null && stated !== origin ? stated : null,
  };
}

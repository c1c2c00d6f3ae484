/**
 * Matching a message's or embedder's origin against the project's allowed origins, as leniently as the provider's
 * own client does (Reown AppKit's `WcHelpersUtil.isOriginAllowed`; the cases are src/core/api/contracts/
 * originAllowlist.json): loopback is always allowed, and so are the preview hosts of `EXEMPT_ANCESTORS`; an entry
 * is an origin (a path is ignored), a scheme-less `host[:port]`, or a pattern whose `*` is one whole host label or
 * any port. Shared by the server and the frame page script, so it has no dependencies.
 */

/** Always allowed beside a project's own list: loopback on any port and the preview hosts the provider allows. */
export const EXEMPT_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
];

/** `[scheme://]host[:port]`, where a host label or the port may be `*`; these values go into a CSP header. */
const ENTRY_PATTERN = /^(?:(https?):\/\/)?((?:\*|[a-z0-9-]+)(?:\.(?:\*|[a-z0-9-]+))*)(?::(\d{1,5}|\*))?$/i;

/** An entry without its path: `https://app.example.com/x` → `https://app.example.com`. */
function withoutPath(entry: string): string {
  const trimmed = entry.trim();
  const schemeEnd = trimmed.indexOf('://');
  const slash = trimmed.indexOf('/', schemeEnd === -1 ? 0 : schemeEnd + 3);
  return slash === -1 ? trimmed : trimmed.slice(0, slash);
}

/**
 * The project's entries as CSP sources (a path dropped; anything else with spaces, `;` or the like left out), plus
 * the exempt ancestors. An empty list stays empty: nobody is allowed when the project's origins are unknown.
 */
export function sanitizeOrigins(origins: readonly string[]): string[] {
  const entries = origins.map(withoutPath).filter((origin) => ENTRY_PATTERN.test(origin));
  if (entries.length === 0) return [];
  return [...entries, ...EXEMPT_ANCESTORS.filter((exempt) => !entries.includes(exempt))];
}

/** True when `origin` (e.g. `http://localhost:3000`) matches one of the allowed entries. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (allowed.length === 0) return false;
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return true;
  return [...allowed, ...EXEMPT_ANCESTORS].some((entry) => entryMatches(url, entry));
}

function entryMatches(url: URL, entry: string): boolean {
  const found = ENTRY_PATTERN.exec(withoutPath(entry));
  if (!found) return false;
  const [, scheme, host, port] = found;
  if (scheme && `${scheme.toLowerCase()}:` !== url.protocol) return false;
  const ownPort = url.port || (url.protocol === 'https:' ? '443' : '80');
  // An origin entry without a port means its scheme's default; a scheme-less one allows any port.
  if (port ? port !== '*' && port !== ownPort : scheme && url.port !== '') return false;
  const wanted = host!.toLowerCase().split('.');
  const given = url.hostname.split('.');
  return wanted.length === given.length && wanted.every((label, i) => label === '*' || label === given[i]);
}

/**
 * Matching a message's or embedder's origin against the project's allowed origins. Shared by
 * the server and the frame page script, so it has no dependencies.
 */

/**
 * An origin or a CSP-style pattern: `http://host:port`, `https://*.example.com`, `http://localhost:*`.
 * Anything else (paths, spaces, `;`) is dropped, since these values go into a CSP header.
 */
const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

export function sanitizeOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.trim().replace(/\/$/, '')).filter((origin) => ORIGIN_PATTERN.test(origin));
}

/** True when `origin` (e.g. `http://localhost:3000`) matches one of the allowed patterns. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return allowed.some((pattern) => matches(url, pattern));
}

function matches(url: URL, pattern: string): boolean {
  const found = /^(https?):\/\/(\*\.)?([^:]+)(?::(\d+|\*))?$/i.exec(pattern);
  if (!found) return false;
  const [, scheme, wildcard, host, port] = found;
  if (`${scheme!.toLowerCase()}:` !== url.protocol) return false;
  const hostname = url.hostname.toLowerCase();
  const base = host!.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${base}`) : hostname !== base) return false;
  if (port === '*') return true;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return (url.port || defaultPort) === (port ?? defaultPort);
}

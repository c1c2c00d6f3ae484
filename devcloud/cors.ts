/**
 * CORS for every route: the remote runs inside hosts on other origins (the shell on
 * http://localhost:3000, test hosts elsewhere), so any origin may call devcloud, and a
 * faulted 429 must still be readable (status and Retry-After) by the page.
 */
import type { MiddlewareHandler } from 'hono';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export function cors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers = new Headers(baseHeaders(origin));
      headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      headers.set('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? '*');
      headers.set('Access-Control-Max-Age', '600');
      // Chrome's Private Network Access asks this before a public page may call loopback.
      if (c.req.header('access-control-request-private-network') === 'true') {
        headers.set('Access-Control-Allow-Private-Network', 'true');
      }
      return new Response(null, { status: 204, headers });
    }

    await next();
    // Copy the response: one built from a proxied fetch() has immutable headers.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(baseHeaders(origin))) c.res.headers.set(name, value);
    // Expose whatever this response carries (Retry-After, a fault's own headers ...); a list,
    // because `*` is not a wildcard for credentialed requests.
    c.res.headers.set('Access-Control-Expose-Headers', [...c.res.headers.keys()].join(', '));
  };
}

/** Reflects the caller's origin (works with and without credentials); `*` for non-browser calls. */
function baseHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

import * as z from 'zod/mini';
import { ApiError, RateLimitedError, ServerError } from '../errors/api.ts';
import { InvalidProjectIdError, UNKNOWN_PROJECT_STATUS } from '../errors/project.ts';
import type { RemoteFeatures } from '../features.ts';
import { remoteConfigSchema, remoteFeaturesFromConfig } from '../remoteFeatures.ts';
import type { HttpClient } from './http.ts';

/** A config-service failure that means the project id is unknown (SPEC section 8: Invalid Project ID); else undefined. */
function unknownProject(error: unknown): InvalidProjectIdError | undefined {
  if (!(error instanceof ApiError) || error.status !== UNKNOWN_PROJECT_STATUS) return undefined;
  return new InvalidProjectIdError('Invalid Project ID', { status: error.status, cause: error });
}

/** `GET /appkit/v1/config`: the project's remote feature switches; an unknown project id is InvalidProjectIdError. */
export async function fetchRemoteFeatures(api: HttpClient): Promise<RemoteFeatures> {
  try {
    return remoteFeaturesFromConfig(await api.get('/appkit/v1/config', remoteConfigSchema));
  } catch (error) {
    throw unknownProject(error) ?? error;
  }
}

/**
 * `GET /projects/v1/origins` (SPEC section 7): 429 becomes RATE_LIMITED, 5xx SERVER_ERROR, an unknown project id
 * InvalidProjectIdError, any other failure an empty list.
 */
export async function fetchAllowedOrigins(api: HttpClient): Promise<string[]> {
  try {
    const { allowedOrigins } = await api.get('/projects/v1/origins', z.object({ allowedOrigins: z.array(z.string()) }));
    return allowedOrigins;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    const invalidProject = unknownProject(error);
    if (invalidProject) throw invalidProject;
    if (status === 429) throw new RateLimitedError('Rate Limited', { status, cause: error });
    if (status !== undefined && status >= 500) {
      throw new ServerError('Server Error', { status, cause: error, details: `HTTP ${status}` });
    }
    return [];
  }
}

/** `GET /getAnalyticsConfig`; a failing call means analytics stay off (SPEC section 4). */
export async function fetchAnalyticsEnabled(api: HttpClient): Promise<boolean> {
  try {
    const { isAnalyticsEnabled } = await api.get('/getAnalyticsConfig', z.object({ isAnalyticsEnabled: z.boolean() }));
    return isAnalyticsEnabled;
  } catch {
    return false;
  }
}

/**
 * Origins the config service's allowlist always includes (Reown AppKit's `DEFAULT_ALLOWED_ANCESTORS`): preview hosts
 * and the provider's mobile secure site. Loopback is exempt on top of these.
 */
export const DEFAULT_ALLOWED_ANCESTORS = [
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const;

/** A pattern's parts: `[scheme://]host[:port][/path]`; the path is ignored. */
function patternParts(pattern: string): { scheme?: string; host: string; port?: string } {
  const [scheme, rest] = pattern.includes('://') ? pattern.split('://', 2) : [undefined, pattern];
  const hostPort = rest!.split('/')[0]!;
  const colon = hostPort.lastIndexOf(':');
  return colon === -1 ? { scheme, host: hostPort } : { scheme, host: hostPort.slice(0, colon), port: hostPort.slice(colon + 1) };
}

function matchesPattern(url: URL, pattern: string): boolean {
  const { scheme, host, port } = patternParts(pattern.trim());
  if (scheme !== undefined && `${scheme.toLowerCase()}:` !== url.protocol) return false;
  if (port !== undefined && port !== '*' && port !== (url.port || (url.protocol === 'https:' ? '443' : '80'))) return false;
  // A scheme-less entry without a port allows any port; one with a scheme means that origin's own port.
  if (port === undefined && scheme !== undefined && url.port !== '') return false;
  const labels = host.toLowerCase().split('.');
  const given = url.hostname.split('.');
  // `*` stands for exactly one whole label.
  if (labels.length !== given.length) return false;
  return labels.every((label, i) => label === given[i] || label === '*');
}

/**
 * Whether `origin` is on the allowlist, as leniently as the provider's own client reads it: loopback always is, and
 * so are the default ancestors; an entry is an origin (`https://app.example.com`, a path is ignored), a scheme-less
 * `host[:port]`, or a pattern where `*` is one whole host label or any port (`https://*.example.com:*`).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return allowed.includes(origin);
  }
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return true;
  return [...allowed, ...DEFAULT_ALLOWED_ANCESTORS].some((pattern) => matchesPattern(url, pattern));
}

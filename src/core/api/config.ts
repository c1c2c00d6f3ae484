import * as z from 'zod/mini';
import { ApiError, RateLimitedError, ServerError } from '../errors/api.ts';
import { InvalidProjectIdError, UNKNOWN_PROJECT_STATUS } from '../errors/project.ts';
import { remoteConfigSchema, remoteFeaturesFromConfig, type RemoteFeatures } from '../features.ts';
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

/** Whether `origin` is on the allowlist; entries may use `*` for one host label or a port (`https://*.example.com`). */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (!pattern.includes('*')) return pattern === origin;
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^.:/]+');
    return new RegExp(`^${escaped}$`).test(origin);
  });
}

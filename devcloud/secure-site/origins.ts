/**
 * The project's allowed origins, read from the devcloud config service
 * (`GET /projects/v1/origins?projectId=`). Only they may embed the login page and talk to it.
 * Cached briefly: tests change a project's origins at run time.
 */
import { z } from 'zod';
import { sanitizeOrigins } from './originMatch.ts';

const CACHE_MS = 1000;
const FETCH_TIMEOUT_MS = 3000;

const responseSchema = z.object({ allowedOrigins: z.array(z.string()) });

export type OriginsSource = (projectId: string) => Promise<string[]>;

/** Fetches a project's origins from devcloud; a failure gives an empty list (nobody allowed). */
export function createOriginsSource(devcloudUrl: string, warn: (message: string) => void): OriginsSource {
  const cache = new Map<string, { at: number; origins: Promise<string[]> }>();
  return (projectId) => {
    const hit = cache.get(projectId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.origins;
    const origins = fetchOrigins(devcloudUrl, projectId).catch((error: unknown) => {
      warn(`secure-site: allowed origins of ${projectId} unavailable (${(error as Error).message})`);
      cache.delete(projectId);
      return [];
    });
    cache.set(projectId, { at: Date.now(), origins });
    return origins;
  };
}

async function fetchOrigins(devcloudUrl: string, projectId: string): Promise<string[]> {
  const url = new URL('/projects/v1/origins', devcloudUrl);
  url.searchParams.set('projectId', projectId);
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return sanitizeOrigins(responseSchema.parse(await response.json()).allowedOrigins);
}

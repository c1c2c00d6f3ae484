/**
 * The project's devcloud mode (devcloud/mode.ts), read from devcloud's control route `GET /__devcloud/projects/:id`:
 * `airlock` offers our frame extensions, `reown` answers exactly as the real secure site does. Cached briefly, as
 * tests switch a project's mode at run time; unreachable or unknown, the process's default mode applies.
 */
import { z } from 'zod';
import type { FrameExtension } from '../../src/core/frame/messages.ts';
import { defaultDevcloudMode, type DevcloudMode, devcloudModeSchema } from '../mode.ts';

const CACHE_MS = 1000;
const FETCH_TIMEOUT_MS = 3000;

const answerSchema = z.object({ mode: devcloudModeSchema });

export type ModeSource = (projectId: string) => Promise<DevcloudMode>;

/** What the frame offers beyond the real protocol in each mode (advertised in READY's `extensions`). */
export function frameExtensionsOf(mode: DevcloudMode): FrameExtension[] {
  return mode === 'airlock' ? ['approvalEvents', 'syncLocale', 'bitcoin'] : [];
}

export function createModeSource(devcloudUrl: string, fallback: DevcloudMode = defaultDevcloudMode()): ModeSource {
  const cache = new Map<string, { at: number; mode: Promise<DevcloudMode> }>();
  return (projectId) => {
    const hit = cache.get(projectId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.mode;
    const mode = fetchMode(devcloudUrl, projectId).catch(() => fallback);
    cache.set(projectId, { at: Date.now(), mode });
    return mode;
  };
}

async function fetchMode(devcloudUrl: string, projectId: string): Promise<DevcloudMode> {
  const url = new URL(`/__devcloud/projects/${encodeURIComponent(projectId)}`, devcloudUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return answerSchema.parse(await response.json()).mode;
}

/**
 * How devcloud answers a project: `airlock` offers our extensions (the in-frame approval events, the secure site's
 * languages, the NFTs route, the purchase watch) beside the real services' shapes; `reown` behaves like the real
 * services the defaults name, with none of them, so the client is proven against the real protocol. Per project
 * (`POST /__devcloud/projects/:id {"mode":"reown"}`); `DEVCLOUD_MODE` sets what a project starts with.
 */
import { z } from 'zod';

export const devcloudModeSchema = z.enum(['airlock', 'reown']);
export type DevcloudMode = z.infer<typeof devcloudModeSchema>;

/** The mode a project has until told otherwise: `DEVCLOUD_MODE`, else `airlock`. */
export function defaultDevcloudMode(env: NodeJS.ProcessEnv = process.env): DevcloudMode {
  const raw = env.DEVCLOUD_MODE?.trim();
  if (!raw) return 'airlock';
  const parsed = devcloudModeSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`DEVCLOUD_MODE must be airlock or reown, got "${raw}"`);
  return parsed.data;
}

/** The mode of the project a request names (its `projectId` query parameter). */
export type ModeOf = (c: { req: { query(name: string): string | undefined } }) => DevcloudMode;

/** Every request in `airlock` mode: for routes mounted without a project store (unit tests of one route group). */
export const alwaysAirlock: ModeOf = () => 'airlock';

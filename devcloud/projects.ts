/**
 * Per-project settings of the config service (SPEC section 7): remote feature flags, allowed
 * origins and the analytics switch. Every project id starts from Reown-like defaults; tests
 * override a project at run time through `POST /__devcloud/projects/:projectId` (`known: false` makes the cloud
 * answer as for a project id it never issued).
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CONTROL_PREFIX } from './faults.ts';
import { parseJsonBody, parseParams, parseQuery, sdkQuery } from './validate.ts';
import { defaultDevcloudMode, type DevcloudMode, devcloudModeSchema, type ModeOf } from './mode.ts';

export const featureSchema = z.object({
  id: z.string().min(1),
  isEnabled: z.boolean(),
  config: z.union([z.array(z.string()), z.record(z.string(), z.unknown()), z.null()]),
});

export type Feature = z.infer<typeof featureSchema>;

export type ProjectSettings = {
  features: Feature[];
  allowedOrigins: string[];
  isAnalyticsEnabled: boolean;
  /** False: the cloud does not know this project id, and its config calls answer 401 (SPEC section 8, Invalid Project ID). */
  known: boolean;
  /** `reown`: answer exactly as the real services do, with none of our extensions (devcloud/mode.ts). */
  mode: DevcloudMode;
};

/**
 * The shape and values of Reown's answer for a fresh project (SPEC section 9, default remote features), with the
 * real feature ids (Reown AppKit's `FeatureID`): `social_login` lists `email` beside the social providers; the
 * switches carry an empty list. The golden payload is src/core/api/contracts/appkitConfig.json.
 */
export const DEFAULT_FEATURES: readonly Feature[] = [
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: true, config: [] },
  { id: 'reown_branding', isEnabled: true, config: [] },
  { id: 'multi_wallet', isEnabled: false, config: [] },
  { id: 'email_capture', isEnabled: false, config: [] },
  { id: 'fund_from_exchange', isEnabled: false, config: [] },
  { id: 'payments', isEnabled: false, config: [] },
  { id: 'reown_authentication', isEnabled: false, config: [] },
  { id: 'headless', isEnabled: false, config: [] },
];

/** The shell and the e2e host, on both spellings of loopback. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3100',
  'http://127.0.0.1:3100',
];

export const projectOverrideSchema = z.object({
  features: z.array(featureSchema).optional(),
  allowedOrigins: z.array(z.string()).optional(),
  isAnalyticsEnabled: z.boolean().optional(),
  known: z.boolean().optional(),
  mode: devcloudModeSchema.optional(),
});

export type ProjectOverride = z.infer<typeof projectOverrideSchema>;

export type ProjectStore = {
  get(projectId: string): ProjectSettings;
  /** Merges into the project's current override (a given list replaces the old list). */
  update(projectId: string, override: ProjectOverride): ProjectSettings;
  reset(): void;
};

/** Reads the mode of the project a request names, from the store (the store's default when it names none). */
export function modeOfProjects(projects: ProjectStore): ModeOf {
  return (c) => projects.get(c.req.query('projectId') ?? '').mode;
}

/** `defaultOrigins`: what a project allows until told otherwise (devcloud's callers pass their shell's port). */
export function createProjectStore(
  defaultOrigins: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
  defaultMode: DevcloudMode = defaultDevcloudMode(),
): ProjectStore {
  const overrides = new Map<string, ProjectOverride>();
  const get = (projectId: string): ProjectSettings => {
    const override = overrides.get(projectId) ?? {};
    // Copies, so a caller can never edit the defaults or a stored override.
    return structuredClone({
      features: override.features ?? [...DEFAULT_FEATURES],
      allowedOrigins: override.allowedOrigins ?? [...defaultOrigins],
      isAnalyticsEnabled: override.isAnalyticsEnabled ?? true,
      known: override.known ?? true,
      mode: override.mode ?? defaultMode,
    });
  };
  return {
    get,
    update(projectId, override) {
      const defined = Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined));
      overrides.set(projectId, structuredClone({ ...overrides.get(projectId), ...defined }));
      return get(projectId);
    },
    reset: () => overrides.clear(),
  };
}

/** The config service's read routes and the control route that edits a project. */
export function projectRoutes(store: ProjectStore): Hono {
  const app = new Hono();

  // A project id the cloud does not know gets the relay's wording for it, on every config call.
  const unknownProject = (c: Context) => c.json({ message: 'Unauthorized: invalid key' }, 401);
  app.get('/appkit/v1/config', (c) => {
    const project = store.get(parseQuery(c, sdkQuery).projectId);
    return project.known ? c.json({ features: project.features }) : unknownProject(c);
  });
  app.get('/projects/v1/origins', (c) => {
    const project = store.get(parseQuery(c, sdkQuery).projectId);
    return project.known ? c.json({ allowedOrigins: project.allowedOrigins }) : unknownProject(c);
  });
  app.get('/getAnalyticsConfig', (c) => {
    const project = store.get(parseQuery(c, sdkQuery).projectId);
    return project.known ? c.json({ isAnalyticsEnabled: project.isAnalyticsEnabled }) : unknownProject(c);
  });

  const projectParams = z.object({ projectId: z.string().min(1) });
  app.get(`${CONTROL_PREFIX}/projects/:projectId`, (c) => {
    const { projectId } = parseParams(c, projectParams);
    return c.json(store.get(projectId));
  });
  app.post(`${CONTROL_PREFIX}/projects/:projectId`, async (c) => {
    const { projectId } = parseParams(c, projectParams);
    const override = await parseJsonBody(c, projectOverrideSchema);
    return c.json(store.update(projectId, override));
  });
  return app;
}

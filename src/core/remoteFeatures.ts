/**
 * The config service's answer (`GET /appkit/v1/config`) read into remote features. Apart from features.ts so that it
 * rides in the config chunk, not on the pre-open path.
 */
import * as z from 'zod/mini';
import {
  BASIC_REMOTE_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  type REMOTE_KEYS,
  type RemoteFeatures,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './features.ts';

/** The config service's answer (`GET /appkit/v1/config`): a list of feature switches with optional provider lists. */
export const remoteConfigSchema = z.object({
  features: z.array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.optional(z.nullable(z.unknown())) })),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

type RemoteKey = (typeof REMOTE_KEYS)[number];

/**
 * The config service's feature ids (Reown AppKit's `FeatureID`) and the remote features each decides. `social_login`
 * decides both e-mail (its list holds `email`) and the social providers. The SPEC's own spellings (`email`, `socials`,
 * `swaps`, `branding`) are read too.
 */
const REMOTE_IDS: Record<string, readonly RemoteKey[]> = {
  social_login: ['email', 'socials'],
  swap: ['swaps'],
  onramp: ['onramp'],
  activity: ['activity'],
  reown_branding: ['branding'],
  multi_wallet: ['multiWallet'],
  email: ['email'],
  socials: ['socials'],
  swaps: ['swaps'],
  branding: ['branding'],
};

const providerListSchema = z.array(z.string());

/**
 * The socials a remote config switches on without naming them (SPEC section 9's default remote features), in that
 * order; the host's own default (DEFAULT_SOCIALS) orders them otherwise.
 */
const DEFAULT_REMOTE_SOCIALS: readonly string[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];

/** A provider list feature: its list when enabled and non-empty, the default list when it has none (`config: null`). */
function providersOf(entry: RemoteConfig['features'][number], fallback: readonly string[]): string[] | false {
  if (!entry.isEnabled) return false;
  if (entry.config == null) return [...fallback];
  const list = z.safeParse(providerListSchema, entry.config);
  return list.success && list.data.length > 0 ? list.data : false;
}

function remoteValue(key: RemoteKey, entry: RemoteConfig['features'][number]): RemoteFeatures[RemoteKey] {
  const list = z.safeParse(providerListSchema, entry.config);
  switch (key) {
    case 'email':
      // `social_login` lists `email` among its providers; the SPEC's own `email` id is a plain switch.
      return entry.isEnabled && (entry.id === 'email' || (list.success && list.data.includes('email')));
    case 'socials': {
      const providers = providersOf(entry, DEFAULT_REMOTE_SOCIALS);
      const known = (providers || []).filter((id): id is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(id));
      return known.length > 0 ? known : false;
    }
    case 'swaps':
    case 'onramp':
      return providersOf(entry, DEFAULT_REMOTE_FEATURES[key] as string[]);
    default:
      return entry.isEnabled;
  }
}

/** Turns the config service's feature list into remote features; unknown ids are ignored, absent ones are off. */
export function remoteFeaturesFromConfig(config: RemoteConfig): RemoteFeatures {
  const features: RemoteFeatures = { ...BASIC_REMOTE_FEATURES };
  for (const entry of config.features) {
    for (const key of REMOTE_IDS[entry.id] ?? []) Object.assign(features, { [key]: remoteValue(key, entry) });
  }
  return features;
}

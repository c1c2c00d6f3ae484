import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS, type LocalFeatures, type SocialProvider } from './localFeatures.ts';
import { DEFAULT_CONNECT_METHOD_ORDER, DEFAULT_CONNECTOR_ORDER, DEFAULT_SOCIALS, DEFAULT_WALLET_FEATURE_ORDER } from './constants.ts';

export { localFeaturesSchema, SOCIAL_PROVIDERS, type LocalFeatures, type SocialProvider } from './localFeatures.ts';
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number];

/** Features the project's remote configuration controls; basic mode turns every one off. */
export type RemoteFeatures = {
  email: boolean;
  socials: SocialProvider[] | false;
  swaps: string[] | false;
  onramp: string[] | false;
  activity: boolean;
  branding: boolean;
  multiWallet: boolean;
};

/** The effective feature set the modal reads. */
export type Features = RemoteFeatures & {
  send: boolean;
  receive: boolean;
  pay: boolean;
  analytics: boolean;
  allWallets: boolean;
  emailShowWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  connectMethodsOrder: ConnectMethod[];
  connectorTypeOrder: string[];
  walletFeaturesOrder: string[];
};

export const DEFAULT_REMOTE_FEATURES: RemoteFeatures = {
  email: true,
  socials: [...DEFAULT_SOCIALS],
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  activity: true,
  branding: true,
  multiWallet: false,
};

const BASIC_REMOTE_FEATURES: RemoteFeatures = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  branding: false,
  multiWallet: false,
};

export const DEFAULT_FEATURES: Features = {
  ...DEFAULT_REMOTE_FEATURES,
  send: true,
  receive: true,
  pay: false,
  analytics: true,
  allWallets: true,
  emailShowWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  connectMethodsOrder: [...DEFAULT_CONNECT_METHOD_ORDER],
  connectorTypeOrder: [...DEFAULT_CONNECTOR_ORDER],
  walletFeaturesOrder: [...DEFAULT_WALLET_FEATURE_ORDER],
};

const REMOTE_KEYS = ['email', 'socials', 'swaps', 'onramp', 'activity', 'branding', 'multiWallet'] as const;

/** The config service's answer (`GET /appkit/v1/config`): a list of feature switches with optional provider lists. */
export const remoteConfigSchema = z.object({
  features: z.array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.optional(z.nullable(z.unknown())) })),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

const REMOTE_IDS: Record<string, (typeof REMOTE_KEYS)[number]> = {
  email: 'email',
  socials: 'socials',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  reown_branding: 'branding',
  branding: 'branding',
  multi_wallet: 'multiWallet',
};

/**
 * The socials a remote config switches on without naming them (SPEC section 9's default remote features), in that
 * order; the host's own default (DEFAULT_SOCIALS) orders them otherwise.
 */
const DEFAULT_REMOTE_SOCIALS: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];

/** Turns the config service's feature list into remote features; unknown ids are ignored, absent ones are off. */
export function remoteFeaturesFromConfig(config: RemoteConfig): RemoteFeatures {
  const features: RemoteFeatures = { ...BASIC_REMOTE_FEATURES };
  for (const entry of config.features) {
    const key = REMOTE_IDS[entry.id];
    if (!key) continue;
    if (key === 'socials') {
      const list = z.safeParse(z.array(z.enum(SOCIAL_PROVIDERS)), entry.config);
      features.socials = entry.isEnabled ? (list.success ? list.data : [...DEFAULT_REMOTE_SOCIALS]) : false;
    } else if (key === 'swaps' || key === 'onramp') {
      const list = z.safeParse(z.array(z.string()), entry.config);
      features[key] = entry.isEnabled ? (list.success ? list.data : [...(DEFAULT_REMOTE_FEATURES[key] as string[])]) : false;
    } else {
      features[key] = entry.isEnabled;
    }
  }
  return features;
}

function localRemoteFeatures(local: LocalFeatures): Partial<RemoteFeatures> {
  const out: Partial<RemoteFeatures> = {};
  if (local.email !== undefined) out.email = local.email;
  if (local.socials !== undefined) out.socials = local.socials;
  if (local.swaps !== undefined) out.swaps = local.swaps === true ? ['1inch'] : local.swaps;
  if (local.onramp !== undefined) out.onramp = local.onramp === true ? ['meld', 'coinbase'] : local.onramp;
  const activity = local.activity ?? local.history;
  if (activity !== undefined) out.activity = activity;
  if (local.branding !== undefined) out.branding = local.branding;
  if (local.multiWallet !== undefined) out.multiWallet = local.multiWallet;
  return out;
}

export type FeatureResolution = { features: Features; localRemoteIgnored: boolean };

/**
 * Effective features (SPEC sections 5 and 9): defaults, then the host's local settings; once the remote
 * config has loaded it decides every remote feature and local remote settings are ignored (reported so a
 * warning can say so); basic mode turns every remote feature off whatever the sources say.
 */
export function resolveFeatures(input: { local?: LocalFeatures; remote?: RemoteFeatures | null; basic?: boolean }): FeatureResolution {
  const local = input.local ?? {};
  const localRemote = localRemoteFeatures(local);
  const localRemoteIgnored = Boolean(input.remote) && Object.keys(localRemote).length > 0;
  const remote: RemoteFeatures = input.basic
    ? BASIC_REMOTE_FEATURES
    : input.remote
      ? input.remote
      : { ...DEFAULT_REMOTE_FEATURES, ...localRemote };
  const { email: _e, socials: _s, swaps: _sw, onramp: _o, activity: _a, history: _h, branding: _b, multiWallet: _m, ...rest } = local;
  const features: Features = { ...DEFAULT_FEATURES, ...rest, ...remote };
  if (input.basic) features.pay = false;
  return { features, localRemoteIgnored };
}

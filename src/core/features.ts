import type { LocalFeatures, SocialProvider } from './localFeatures.ts';
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

export const BASIC_REMOTE_FEATURES: RemoteFeatures = {
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

export const REMOTE_KEYS = ['email', 'socials', 'swaps', 'onramp', 'activity', 'branding', 'multiWallet'] as const;

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

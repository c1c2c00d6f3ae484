import * as z from 'zod/mini';
import type { Expect, SameType } from './sameType.ts';
import { DEFAULT_CONNECT_METHOD_ORDER } from './constants.ts';

/**
 * The features a host sets in `createAppKit`, checked with its options before the first open. Apart from
 * `features.ts` (defaults and the resolution with the remote config), which only the modal and config chunks need.
 */
export const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const providerList = z.array(z.string());
const flag = z.boolean();
/** The features a host may set in createAppKit; each remote one is overridden once the remote config loads. */
export const localFeaturesSchema = z.partial(
  z.object({
    email: flag,
    socials: z.union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)]),
    swaps: z.union([flag, providerList]),
    onramp: z.union([flag, providerList]),
    activity: flag,
    history: flag,
    branding: flag,
    multiWallet: flag,
    send: flag,
    receive: flag,
    pay: flag,
    analytics: flag,
    allWallets: flag,
    emailShowWallets: flag,
    legalCheckbox: flag,
    smartSessions: flag,
    collapseWallets: flag,
    connectMethodsOrder: z.array(z.enum(DEFAULT_CONNECT_METHOD_ORDER)),
    connectorTypeOrder: z.array(z.string()),
    walletFeaturesOrder: z.array(z.string()),
  }),
);
/** Local feature settings; the remote ones (email … multiWallet) give way to the project's remote config. */
export type FeatureOptions = {
  email?: boolean;
  socials?: SocialProvider[] | false;
  swaps?: boolean | string[];
  onramp?: boolean | string[];
  activity?: boolean;
  history?: boolean;
  branding?: boolean;
  multiWallet?: boolean;
  send?: boolean;
  receive?: boolean;
  pay?: boolean;
  analytics?: boolean;
  allWallets?: boolean;
  emailShowWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
  collapseWallets?: boolean;
  connectMethodsOrder?: ('email' | 'social' | 'wallet')[];
  connectorTypeOrder?: string[];
  walletFeaturesOrder?: string[];
};
export type LocalFeatures = FeatureOptions;
export type FeatureOptionsSchemaIsPublic = Expect<SameType<z.input<typeof localFeaturesSchema>, FeatureOptions>>;

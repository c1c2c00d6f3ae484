import * as z from 'zod/mini';
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
export type LocalFeatures = z.infer<typeof localFeaturesSchema>;

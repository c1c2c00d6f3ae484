import * as z from 'zod/mini';
import { networkInputSchema, toCaipNetwork, type CaipNetwork, type NetworkInput } from './caip.ts';
import { DEFAULT_ENDPOINTS } from './constants.ts';
import { InvalidOptionsError, SIWE_AND_SIWX_MESSAGE } from './errors/options.ts';
import { wording } from './errors/wording.ts';
import { type FeatureOptions, localFeaturesSchema } from './localFeatures.ts';
import type { Expect, SameType } from './sameType.ts';
import type { SiwxConfig } from './siwx.ts';

const url = z.url();
// Shared instances (schemas are immutable): building each of the ~100 schemas costs start-up time.
const on = z._default(z.boolean(), true);
const off = z._default(z.boolean(), false);
const themeVariablesSchema = z.partial(
  z.object({
    '--airlock-accent': z.string(),
    '--airlock-font-family': z.string(),
    '--airlock-border-radius': z.string(),
    '--airlock-z-index': z.union([z.string(), z.number()]),
  }),
);

export type ThemeVariables = {
  '--airlock-accent'?: string;
  '--airlock-font-family'?: string;
  '--airlock-border-radius'?: string;
  '--airlock-z-index'?: string | number;
};
export type ThemeVariablesSchemaIsPublic = Expect<SameType<z.input<typeof themeVariablesSchema>, ThemeVariables>>;

const link = z.optional(z.string());
/** A wallet the app lists itself (connector type "custom"); connected through WalletConnect. */
export const customWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  homepage: link,
  image_url: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
});
/** A wallet the app lists itself, connected through WalletConnect. */
export type CustomWallet = {
  id: string;
  name: string;
  homepage?: string;
  image_url?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
};
export type CustomWalletSchemaIsPublic = Expect<SameType<z.input<typeof customWalletSchema>, CustomWallet>>;

/** Every option createAppKit accepts (README "Options" lists them for host teams). */
export const appKitOptionsSchema = z.object({
  projectId: z.optional(z.string()),
  networks: z.array(networkInputSchema).check(z.minLength(1)),
  defaultNetwork: z.optional(networkInputSchema),
  metadata: z.optional(z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })),
  features: z.optional(localFeaturesSchema),
  basic: z.optional(z.boolean()),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(themeVariablesSchema),
  /** The modal's language (a BCP 47 tag); by default the page's `lang`, then the browser's. */
  locale: z.optional(z.string()),
  siweConfig: z.optional(z.unknown()),
  // Typed here, checked in the siwx chunk when first used: no byte of it loads before the first open.
  siwx: z.optional(z.unknown() as z.ZodMiniType<SiwxConfig, SiwxConfig>),
  debug: on,
  enableWalletConnect: on,
  enableWalletGuide: on,
  enableWallets: on,
  enableEIP6963: on,
  enableInjected: on,
  enableNetworkSwitch: on,
  enableReconnect: on,
  enableAuthLogger: on,
  allowUnsupportedChain: off,
  /** SPEC section 2: the network-switch confirmation is shown for every wallet, not only the embedded one. */
  forceNetworkSwitchConfirmation: off,
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  customWallets: z.optional(z.array(customWalletSchema)),
  allWallets: z._default(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']), 'SHOW'),
  disableAppend: off,
  /** SPEC section 2, embedded: the modal shows inline in the `<airlock-modal>` the host placed, not over the page. */
  enableEmbedded: off,
  termsConditionsUrl: z.optional(url),
  privacyPolicyUrl: z.optional(url),
  /** Base URLs of every outside service; the defaults are the provider's public endpoints. */
  apiUrl: z._default(url, DEFAULT_ENDPOINTS.apiUrl),
  blockchainApiUrl: z._default(url, DEFAULT_ENDPOINTS.blockchainApiUrl),
  secureSiteUrl: z._default(url, DEFAULT_ENDPOINTS.secureSiteUrl),
  analyticsUrl: z._default(url, DEFAULT_ENDPOINTS.analyticsUrl),
  /** `'after-consent'`: no analytics or error event is sent until the host calls `setAnalyticsConsent(true)`. */
  analytics: z.optional(z.literal('after-consent')),
  rpcUrl: z._default(url, DEFAULT_ENDPOINTS.rpcUrl),
  relayUrl: z.optional(z.string()),
  /** When the modal's chunks are fetched before the first open: once the page is idle, on hover, or only on open. */
  prefetch: z._default(z.enum(['idle', 'hover', 'none']), 'idle'),
  /** Undocumented, for tests: shorter embedded-wallet and network time-outs (ms); `http` bounds API calls and the relay's start. */
  _testTimeouts: z.optional(
    z.object({
      iframeLoad: z.optional(z.int().check(z.positive())),
      iframeRequest: z.optional(z.int().check(z.positive())),
      http: z.optional(z.int().check(z.positive())),
    }),
  ),
});

/** Every option `createAppKit` accepts (the README's table explains each). */
export type AppKitOptions = {
  projectId?: string;
  networks: NetworkInput[];
  defaultNetwork?: NetworkInput;
  metadata?: { name: string; description: string; url: string; icons: string[] };
  features?: FeatureOptions;
  basic?: boolean;
  themeMode?: 'light' | 'dark';
  themeVariables?: ThemeVariables;
  /** The modal's language (a BCP 47 tag: `es`, `pt-BR`, `ar`); by default the page's `lang`, then the browser's. English, Spanish, French, German, Portuguese, Japanese, Chinese and Arabic (right to left). */
  locale?: string;
  siweConfig?: unknown;
  /** Sign in with X: the verifier (`createBrowserSiwx`, `createServerSiwx` from `airlock/siwx`, or your own). */
  siwx?: SiwxConfig;
  debug?: boolean;
  enableWalletConnect?: boolean;
  enableWalletGuide?: boolean;
  enableWallets?: boolean;
  enableEIP6963?: boolean;
  enableInjected?: boolean;
  enableNetworkSwitch?: boolean;
  enableReconnect?: boolean;
  enableAuthLogger?: boolean;
  allowUnsupportedChain?: boolean;
  /** Always confirm a network switch made in the modal (it is confirmed anyway with the embedded wallet). Default false. */
  forceNetworkSwitchConfirmation?: boolean;
  featuredWalletIds?: string[];
  includeWalletIds?: string[];
  excludeWalletIds?: string[];
  customWallets?: CustomWallet[];
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  /** Don't append `<airlock-modal>` to the body: place one yourself (without one, `open()` rejects). */
  disableAppend?: boolean;
  /** The modal shows inline, in the `<airlock-modal>` you placed in your page, instead of over the page. */
  enableEmbedded?: boolean;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  apiUrl?: string;
  blockchainApiUrl?: string;
  secureSiteUrl?: string;
  analyticsUrl?: string;
  /**
   * `'after-consent'`: no analytics event and no error report leaves the page until you call
   * `setAnalyticsConsent(true)`, and none after `setAnalyticsConsent(false)`. Default: as the project's config says.
   */
  analytics?: 'after-consent';
  rpcUrl?: string;
  relayUrl?: string;
  /** When the modal's chunks are fetched before the first open (default `'idle'`). */
  prefetch?: 'idle' | 'hover' | 'none';
};
/** Options for our own tests only, never documented to hosts. */
type TestOptions = { _testTimeouts?: { iframeLoad?: number; iframeRequest?: number; http?: number } };
export type AppKitOptionsSchemaIsPublic = Expect<SameType<z.input<typeof appKitOptionsSchema>, AppKitOptions & TestOptions>>;
export type ResolvedOptions = Omit<z.output<typeof appKitOptionsSchema>, 'networks' | 'defaultNetwork'> & {
  networks: CaipNetwork[];
  defaultNetwork: CaipNetwork | undefined;
};

/** Validates createAppKit's options; throws an InvalidOptionsError naming every problem in the SPEC's words. */
export function parseOptions(input: unknown): ResolvedOptions {
  const parsed = z.safeParse(appKitOptionsSchema, input, { error: wording });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`);
    throw new InvalidOptionsError('Invalid createAppKit options', { details: problems.join('; ') });
  }
  const options = parsed.data;
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new InvalidOptionsError(SIWE_AND_SIWX_MESSAGE);
  }
  return {
    ...options,
    networks: options.networks.map(toCaipNetwork),
    defaultNetwork: options.defaultNetwork ? toCaipNetwork(options.defaultNetwork) : undefined,
  };
}

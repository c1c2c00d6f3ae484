import * as z from 'zod/mini';
import { networkInputSchema, toCaipNetwork, type CaipNetwork } from './caip.ts';
import { DEFAULT_ENDPOINTS } from './constants.ts';
import { InvalidOptionsError, SIWE_AND_SIWX_MESSAGE } from './errors/options.ts';
import { wording } from './errors/wording.ts';
import { localFeaturesSchema } from './localFeatures.ts';
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
export type CustomWallet = z.infer<typeof customWalletSchema>;

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
  siwx: z.optional(z.unknown() as z.ZodMiniType<SiwxConfig>),
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
  /** Undocumented, for tests: shorter embedded-wallet and API time-outs (ms). */
  _testTimeouts: z.optional(
    z.object({
      iframeLoad: z.optional(z.int().check(z.positive())),
      iframeRequest: z.optional(z.int().check(z.positive())),
      http: z.optional(z.int().check(z.positive())),
    }),
  ),
});

export type AppKitOptions = z.input<typeof appKitOptionsSchema>;
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

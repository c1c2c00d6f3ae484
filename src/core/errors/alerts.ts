/** Alerts are data, shown once each (SPEC section 8). Titles are the SPEC's exact text. */
export type AlertVariant = 'info' | 'error';
export type Alert = { shortMessage: string; longMessage: string; variant: AlertVariant };

const CLOUD = "your project's cloud configuration";

export const ALERTS = {
  projectIdNotConfigured: (): Alert => ({
    shortMessage: 'Project ID Not Configured',
    longMessage: `Project ID Not Configured - set a projectId and update ${CLOUD}`,
    variant: 'error',
  }),
  invalidAppConfiguration: (origin: string): Alert => ({
    shortMessage: 'Invalid App Configuration',
    longMessage: `Origin ${origin} not found on Allowlist - update ${CLOUD}`,
    variant: 'error',
  }),
  rateLimitedAppConfiguration: (): Alert => ({
    shortMessage: 'Rate Limited',
    longMessage: 'Rate limited: too many requests while fetching the app configuration. Try again later.',
    variant: 'error',
  }),
  serverErrorAppConfiguration: (detail: string): Alert => ({
    shortMessage: 'Server Error',
    longMessage: `Failed to get App Configuration ${detail}`,
    variant: 'error',
  }),
  invalidProjectId: (): Alert => ({
    shortMessage: 'Invalid Project ID',
    longMessage: `Invalid Project ID - the project id is not known; check it and update ${CLOUD}`,
    variant: 'error',
  }),
  sessionExpired: (): Alert => ({
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again',
    variant: 'error',
  }),
  networkNotFound: (id: string): Alert => ({
    shortMessage: 'Network Not Found',
    longMessage: `Network ${id} is not among the configured networks. Add it to the networks option.`,
    variant: 'error',
  }),
  multiWalletNotEnabled: (): Alert => ({
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage: `Multi-wallet support is not enabled. Enable it in ${CLOUD}.`,
    variant: 'info',
  }),
} as const;

/** Why e-mail and social login are closed on a page whose origin is off the project's allowlist (SPEC section 6). */
export const originNotAllowedReason = (origin: string) => `Unavailable on ${origin}: this site is not on the project's allowlist.`;

/** Messages for the host's developers (console only, never shown to visitors). */
export const WARNINGS = {
  localFeaturesIgnored: () => `Local feature settings are ignored: the remote configuration has loaded. Change features in ${CLOUD}.`,
} as const;

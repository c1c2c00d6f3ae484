import type { Alert } from '../../core/errors/alerts.ts';

/** Alerts of the embedded wallet (SPEC section 8). */
export const EMBEDDED_ALERTS = {
  iframeLoadFailed: (): Alert => ({
    shortMessage: 'Network Error',
    longMessage: 'Unable to load email login dependency',
    variant: 'error',
  }),
  requestTimedOut: (): Alert => ({
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The secure wallet did not answer in time. Check your connection and try again.',
    variant: 'error',
  }),
  /** A time-out on a page whose origin the project's allowlist does not hold: the secure site serves verified domains only. */
  unverifiedDomain: (): Alert => ({
    shortMessage: 'Unverified Domain',
    longMessage:
      "Embedded wallet load failed. Ensure this site's domain is verified: add it to the allowlist in your project's cloud configuration.",
    variant: 'error',
  }),
} as const;

/** SPEC section 8 texts used by the embedded wallet. */
export const EMBEDDED_MESSAGES = {
  popupClosed: 'Popup closed',
  socialInit: 'Failed to initiate social connection',
  failedToConnect: 'Failed to connect',
  farcaster: 'Failed to connect to farcaster',
  modalClosed: 'Modal closed',
  userRejected: 'User rejected',
  notConnected: 'Not connected to email or social',
  noAuthConnector: 'No auth connector found',
  /** Not SPEC texts: the smart-sessions gate of wallet_grantPermissions (ERC-7715). */
  smartSessionsOff: 'Smart sessions are not enabled: set features.smartSessions to grant permissions',
  smartAccountOnly: 'Smart sessions need the embedded smart account',
  invalidGrant: 'Invalid permissions request',
} as const;

import type { Alert } from '../../core/errors/alerts.ts';

/** Alerts of the embedded wallet (SPEC section 8). */
export const EMBEDDED_ALERTS = {
  iframeLoadFailed: (): Alert => ({
    shortMessage: 'Network Error',
    longMessage: 'Unable to load email login dependency',
    variant: 'error',
  }),
  sessionExpired: (): Alert => ({
    shortMessage: 'Session Expired',
    longMessage: 'The embedded wallet sent a session that is not valid. Please connect again.',
    variant: 'error',
  }),
  requestTimedOut: (): Alert => ({
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The secure wallet did not answer in time. Check your connection and try again.',
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
} as const;

/** An EIP-1193 error: `code` per SPEC section 8. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

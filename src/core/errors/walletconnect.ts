import type { Alert } from './alerts.ts';
import { BaseError, type BaseErrorParameters } from './base.ts';

/**
 * The relay did not answer within the time limit, or refused the connection; `alert` when the refusal is one the
 * SPEC maps to an alert (an unknown project id, an origin not allowed, an expired session).
 */
export class WalletConnectRelayError extends BaseError {
  override name = 'WalletConnectRelayError';
  readonly alert: Alert | undefined;
  constructor({ alert, ...parameters }: BaseErrorParameters & { alert?: Alert } = {}) {
    super("Couldn't reach the WalletConnect relay", parameters);
    this.alert = alert;
  }
}

/** The browser says it is offline (or the SDK refused for that reason): nothing can reach the relay. */
export class WalletConnectOfflineError extends BaseError {
  override name = 'WalletConnectOfflineError';
  constructor(parameters: BaseErrorParameters = {}) {
    super('You are offline', parameters);
  }
}

/** Whether the browser says it is offline (`navigator.onLine === false`); unknown counts as online. */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

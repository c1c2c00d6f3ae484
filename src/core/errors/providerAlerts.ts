import { ALERTS, type Alert } from './alerts.ts';

/**
 * What the WalletConnect relay says when it refuses a provider at start-up, and the alert each means (SPEC
 * section 8: provider init errors map to alert errors, each shown only once).
 */
const PROVIDER_INIT_ERRORS: ReadonlyArray<{ message: string; alert: (origin: string) => Alert }> = [
  { message: 'Unauthorized: origin not allowed', alert: (origin) => ALERTS.invalidAppConfiguration(origin) },
  { message: 'JWT validation error', alert: () => ALERTS.sessionExpired() },
  { message: 'Unauthorized: invalid key', alert: () => ALERTS.invalidProjectId() },
];

/** The messages of `error` and of its causes (providers wrap the relay's words), at most a few levels deep. */
function messagesOf(error: unknown, depth = 0): string[] {
  if (depth > 3 || typeof error !== 'object' || error === null) return typeof error === 'string' ? [error] : [];
  const { message, cause } = error as { message?: unknown; cause?: unknown };
  return [...(typeof message === 'string' ? [message] : []), ...messagesOf(cause, depth + 1)];
}

/** The alert a provider's start-up failure means, if it is one of the known refusals; `origin` is the page's. */
export function providerInitAlert(error: unknown, origin: string): Alert | undefined {
  const messages = messagesOf(error);
  return PROVIDER_INIT_ERRORS.find((known) => messages.some((m) => m.includes(known.message)))?.alert(origin);
}

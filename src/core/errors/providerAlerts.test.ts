import { describe, expect, it } from 'vitest';
import { providerInitAlert } from './providerAlerts.ts';

const ORIGIN = 'http://localhost:3000';

describe('provider init errors become alerts (SPEC section 8)', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'Invalid App Configuration', `Origin ${ORIGIN} not found on Allowlist`],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired', 'Invalid session found'],
    ['Unauthorized: invalid key', 'Invalid Project ID', 'Invalid Project ID - the project id is not known'],
  ])('"%s" is the %s alert', (message, shortMessage, longMessage) => {
    const alert = providerInitAlert(new Error(message), ORIGIN);
    expect(alert).toMatchObject({ shortMessage, variant: 'error' });
    expect(alert?.longMessage).toContain(longMessage);
  });

  it('finds the relay words inside a wrapper', () => {
    const wrapped = new Error("Couldn't reach the WalletConnect relay", { cause: new Error('Unauthorized: invalid key') });
    expect(providerInitAlert(wrapped, ORIGIN)?.shortMessage).toBe('Invalid Project ID');
  });

  it('is no alert for any other failure', () => {
    expect(providerInitAlert(new Error('socket hang up'), ORIGIN)).toBeUndefined();
    expect(providerInitAlert(undefined, ORIGIN)).toBeUndefined();
    expect(providerInitAlert({ code: 4001 }, ORIGIN)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from './errors/options.ts';
import { parseOptions } from './options.ts';

const anvil = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

describe('createAppKit options', () => {
  it('applies the SPEC defaults', () => {
    const options = parseOptions({ projectId: 'p', networks: [anvil] });
    expect(options.debug).toBe(true);
    expect(options.enableReconnect).toBe(true);
    expect(options.enableNetworkSwitch).toBe(true);
    expect(options.enableWalletConnect).toBe(true);
    expect(options.networks[0]?.caipNetworkId).toBe('eip155:31337');
  });

  it('refuses both siweConfig and siwx with the SPEC message', () => {
    expect(() => parseOptions({ projectId: 'p', networks: [anvil], siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    );
  });

  it('accepts a missing project id (an alert reports it, not an exception)', () => {
    expect(parseOptions({ networks: [anvil] }).projectId).toBeUndefined();
  });

  it('names each problem of malformed options', () => {
    try {
      parseOptions({ projectId: 'p', networks: [], themeMode: 'blue', apiUrl: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOptionsError);
      const message = (error as Error).message;
      expect(message).toContain('networks');
      expect(message).toContain('themeMode');
      expect(message).toContain('apiUrl');
    }
  });

  it('rejects a feature flag of the wrong type', () => {
    expect(() => parseOptions({ projectId: 'p', networks: [anvil], features: { email: 'yes' } })).toThrow(InvalidOptionsError);
  });

  it("words each problem as the SPEC does ('Required', 'Expected X, received Y', 'Invalid url', 'Invalid input')", () => {
    const details = (input: unknown) => {
      try {
        parseOptions(input);
      } catch (error) {
        return (error as InvalidOptionsError).details;
      }
      throw new Error('accepted');
    };
    expect(details({})).toBe('networks: Required');
    expect(details({ networks: [{ id: 1 }] })).toBe(
      'networks.0.name: Required; networks.0.nativeCurrency: Required; networks.0.rpcUrls: Required',
    );
    expect(details({ networks: 'anvil', projectId: 7, debug: null, relayUrl: [], locale: Number.NaN })).toBe(
      'projectId: Expected string, received number; networks: Expected array, received string; locale: Expected string, received nan; ' +
        'debug: Expected boolean, received null; relayUrl: Expected string, received array',
    );
    expect(details({ networks: [anvil], apiUrl: 'not a url', features: { email: 'yes' } })).toBe(
      'features.email: Expected boolean, received string; apiUrl: Invalid url',
    );
    expect(details({ networks: [anvil], themeMode: 'blue' })).toBe('themeMode: Invalid input');
  });
});

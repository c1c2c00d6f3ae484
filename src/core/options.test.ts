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
});

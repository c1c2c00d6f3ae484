import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS, localOrigins, localUrls, portsFromEnv } from './ports.ts';

describe('local ports', () => {
  it('are the defaults without variables, and empty variables count as unset', () => {
    expect(portsFromEnv({})).toEqual(DEFAULT_PORTS);
    expect(portsFromEnv({ AIRLOCK_SHELL_PORT: '', ANVIL_PORTS: ' ' })).toEqual(DEFAULT_PORTS);
  });

  it('come from the environment, and every URL follows', () => {
    const ports = portsFromEnv({
      AIRLOCK_SHELL_PORT: '5000',
      AIRLOCK_REMOTE_PORT: '5001',
      DEVCLOUD_PORT: '5400',
      SECURE_SITE_PORT: '5401',
      ANVIL_PORTS: '9545, 9546',
      BUNDLER_PORT: '5337',
    });
    expect(ports).toMatchObject({ shell: 5000, remote: 5001, devcloud: 5400, secureSite: 5401, anvil: [9545, 9546], bundler: 5337 });
    expect(localUrls(ports)).toMatchObject({
      shell: 'http://localhost:5000',
      remote: 'http://localhost:5001',
      devcloud: 'http://127.0.0.1:5400',
      relay: 'ws://127.0.0.1:5400/relay',
      secureSite: 'http://127.0.0.1:5401',
      anvil: ['http://127.0.0.1:9545', 'http://127.0.0.1:9546'],
      bundler: 'http://127.0.0.1:5337',
    });
    expect(localOrigins(ports)).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ]);
  });

  it('refuse what is not a port, one anvil port, and one port for two servers, naming the variable', () => {
    expect(() => portsFromEnv({ DEVCLOUD_PORT: 'four thousand' })).toThrow(/DEVCLOUD_PORT/);
    expect(() => portsFromEnv({ AIRLOCK_SHELL_PORT: '70000' })).toThrow(/AIRLOCK_SHELL_PORT/);
    expect(() => portsFromEnv({ ANVIL_PORTS: '8545' })).toThrow(/ANVIL_PORTS must be two ports/);
    expect(() => portsFromEnv({ ANVIL_PORTS: '8545,x' })).toThrow(/ANVIL_PORTS/);
    expect(() => portsFromEnv({ AIRLOCK_REMOTE_PORT: '3000' })).toThrow(/port 3000 is set for two servers/);
  });
});

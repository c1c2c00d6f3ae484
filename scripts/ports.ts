/**
 * The local ports of `npm start`, `npm run preview` and `npm run devcloud`, from the environment (README,
 * "Ports"). The e2e suite and `npm test` run on the defaults.
 */
export type LocalPorts = {
  shell: number;
  remote: number;
  devcloud: number;
  secureSite: number;
  /** Chains 31337 and 31338. */
  anvil: [number, number];
  /** The ERC-4337 bundler (Alto) of chain 31337, the smart-account network. */
  bundler: number;
  /** The e2e suite's plain host page (not configurable). */
  plainHost: number;
};

export const DEFAULT_PORTS: LocalPorts = {
  shell: 3000,
  remote: 3001,
  devcloud: 4000,
  secureSite: 4001,
  anvil: [8545, 8546],
  bundler: 4337,
  plainHost: 3100,
};

/** The variables that set them; `npm test` clears these so the suite runs on the defaults. */
export const PORT_VARIABLES = [
  'AIRLOCK_SHELL_PORT',
  'AIRLOCK_REMOTE_PORT',
  'DEVCLOUD_PORT',
  'SECURE_SITE_PORT',
  'ANVIL_PORTS',
  'BUNDLER_PORT',
] as const;

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  return value;
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const anvil = env.ANVIL_PORTS?.trim() ? env.ANVIL_PORTS.split(',') : [];
  if (anvil.length !== 0 && anvil.length !== 2) throw new Error(`ANVIL_PORTS must be two ports, e.g. 8545,8546, got "${env.ANVIL_PORTS}"`);
  const ports: LocalPorts = {
    shell: port(env, 'AIRLOCK_SHELL_PORT', DEFAULT_PORTS.shell),
    remote: port(env, 'AIRLOCK_REMOTE_PORT', DEFAULT_PORTS.remote),
    devcloud: port(env, 'DEVCLOUD_PORT', DEFAULT_PORTS.devcloud),
    secureSite: port(env, 'SECURE_SITE_PORT', DEFAULT_PORTS.secureSite),
    anvil: [
      port({ ANVIL_PORTS: anvil[0] }, 'ANVIL_PORTS', DEFAULT_PORTS.anvil[0]),
      port({ ANVIL_PORTS: anvil[1] }, 'ANVIL_PORTS', DEFAULT_PORTS.anvil[1]),
    ],
    bundler: port(env, 'BUNDLER_PORT', DEFAULT_PORTS.bundler),
    plainHost: DEFAULT_PORTS.plainHost,
  };
  const all = [ports.shell, ports.remote, ports.devcloud, ports.secureSite, ...ports.anvil, ports.bundler, ports.plainHost];
  const twice = all.find((p, i) => all.indexOf(p) !== i);
  if (twice !== undefined) throw new Error(`port ${twice} is set for two servers (${PORT_VARIABLES.join(', ')})`);
  return ports;
}

/** Where each server answers. The shell and the remote are on `localhost`, the cloud on `127.0.0.1`, as hosts see them. */
export function localUrls(ports: LocalPorts) {
  return {
    shell: `http://localhost:${ports.shell}`,
    remote: `http://localhost:${ports.remote}`,
    plainHost: `http://localhost:${ports.plainHost}`,
    devcloud: `http://127.0.0.1:${ports.devcloud}`,
    relay: `ws://127.0.0.1:${ports.devcloud}/relay`,
    secureSite: `http://127.0.0.1:${ports.secureSite}`,
    anvil: ports.anvil.map((p) => `http://127.0.0.1:${p}`) as [string, string],
    bundler: `http://127.0.0.1:${ports.bundler}`,
  };
}

/** The origins devcloud's projects allow by default: the shell and the e2e host, on both spellings of loopback. */
export function localOrigins(ports: LocalPorts): string[] {
  return [ports.shell, ports.plainHost].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

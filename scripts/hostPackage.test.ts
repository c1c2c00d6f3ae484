import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { packHostPackage } from './hostPackage.ts';
import { strictHostErrors } from './strictHost.ts';

/**
 * What a host team installs: the packed @airlock/host, unpacked into a host's node_modules, compiles with
 * `tsc --strict` on its own declarations (no paths, no @mf-types): the hook, the loader, and Airlock's modules.
 */
it('the packed @airlock/host types a host that installs it, with no other setup', () => {
  // Inside the repository, so React's and the federation runtime's types resolve as a host's would.
  mkdirSync('node_modules/.cache', { recursive: true });
  const host = mkdtempSync(resolve('node_modules/.cache/host-package-'));
  afterAll(() => rmSync(host, { recursive: true, force: true }));
  packHostPackage([host], join(host, 'pack'));
  mkdirSync(join(host, 'src'));
  writeFileSync(
    join(host, 'src/App.tsx'),
    `import { loadAirlockModule, type AirlockKit } from '@airlock/host';
import { useAirlock } from '@airlock/host/react';
import type { airlockConnector } from 'airlock/wagmi';

export function App() {
  const wallet = useAirlock('https://airlock.example/lean/mf-manifest.json', async ({ appkit }) => {
    const catalogue = await loadAirlockModule('networks');
    return appkit.createAppKit({ projectId: 'p', networks: catalogue ? [catalogue.base] : [] });
  });
  const kit: AirlockKit | undefined = wallet.status === 'ready' ? wallet.kit : undefined;
  const connector: typeof airlockConnector | undefined = undefined;
  return wallet.status === 'ready' ? <wallet.airlock.react.ConnectButton kit={kit} /> : <p>{String(connector)}</p>;
}

// A wrong option is an error.
export const wrong = (appkit: typeof import('airlock/appkit')) => appkit.createAppKit({ projectId: 123, networks: [] });
`,
  );
  expect(strictHostErrors(host, [join(host, 'src/App.tsx')])).toEqual([
    expect.stringMatching(/^src\/App\.tsx:\d+: Type 'number' is not assignable to type 'string'/),
  ]);
}, 120_000);

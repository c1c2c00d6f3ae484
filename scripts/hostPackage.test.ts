import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, expect, it } from 'vitest';
import { packHostPackage } from './hostPackage.ts';

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
  const program = ts.createProgram([join(host, 'src/App.tsx')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: false,
    types: [],
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? `${d.file.fileName.slice(host.length + 1)}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(errors).toEqual([expect.stringMatching(/^src\/App\.tsx: Type 'number' is not assignable to type 'string'/)]);
}, 120_000);

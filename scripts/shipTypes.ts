import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_TYPES, PUBLIC_TYPES_DIR } from './publicTypes.ts';
import { zipStored } from './zip.ts';

/** The declarations hosts compile against, as a build generated them from the code (scripts/publicTypes.ts). */
const source = (typesDir: string, name: string) => readFileSync(join(typesDir, `${name}.d.ts`));

/** What the MF plugin's `dts` option (`consumeTypes`) writes as `<alias>/apis.d.ts`: typed `loadRemote` ids. */
const API = `export type RemoteKeys = ${PUBLIC_TYPES.map((n) => `'REMOTE_ALIAS_IDENTIFIER/${n}'`).join(' | ')};
type PackageType<T> = ${PUBLIC_TYPES.map((n) => `T extends 'REMOTE_ALIAS_IDENTIFIER/${n}' ? typeof import('REMOTE_ALIAS_IDENTIFIER/${n}') : `).join('')}any;
`;

/**
 * Ships the public declarations next to a built manifest, the way the Module Federation `dts` tooling expects
 * them: `@mf-types.zip` (unpacked by a host's `dts` option into `@mf-types/<alias>/`), `@mf-types.d.ts` (the
 * typed ids), the same files unpacked under `@mf-types/` for a plain download, and the manifest pointing at them.
 */
export function shipTypes(dir: string, typesDir = PUBLIC_TYPES_DIR) {
  mkdirSync(join(dir, '@mf-types'), { recursive: true });
  for (const name of PUBLIC_TYPES) writeFileSync(join(dir, '@mf-types', `${name}.d.ts`), source(typesDir, name));
  writeFileSync(
    join(dir, '@mf-types.zip'),
    zipStored(PUBLIC_TYPES.map((name) => ({ name: `${name}.d.ts`, data: source(typesDir, name) }))),
  );
  writeFileSync(join(dir, '@mf-types.d.ts'), API);
  for (const file of ['mf-manifest.json', 'mf-manifest-stats.json']) {
    const path = join(dir, file);
    const manifest = JSON.parse(readFileSync(path, 'utf8'));
    manifest.metaData.types = { path: '', name: '', zip: '@mf-types.zip', api: '@mf-types.d.ts' };
    writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

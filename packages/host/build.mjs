// `npm pack`'s build (prepack): Airlock's module declarations into types/, the sources compiled into dist/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const here = (path) => new URL(path, import.meta.url).pathname;
/**
 * Airlock's module declarations, as the build generated them from the code (scripts/publicTypes.ts, into dist/types):
 * the same files the remote ships next to its manifest.
 */
const TYPES = here('../../dist/types');
if (!existsSync(TYPES)) throw new Error(`@airlock/host: no generated declarations in ${TYPES}: run \`npm run build\` first`);

rmSync(here('dist'), { recursive: true, force: true });
rmSync(here('types'), { recursive: true, force: true });
mkdirSync(here('types'));
for (const file of readdirSync(TYPES).filter((name) => name.endsWith('.d.ts'))) copyFileSync(`${TYPES}/${file}`, here(`types/${file}`));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', here('tsconfig.build.json')], { stdio: 'inherit' });
// The declarations name `airlock/appkit` and the others: modules.d.ts declares them for the host.
// Declarations name their siblings by the emitted '.js' (tsc keeps the sources' '.ts' there).
for (const file of readdirSync(here('dist')).filter((name) => name.endsWith('.d.ts'))) {
  const text = readFileSync(here(`dist/${file}`), 'utf8').replace(/(from '\.\/[\w-]+)\.ts'/g, "$1.js'");
  const header = file === 'modules.d.ts' ? '/// <reference path="../modules.d.ts" />\n' : '';
  writeFileSync(here(`dist/${file}`), header + text);
}
// The script for a page with no bundler is plain JavaScript already.
copyFileSync(here('src/airlock-host.js'), here('dist/airlock-host.js'));

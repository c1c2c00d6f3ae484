import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type GetModuleInfo, rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/**
 * The public modules (module-federation.config.ts exposes them; `siwx` is typed as `SiwxModule` in `appkit`) and
 * their entry points: the declarations a host compiles against are generated from these, never written by hand.
 */
export const PUBLIC_MODULES = {
  appkit: 'src/remote/index.ts',
  react: 'src/remote/react/index.ts',
  networks: 'src/remote/networks.ts',
  geo: 'src/remote/geo.ts',
  wagmi: 'src/remote/wagmi.ts',
} as const;
export type PublicModule = keyof typeof PUBLIC_MODULES;
export const PUBLIC_TYPES = Object.keys(PUBLIC_MODULES) as PublicModule[];

/** Where `npm run build` leaves them; the remote's `@mf-types` and the host package's `types/` are copies. */
export const PUBLIC_TYPES_DIR = 'dist/types';

/**
 * Bundles each module's declarations into `<dir>/<module>.d.ts` (rollup-plugin-dts). Every declaration the code
 * reaches is inlined, and what several modules share lands in `appkit.d.ts`, which the others import as
 * `./appkit`: the files import nothing but each other and React's types.
 */
export async function generatePublicTypes(dir: string = PUBLIC_TYPES_DIR): Promise<string[]> {
  reached.clear();
  const bundle = await rollup({
    input: PUBLIC_MODULES,
    // React's own types: a React host has them (react.d.ts names ReactElement and `typeof import('react')`).
    external: (id) => id === 'react' || id.startsWith('react/'),
    // Whatever two modules share goes into appkit's file, so there is no hashed shared chunk to ship.
    // `@internal` members (the test-only overload of createAppKit) stay out of what hosts see.
    plugins: [dts({ tsconfig: 'tsconfig.json', compilerOptions: { types: [], stripInternal: true } })],
    // A type-only import of a package is no side effect: nothing of zod or jotai may be left behind.
    treeshake: { moduleSideEffects: 'no-external' },
    onwarn: (warning) => {
      throw new Error(`public types: ${warning.message}`);
    },
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: '[name].d.ts',
    // What the other modules share with appkit lives in appkit's file, so no hashed shared file ships.
    manualChunks: (id, { getModuleInfo }) => (reachedFrom(PUBLIC_MODULES.appkit, getModuleInfo).has(id) ? 'appkit' : undefined),
  });
  await bundle.close();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const file of output) {
    if (file.type !== 'chunk') continue;
    // Siblings by their module name, as a host's `@mf-types/<alias>/` holds them.
    writeFileSync(join(dir, file.fileName), file.code.replace(/from '\.\/(\w+)\.js'/g, "from './$1'"));
    written.push(file.fileName);
  }
  return written;
}

const reached = new Map<string, Set<string>>();
/** The modules an entry's declarations reach. */
function reachedFrom(entry: string, getModuleInfo: GetModuleInfo): Set<string> {
  const root = resolve(entry);
  let seen = reached.get(root);
  if (seen) return seen;
  seen = new Set();
  reached.set(root, seen);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const files = await generatePublicTypes(process.argv[2]);
  console.log(`public types: ${files.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

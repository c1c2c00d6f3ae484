import { readFileSync } from 'node:fs';
import type { Rspack } from '@rsbuild/core';

/** The file the build writes next to the manifest: each named chunk group's script files. */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';
/** The file the build writes next to the manifest: each named chunk's own script file. */
export const CHUNK_NAMES_FILE = 'chunk-names.json';

/**
 * Writes `chunk-groups.json`: for every named chunk group (an exposed module, a `webpackChunkName` import), the
 * script files it loads, split chunks included (their names are short ids that change with their content). Tests
 * read it to know exactly which files a path may fetch; hosts never fetch it.
 * Writes `chunk-names.json` too: each named chunk's own file. Chunk files are named by their content hash only
 * (rsbuild.config.ts says why), so this is how tests and `npm run size` know which file is `airlock-modal`.
 */
export class ChunkGroupsPlugin {
  apply(compiler: Rspack.Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          groups[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
        }
        compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(`${JSON.stringify(groups, null, 1)}\n`));
        const names: Record<string, string> = {};
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((f) => f.endsWith('.js'));
          if (chunk.name && file) names[chunk.name] = file;
        }
        const sorted = Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)));
        compilation.emitAsset(CHUNK_NAMES_FILE, new sources.RawSource(`${JSON.stringify(sorted, null, 1)}\n`));
      });
    });
  }
}

/** A built remote's `chunk-names.json` (`dir`: dist/remote or dist/remote/lean): chunk name → its file. */
export function readChunkNames(dir: string): Record<string, string> {
  return JSON.parse(readFileSync(`${dir}/${CHUNK_NAMES_FILE}`, 'utf8')) as Record<string, string>;
}

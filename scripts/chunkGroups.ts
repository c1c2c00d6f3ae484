import type { Rspack } from '@rsbuild/core';

/** The file the build writes next to the manifest: each named chunk group's script files. */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/**
 * Writes `chunk-groups.json`: for every named chunk group (an exposed module, a `webpackChunkName` import), the
 * script files it loads, split chunks included (their names are short ids that change with their content). Tests
 * read it to know exactly which files a path may fetch; hosts never fetch it.
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
      });
    });
  }
}

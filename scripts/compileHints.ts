import type { Rspack } from '@rsbuild/core';

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks a visitor waits on (start-up and first open) with V8's compile hint. Without it,
 * each function is compiled on the main thread the first time it runs; with it, the compile happens
 * while the script streams in. Only these chunks: hinting everything would compile code never run
 * (WalletConnect's provider alone is 430 kB).
 */
export class CompileHintsPlugin {
  constructor(private readonly chunkGroups: readonly string[]) {}

  apply(compiler: Rspack.Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which would strip the comment), before the content hashes are computed.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const files = new Set<string>();
        for (const name of this.chunkGroups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`CompileHintsPlugin: no chunk group named ${name}`);
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
      });
    });
  }
}

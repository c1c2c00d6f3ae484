import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import mfConfig from '../module-federation.config.ts';
import { hostCsp, README_ORIGINS } from './csp.ts';
import { PUBLIC_TYPES } from './shipTypes.ts';

/**
 * The README's host guide is what host teams copy: its policy is the one e2e serves, its files are the ones the
 * shell and the plain host run, and its host snippets compile with `tsc --strict` against the shipped types.
 */
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## For host teams'), readme.indexOf('### The instance API'));
const blocks = [...section.matchAll(/(?:<!-- file: (\S+) -->\n\n)?```(\w*)\n([\s\S]*?)```/g)].map((m) => ({
  mirrors: m[1],
  lang: m[2] ?? '',
  code: m[3]!,
}));

describe('README host guide', () => {
  it("prints exactly the policy the e2e hosts are served with (scripts/csp.ts for the provider's endpoints)", () => {
    expect(section).toContain(`Content-Security-Policy: ${hostCsp(README_ORIGINS)}\n`);
  });

  it('lists every exposed module', () => {
    for (const expose of Object.keys(mfConfig.exposes as Record<string, string>)) {
      expect(section).toContain(`| \`airlock/${expose.slice(2)}\``);
    }
  });

  it('shows the files the shell and the plain host run, unchanged', () => {
    const mirrored = blocks.filter((b) => b.mirrors);
    expect(mirrored.map((b) => b.mirrors)).toEqual([
      'src/shell/federation/loadAirlock.ts',
      'src/shell/federation/airlockPlugin.ts',
      'e2e/fixtures/plain-host/host.js',
    ]);
    for (const block of mirrored) expect(block.code, block.mirrors).toBe(readFileSync(block.mirrors!, 'utf8'));
  });

  describe('its host snippets compile with tsc --strict against the shipped declarations', () => {
    // Inside the repository, so the host's packages (React, the federation runtime, rsbuild) resolve.
    mkdirSync('node_modules/.cache', { recursive: true });
    const host = mkdtempSync(resolve('node_modules/.cache/readme-host-'));
    afterAll(() => rmSync(host, { recursive: true, force: true }));
    const write = (path: string, code: string) => {
      mkdirSync(dirname(join(host, path)), { recursive: true });
      writeFileSync(join(host, path), code);
    };
    // What a host's `dts` option (or the plain download) puts in @mf-types/<alias>/.
    for (const name of PUBLIC_TYPES) write(`@mf-types/airlock/${name}.d.ts`, readFileSync(`src/remote/types/${name}.d.ts`, 'utf8'));
    const files = blocks
      .filter((b) => /^tsx?$/.test(b.lang) && /^\/\/ \S+\.tsx?\n/.test(b.code))
      .map((b) => ({ path: /^\/\/ (\S+)/.exec(b.code)![1]!, code: b.code }));
    for (const file of files) write(file.path, file.code);
    for (const block of blocks.filter((b) => b.mirrors?.endsWith('.ts')))
      write(`src/airlock/${block.mirrors!.split('/').pop()}`, block.code);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
      baseUrl: host,
      paths: { '*': ['./@mf-types/*'] },
    };
    const diagnostics = (roots: string[], extra: ts.CompilerOptions = {}) =>
      ts
        .getPreEmitDiagnostics(ts.createProgram(roots, { ...options, ...extra }))
        .map(
          (d) => `${d.file ? `${d.file.fileName.slice(host.length + 1)}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );

    it('the minimal host (config, entry, App, loader and plugin)', () => {
      expect(files.map((f) => f.path)).toEqual(['rsbuild.config.ts', 'src/index.ts', 'src/bootstrap.tsx', 'src/App.tsx']);
      const roots = [
        ...files.map((f) => join(host, f.path)),
        join(host, 'src/airlock/loadAirlock.ts'),
        join(host, 'src/airlock/airlockPlugin.ts'),
      ];
      expect(diagnostics(roots)).toEqual([]);
    }, 60_000);

    it('the shipped declarations themselves, and a wrong option is an error', () => {
      write('src/wrong.ts', "import { createAppKit } from 'airlock/appkit';\n\ncreateAppKit({ projectId: 123, networks: [] });\n");
      const errors = diagnostics([join(host, 'src/wrong.ts'), ...PUBLIC_TYPES.map((n) => join(host, `@mf-types/airlock/${n}.d.ts`))], {
        skipLibCheck: false,
      });
      expect(errors).toEqual([expect.stringMatching(/^src\/wrong\.ts: Type 'number' is not assignable to type 'string'/)]);
    }, 60_000);
  });

  it('ships declarations that import nothing of ours but each other, and nothing internal', () => {
    for (const name of PUBLIC_TYPES) {
      const text = readFileSync(`src/remote/types/${name}.d.ts`, 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.every((i) => i === 'react' || i === './appkit'),
        `${name}: ${imports}`,
      ).toBe(true);
      expect(text).not.toMatch(/_testTimeouts|zod|jotai|mipd/);
    }
  });
});

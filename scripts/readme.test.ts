import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import mfConfig from '../module-federation.config.ts';
import { hostCsp, README_ORIGINS } from './csp.ts';
import { PUBLIC_TYPES, PUBLIC_TYPES_DIR } from './publicTypes.ts';
import { strictHostErrors } from './strictHost.ts';

/**
 * The README's host guide is what host teams copy: its policy is the one e2e serves, it copies no Airlock code into
 * a host (the host package brings it), and its host snippets compile with `tsc --strict` against the shipped types.
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

  it('copies no Airlock code into a host: the host takes the plugin and the loader from @airlock/host', () => {
    expect(blocks.filter((b) => b.mirrors)).toEqual([]);
    const code = blocks.map((b) => b.code).join('\n');
    expect(code).toContain("runtimePlugins: ['@airlock/host/plugin']");
    // webpack's plugin takes runtime plugins by path (the e2e webpack host does the same).
    expect(code).toContain("runtimePlugins: [require.resolve('@airlock/host/plugin')]");
    expect(readFileSync('e2e/fixtures/bundler-hosts/webpack.config.ts', 'utf8')).toContain(
      "runtimePlugins: [require.resolve('@airlock/host/plugin')]",
    );
    expect(code).toContain("from '@airlock/host/react'");
    expect(code).not.toMatch(/ModuleFederationRuntimePlugin|registerRemotes|REMOTE_UNAVAILABLE/);
    // The page with no bundler loads the package's script, as the e2e plain host does.
    expect(code).toContain('src="/node_modules/@airlock/host/dist/airlock-host.js"');
    expect(readFileSync('e2e/fixtures/plain-host/index.html', 'utf8')).toContain('src="./node_modules/@airlock/host/dist/airlock-host.js"');
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
    // What a host's `dts` option (or the plain download) puts in @mf-types/<alias>/: the build's generated files.
    for (const name of PUBLIC_TYPES) write(`@mf-types/airlock/${name}.d.ts`, readFileSync(join(PUBLIC_TYPES_DIR, `${name}.d.ts`), 'utf8'));
    const files = blocks
      .filter((b) => /^tsx?$/.test(b.lang) && /^\/\/ \S+\.tsx?\n/.test(b.code))
      .map((b) => ({ path: /^\/\/ (\S+)/.exec(b.code)![1]!, code: b.code }));
    for (const file of files) write(file.path, file.code);
    const options: ts.CompilerOptions = {
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      // The bundlers' configs run in Node.
      types: ['node'],
      baseUrl: host,
      // The host package from its sources (the e2e hosts build against its packed tarball).
      paths: {
        '@airlock/host': [resolve('packages/host/src/index.ts')],
        '@airlock/host/react': [resolve('packages/host/src/react.ts')],
        '@airlock/host/plugin': [resolve('packages/host/src/plugin.ts')],
        '*': ['./@mf-types/*'],
      },
    };
    const diagnostics = (roots: string[], extra: ts.CompilerOptions = {}) => strictHostErrors(host, roots, { ...options, ...extra });

    it('the minimal host (rsbuild, webpack and Vite configs, entry and App, on @airlock/host)', () => {
      expect(files.map((f) => f.path)).toEqual([
        'rsbuild.config.ts',
        'webpack.config.ts',
        'vite.config.ts',
        'src/index.ts',
        'src/bootstrap.tsx',
        'src/App.tsx',
      ]);
      expect(diagnostics(files.map((f) => join(host, f.path)))).toEqual([]);
    }, 60_000);

    it('the shipped declarations themselves, and a wrong option is an error', () => {
      write('src/wrong.ts', "import { createAppKit } from 'airlock/appkit';\n\ncreateAppKit({ projectId: 123, networks: [] });\n");
      const errors = diagnostics([join(host, 'src/wrong.ts'), ...PUBLIC_TYPES.map((n) => join(host, `@mf-types/airlock/${n}.d.ts`))], {
        skipLibCheck: false,
      });
      expect(errors).toEqual([expect.stringMatching(/^src\/wrong\.ts:\d+: Type 'number' is not assignable to type 'string'/)]);
    }, 60_000);
  });
});

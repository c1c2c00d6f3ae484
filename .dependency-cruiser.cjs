/**
 * The import rules of the house (docs/architecture.md), checked by `npm test`:
 *   remote → features → ui, atoms, chains → core; the shell reaches the remote only through federation.
 * A feature imports another feature only through its index.ts. No cycles, type-only imports included.
 */
const floor = (name, allowed, comment) => ({
  name: `${name}-imports-down`,
  comment,
  severity: 'error',
  from: { path: `^src/${name}/` },
  to: { path: '^src/', pathNot: allowed.map((a) => `^src/${a}/`) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle means two files cannot be read (or loaded) one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    floor('core', ['core'], 'core is framework-free and imports nothing of ours but itself.'),
    floor('chains', ['chains', 'core'], 'adapters and connectors stand on core only.'),
    floor('atoms', ['atoms', 'core'], 'state stands on core only.'),
    floor('ui', ['ui', 'core'], 'the design system knows nothing of wallets or state.'),
    floor('features', ['features', 'ui', 'atoms', 'chains', 'core'], 'features never import the remote.'),
    floor('remote', ['remote', 'features', 'ui', 'atoms', 'chains', 'core'], 'the remote never imports the dev shell.'),
    {
      ...floor(
        'shell',
        ['shell'],
        'the shell is a host like any other: it loads Airlock through federation only (types of the public modules aside).',
      ),
      to: { path: '^src/', pathNot: ['^src/shell/'], dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'shell-types-public-only',
      comment:
        'The shell may name the types of the two public modules, as a host does with loadRemote<typeof import(...)>: their entry points, which the shipped declarations are generated from.',
      severity: 'error',
      from: { path: '^src/shell/' },
      to: {
        path: '^src/',
        pathNot: ['^src/shell/', '^src/remote/(index|react/index)\\.ts$'],
        dependencyTypes: ['type-only', 'type-import'],
      },
    },
    {
      name: 'remote-features-through-registry',
      comment: 'The remote reaches features only through its registry (src/remote/registry), which maps views and actions to their chunks.',
      severity: 'error',
      from: { path: '^src/remote/', pathNot: '^src/remote/registry/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'feature-internals',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};

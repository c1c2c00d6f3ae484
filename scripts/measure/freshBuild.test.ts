import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedAfter } from './freshBuild.ts';

describe('changedAfter: is dist/ older than its sources?', () => {
  const root = mkdtempSync(join(tmpdir(), 'fresh-build-'));
  const file = (path: string, at: number) => {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, at / 1000, at / 1000);
    return full;
  };
  const built = Date.now() - 60_000;

  it('finds a source changed after the build, and nothing when all are older', () => {
    file('src/a.ts', built - 1000);
    expect(changedAfter(join(root, 'src'), built)).toBeUndefined();
    const changed = file('src/deep/b.tsx', built + 1000);
    expect(changedAfter(join(root, 'src'), built)).toBe(changed);
  });

  it('ignores tests, installed packages and build output', () => {
    file('pkg/x.test.ts', built + 1000);
    file('pkg/node_modules/dep/index.js', built + 1000);
    file('pkg/dist/out.js', built + 1000);
    file('pkg/types/out.d.ts', built + 1000);
    file('pkg/index.ts', built - 1000);
    expect(changedAfter(join(root, 'pkg'), built)).toBeUndefined();
    expect(changedAfter(join(root, 'missing'), built)).toBeUndefined();
  });
});

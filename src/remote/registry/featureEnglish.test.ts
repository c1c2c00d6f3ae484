import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enFeatures } from '../../core/i18n/enFeatures.ts';

/**
 * What runs without a lazy view having been reached: the instance, the React surface, the modal's chunk (its own
 * views), the action chunks. Their English must be in en.ts; only views that views.tsx loads with the feature
 * views' English (`viewChunk`) may use enFeatures' keys.
 */
const ROOTS = [
  'src/remote/index.ts',
  'src/remote/react/index.ts',
  'src/remote/modal/start.ts',
  'src/remote/registry/modalActions.ts',
  'src/remote/registry/services.ts',
  'src/remote/registry/walletActions.ts',
  'src/remote/registry/embeddedActions.ts',
  'src/remote/registry/walletsActions.ts',
  'src/remote/remoteConfig.ts',
];

/** The files reached from `roots` by static imports (dynamic `import()` is where lazy chunks begin). */
function staticallyReached(roots: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
      if (typeOnly) continue;
      const target = join(dirname(file), specifier!);
      if (existsSync(target)) queue.push(target);
    }
  }
  return reached;
}

describe("the feature views' English", () => {
  it("is not used by anything that runs before a lazy view brought it (the modal's own views, actions, hooks)", () => {
    const reached = [...staticallyReached(ROOTS)].filter((file) => !file.includes('/i18n/') && !/\.test\.tsx?$/.test(file));
    expect(reached).toContain('src/features/connect/ConnectView.tsx');
    expect(reached).not.toContain('src/features/send/SendView.tsx');
    const misuses = reached.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return Object.keys(enFeatures)
        .filter((key) => source.includes(`'${key}'`))
        .map((key) => `${file}: ${key}`);
    });
    expect(misuses).toEqual([]);
  });
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'devcloud/**/*.test.ts', 'scripts/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'e2e'],
    // Files run side by side; devcloud's integration tests each start their chains and servers on ports of their own.
    fileParallelism: true,
    // At least two files at once: vitest's default (one fewer than the cores) runs one at a time on CI's 2 cores,
    // where many files mostly wait (on a browser, a chain, a server, a timer) and would leave a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

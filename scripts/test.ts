import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.ts';
import { PORT_VARIABLES } from './ports.ts';
import { ensureNginx } from './release/server.ts';

/**
 * `npm test`: typechecks, builds, runs the unit tests (vitest) and the journeys (Playwright), then prints one plain
 * line CI reads: `tests: N passed, M failed`. Exits non-zero when anything failed.
 */
ensureChromium();
// The release journeys serve the release tree through nginx, as a CDN's origin would (docs/deploying.md).
ensureNginx();
rmSync('.e2e', { recursive: true, force: true });
mkdirSync('.e2e', { recursive: true });

// The journeys name the default ports, so the build and the servers use them whatever the environment says.
const DEFAULT_PORTS_ENV = Object.fromEntries(PORT_VARIABLES.map((name) => [name, '']));
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...DEFAULT_PORTS_ENV, ...env } }).status ?? 1;

// The checks (typecheck, Biome, dependency-cruiser) need nothing the build writes, so they run beside it: on 2
// cores the build's single-threaded steps (the declaration bundling, the packing) leave a core free for them. Each
// side's output is held and printed whole when it ends, so the log reads as if they had run one after the other.
type Step = { command: string; args: string[]; env?: Record<string, string> };
const node = (args: string[], env?: Record<string, string>): Step => ({ command: process.execPath, args, ...(env ? { env } : {}) });
async function runQuietly(steps: Step[]): Promise<{ statuses: number[]; output: string }> {
  const statuses: number[] = [];
  let output = '';
  for (const { command, args, env = {} } of steps) {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...DEFAULT_PORTS_ENV, ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const [code] = (await once(child, 'close')) as [number | null];
    statuses.push(code ?? 1);
  }
  return { statuses, output };
}
const [checks, build] = await Promise.all([
  runQuietly([
    node(['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
    // Formatting and lint (Biome), then the import rules (dependency-cruiser): each counts as one failure.
    node(['node_modules/@biomejs/biome/bin/biome', 'ci', '.']),
    node(['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', 'src', '--config', '.dependency-cruiser.cjs']),
  ]),
  runQuietly([node(['--import', 'tsx', 'scripts/build.ts'], { AIRLOCK_BUILD_QUIET: '1' })]),
]);
process.stdout.write(checks.output + build.output);
const [typecheckStatus, lintStatus, depsStatus] = checks.statuses as [number, number, number];
const [buildStatus] = build.statuses as [number];
if (typecheckStatus !== 0) console.log('typecheck: failed');
if (lintStatus !== 0) console.log('lint: failed (npm run format fixes formatting)');
if (depsStatus !== 0) console.log('imports: failed (see the rules in .dependency-cruiser.cjs)');
const unitStatus = run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.e2e/vitest.json',
]);
const e2eStatus =
  buildStatus === 0 ? run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { CI: process.env.CI ?? '1' }) : 1;

type Counts = { passed: number; failed: number };
function vitestCounts(): Counts {
  if (!existsSync('.e2e/vitest.json')) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync('.e2e/vitest.json', 'utf8'));
  // A file that failed without a failed test (it did not load, or a hook threw) counts once; describe blocks
  // are suites too in this report, so numFailedTestSuites would count one failed test several times.
  type FileResult = { status: string; assertionResults?: { status: string }[] };
  const brokenFiles = ((report.testResults ?? []) as FileResult[]).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}
function playwrightCounts(): Counts {
  if (!existsSync('.e2e/playwright.json')) return { passed: 0, failed: 1 };
  const stats = JSON.parse(readFileSync('.e2e/playwright.json', 'utf8')).stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

const unit = vitestCounts();
const e2e = playwrightCounts();
let failed = unit.failed + e2e.failed;
if (buildStatus !== 0) failed += 1;
if (typecheckStatus !== 0) failed += 1;
if (lintStatus !== 0) failed += 1;
if (depsStatus !== 0) failed += 1;
if (failed === 0 && (unitStatus !== 0 || e2eStatus !== 0)) failed = 1;
console.log(`unit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

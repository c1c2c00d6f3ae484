import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevcloud } from '../../devcloud/server.ts';

type Recorder = (metric: string, value: string, budget: string, over: boolean | undefined) => void;

/** Ports of their own, so a devcloud already running on the defaults (the one the bench drives) is left alone. */
const PORT = 4950;
const ANVIL_PORTS: [number, number] = [8745, 8746];

/**
 * devcloud's start-up: both anvil chains, the deployed tokens, market and collectibles, the HTTP app, the secure
 * site. Timed here, not in a unit test: on a loaded 2-core CI machine a time-limit test fails for the machine's load.
 */
export async function benchDevcloudStartup(runs: number, budgetMs: number, record: Recorder): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const stateDir = mkdtempSync(join(tmpdir(), 'devcloud-bench-'));
    const started = performance.now();
    const devcloud = await startDevcloud({
      port: PORT,
      anvilPorts: ANVIL_PORTS,
      stateDir,
      quiet: true,
      securePort: PORT + 1,
      // Its bundler too: the default 4337 is the bundler of the devcloud the bench drives.
      bundlerPort: PORT + 2,
    });
    times.push(performance.now() - started);
    await devcloud.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
  const sorted = times.sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  record('devcloud start-up (chains, tokens, HTTP app)', `${median.toFixed(0)} ms`, `≤ ${budgetMs} ms`, median > budgetMs);
}

import type { Browser } from '@playwright/test';
import { rsbuild } from '../buildRemote.ts';
import { PLAIN_HOST_PORT } from '../hosts.ts';
import { serveStatic } from '../serveStatic.ts';
import { clickToConnect, median } from './plainHost.ts';

type Recorder = (metric: string, value: string, budget: string, over: boolean | undefined) => void;

const ANY_HOST = `http://127.0.0.1:${PLAIN_HOST_PORT}/any-host/`;

/**
 * First open in the host a host team has (scripts/bench/any-host): React 19 and the federation runtime, Airlock
 * from the host package, the kit created after the first render, its own button clicked without hover, the
 * default idle prefetch done (the network idle) before the click. Cold: a new browser context a run.
 */
export async function benchAnyHost(browser: Browser, runs: number, budgetMs: number, record: Recorder) {
  rsbuild(['-c', 'scripts/bench/any-host/rsbuild.config.ts'], { AIRLOCK_BUILD_QUIET: '1' });
  // Served from a real loopback server (built with this origin as its asset prefix), as the plain host is.
  const server = await serveStatic({ root: 'dist/hosts', port: PLAIN_HOST_PORT });
  const times: number[] = [];
  let scriptsOnClick = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`${ANY_HOST}?projectId=bench-any-host-${i}-${Date.now()}`);
    await page.locator('#connect:not([disabled])').waitFor();
    await page.waitForLoadState('networkidle');
    // The idle prefetch should have fetched every script the first open needs: count any fetched on the click.
    page.on('request', (r) => r.resourceType() === 'script' && scriptsOnClick++);
    times.push(await clickToConnect(page));
    await context.close();
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const value = median(times);
  record(
    'click → Connect view painted (first open, React 19 federation host, kit after first render, own button)',
    `${value.toFixed(1)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')}; scripts fetched on the click: ${scriptsOnClick})`,
    `< ${budgetMs} ms`,
    value >= budgetMs,
  );
}

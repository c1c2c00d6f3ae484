import type { Browser, Page } from '@playwright/test';
import { PLAIN_HOST_PORT, shellCsp } from '../hosts.ts';
import { serveStatic } from '../serveStatic.ts';

type Recorder = (metric: string, value: string, budget: string, over: boolean | undefined) => void;

const PLAIN_HOST = `http://127.0.0.1:${PLAIN_HOST_PORT}/`;

/** Serves the e2e plain host (its own button, no React, the self-contained remote) unless something already does. */
async function ensurePlainHost(): Promise<() => Promise<void>> {
  try {
    if ((await fetch(`${PLAIN_HOST}node_modules/@airlock/host/dist/airlock-host.js`)).ok) return async () => undefined;
  } catch {
    // Not running: serve it below.
  }
  const server = await serveStatic({
    root: 'e2e/fixtures/plain-host',
    port: PLAIN_HOST_PORT,
    headers: (path): Record<string, string> =>
      path.endsWith('.html') ? { 'Content-Security-Policy': shellCsp('http://localhost:3001') } : {},
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Clicks the page's own button (by script: no pointer, so no hover) and resolves with the ms until Connect is painted. */
export function clickToConnect(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const ready = () => {
      const dialog = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[role="dialog"]');
      return Boolean(dialog?.querySelector('h2')?.textContent === 'Connect Wallet' && dialog.querySelector('.row'));
    };
    const start = performance.now();
    document.querySelector<HTMLButtonElement>('#connect')!.click();
    // Checked every frame: the dialog is drawn by the first frame after it exists.
    await new Promise<void>((resolve) => {
      const poll = () => {
        if (ready()) resolve();
        else requestAnimationFrame(poll);
      };
      poll();
    });
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * First open in a host that is not ours: the plain host page creates the kit once it has loaded, and opens it from
 * its own button, never hovered. What makes it fast is `prefetch: 'idle'` (the default): the modal's chunks arrive
 * once the page is idle, before the click.
 */
export async function benchPlainHost(browser: Browser, runs: number, budgetMs: number, record: Recorder) {
  const stop = await ensurePlainHost();
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript('globalThis.__name = (fn) => fn;');
      await page.goto(PLAIN_HOST);
      await page.waitForLoadState('networkidle');
      times.push(await clickToConnect(page));
      await context.close();
    }
    const value = median(times);
    record(
      "click → Connect view painted (first open, a plain host's own button, no hover)",
      `${value.toFixed(1)} ms`,
      `< ${budgetMs} ms`,
      value >= budgetMs,
    );
  } finally {
    await stop();
  }
}

import type { Browser, Page } from '@playwright/test';
import { ANVIL_ACCOUNTS, installTestWallet } from '../../e2e/fixtures/testWallet.ts';

type Record = (metric: string, value: string, budget: string, over: boolean | undefined) => void;

/** The shell with the injected test wallet connected, the Swap form open on ETH → AUSD and its quote cycle warmed. */
async function openSwap(page: Page, shellUrl: string) {
  const address = ANVIL_ACCOUNTS[3];
  await page.addInitScript('globalThis.__name = (fn) => fn; performance.setResourceTimingBufferSize(100000);');
  await installTestWallet(page, { account: 3 });
  await page.goto(`${shellUrl}?projectId=bench-swap-${Math.random().toString(36).slice(2, 8)}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .first()
    .click();
  await page.getByTestId('status').filter({ hasText: address }).waitFor();
  await page.evaluate(() =>
    (window as unknown as { airlockKit: { open(o: unknown): Promise<void> } }).airlockKit.open({
      view: 'Swap',
      arguments: { fromToken: 'ETH', toToken: 'AUSD' },
    }),
  );
  await page.getByRole('dialog', { name: 'Swap' }).getByRole('textbox', { name: 'You pay' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Types `amount` into You pay and resolves with the ms from the last keystroke to the frame that paints its quote,
 * and the quote request's own duration (resource timing).
 */
async function quoteLatency(page: Page, amount: string): Promise<{ latency: number; request: number }> {
  const field = page.getByRole('dialog').getByRole('textbox', { name: 'You pay' });
  await field.fill('');
  await page.waitForTimeout(400);
  await page.evaluate(() => {
    const w = window as unknown as { __quote: { input: number; painted: Promise<number> } };
    const root = document.querySelector('airlock-modal')!.shadowRoot!;
    const output = () => root.querySelector('[data-testid="swap-to-amount"]');
    const state = { input: 0, painted: Promise.resolve(0) };
    w.__quote = state;
    const onInput = () => (state.input = performance.now());
    root.addEventListener('input', onInput, true);
    state.painted = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const shown = output();
        if (!state.input || !shown || shown.getAttribute('aria-busy') === 'true' || !/[1-9]/.test(shown.textContent ?? '')) return;
        observer.disconnect();
        root.removeEventListener('input', onInput, true);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    });
  });
  await field.pressSequentially(amount, { delay: 40 });
  return page.evaluate(async () => {
    const state = (window as unknown as { __quote: { input: number; painted: Promise<number> } }).__quote;
    const painted = await state.painted;
    const entry = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.name.includes('/v1/convert/quotes'))
      .pop();
    return { latency: painted - state.input, request: entry ? entry.responseEnd - entry.startTime : 0 };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Typing an amount → its quote painted: the debounce (the form waits for typing to pause), the quote request against
 * devcloud's market on anvil, then one frame. Measured on one page, each run a new amount.
 */
export async function benchSwapQuote(browser: Browser, shellUrl: string, runs: number, debounceMs: number, record: Record) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSwap(page, shellUrl);
  const samples: { latency: number; request: number }[] = [];
  for (let i = 0; i < runs; i++) samples.push(await quoteLatency(page, `0.${i + 1}5`));
  await context.close();
  const latency = median(samples.map((s) => s.latency));
  const request = median(samples.map((s) => s.request));
  record(
    `swap: last keystroke → quote painted (request ${request.toFixed(1)} ms)`,
    `${latency.toFixed(1)} ms`,
    `≤ ${debounceMs} ms + request + one frame`,
    latency - request > debounceMs + 16,
  );
}

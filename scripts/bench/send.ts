import type { Browser, Page } from '@playwright/test';
import { ANVIL_ACCOUNTS, installTestWallet } from '../../e2e/fixtures/testWallet.ts';

type Record = (metric: string, value: string, budget: string, over: boolean | undefined) => void;

/** Clicks the Account view's Send button and resolves with the ms until the frame that shows the form is painted. */
function sendToPaint(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const root = document.querySelector('airlock-modal')?.shadowRoot;
    const button = [...(root?.querySelectorAll<HTMLButtonElement>('button.wallet-feature') ?? [])].find((b) => b.textContent === 'Send');
    if (!root || !button) throw new Error('no Send button on the Account view');
    const ready = () => Boolean(root.querySelector('[role="dialog"] input[inputmode="decimal"]'));
    const start = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      if (ready()) return resolve();
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  });
}

/** The shell with the injected test wallet connected and the Account view open. */
async function openAccount(page: Page, shellUrl: string, label: string) {
  const address = ANVIL_ACCOUNTS[4];
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await installTestWallet(page, { account: 4 });
  await page.goto(`${shellUrl}?projectId=bench-${label}-${Math.random().toString(36).slice(2, 8)}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .first()
    .click();
  await page.getByTestId('status').filter({ hasText: address }).waitFor();
  await page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}…${address.slice(-6)}`, 'i') }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByText('ETH', { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Click Send → form painted: the first click in a new context (the Account view fetches the wallet features'
 * chunks once idle, as a visitor's would be by then), and a later click (back to Account and Send again).
 */
export async function benchSend(browser: Browser, shellUrl: string, runs: number, budgets: { warm: number; cold: number }, record: Record) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openAccount(page, shellUrl, 'send');
    cold.push(await sendToPaint(page));
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    warm.push(await sendToPaint(page));
    await context.close();
  }
  const c = median(cold);
  const w = median(warm);
  record('click Send → form painted (chunk cached)', `${w.toFixed(1)} ms`, `< ${budgets.warm} ms`, w >= budgets.warm);
  record('click Send → form painted (first click, Account idle before)', `${c.toFixed(1)} ms`, `< ${budgets.cold} ms`, c >= budgets.cold);
}

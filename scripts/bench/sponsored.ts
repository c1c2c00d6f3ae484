import type { Browser, Page } from '@playwright/test';
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem';
import { AUSD, dealTestToken, freshAddress } from '../../e2e/fixtures/chain.ts';
import { uniqueEmail, waitForMail } from '../../e2e/fixtures/mailbox.ts';
import { reviewInFrame } from '../../e2e/fixtures/secureFrame.ts';

type Record = (metric: string, value: string, budget: string, over: boolean | undefined) => void;

/** Logs in by e-mail (the dev mailbox's device link, then its code) and resolves with the smart account's address. */
async function loginByEmail(page: Page): Promise<`0x${string}`> {
  const email = uniqueEmail('bench-aa');
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Email/ }).press('Enter');
  const link = await waitForMail(page.request, email, 'link');
  const other = await page.context().newPage();
  await other.goto(link.link!);
  await other.close();
  const code = await waitForMail(page.request, email, 'code', 0, 20_000);
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await page.keyboard.type(code.code!);
  const status = page.getByTestId('status').filter({ hasText: /connected · 0x[0-9a-fA-F]{40}/ });
  await status.waitFor({ timeout: 20_000 });
  return (await status.textContent())!.match(/0x[0-9a-fA-F]{40}/)![0] as `0x${string}`;
}

/**
 * Click Approve in the secure frame → the receipt of a sponsored ERC-20 transfer from the embedded smart account
 * (a UserOperation through devcloud's paymaster and the Alto bundler): `eth_sendTransaction` answers once mined.
 * The first operation also deploys the account: it is run once before the measured ones.
 */
export async function benchSponsoredTransfer(browser: Browser, shellUrl: string, runs: number, record: Record) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}?projectId=bench-aa-${Math.random().toString(36).slice(2, 8)}`);
  const account = await loginByEmail(page);
  await dealTestToken(AUSD, account, parseUnits('100', 18));
  const approve = page.frameLocator('#airlock-secure-frame').getByRole('button', { name: 'Approve' });
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [freshAddress(), parseUnits('1', 18)] });
    await page.evaluate(
      ({ from, to, data }) => {
        const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
        (window as unknown as { sent: Promise<unknown> }).sent = provider.request({
          method: 'eth_sendTransaction',
          params: [{ from, to, data }],
        });
      },
      { from: account, to: AUSD, data },
    );
    // Approve enables once the request has been read to its end and fully visible for 600 ms (the frame's review
    // gate), and counts a press only after the pointer came onto it: the pointer leaves first, as a visitor's would.
    await page.mouse.move(0, 0);
    await reviewInFrame(page);
    const started = performance.now();
    await approve.click();
    await page.evaluate(() => (window as unknown as { sent: Promise<unknown> }).sent);
    if (i > 0) times.push(performance.now() - started);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  await context.close();
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  record('click Approve → receipt, sponsored ERC-20 transfer (UserOperation)', `${median.toFixed(1)} ms`, 'none yet', undefined);
}

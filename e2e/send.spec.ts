import { expect, type Page, test } from '@playwright/test';
import { parseEther, parseUnits } from 'viem';
import { AUSD, ethBalance, freshAddress, tokenBalance, USDT } from './fixtures/chain.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, toast } from './fixtures/wallet.ts';

/** Account 4 holds ETH, AUSD and USDT and no other journey sends from it. */
const SENDER = 4;

async function openAccount(page: Page, options: { features?: Record<string, unknown> } = {}) {
  const address = ANVIL_ACCOUNTS[SENDER];
  await installTestWallet(page, { account: SENDER });
  await openShell(page, { projectId: uniqueProjectId('send'), ...options });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  return dialog(page);
}

async function openSend(page: Page) {
  await openAccount(page);
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('Send');
  await expect(dialog(page).getByLabel('Token')).toBeVisible();
  return dialog(page);
}

/** Fills the form; `token` is the token's contract address (the option's value). */
async function fillSend(page: Page, input: { token?: string; amount: string; to: string }) {
  const view = dialog(page);
  if (input.token) await view.getByLabel('Token').selectOption(input.token.toLowerCase());
  await view.getByLabel(/^Amount/).fill(input.amount);
  await view.getByLabel('To', { exact: true }).fill(input.to);
}

async function reviewAndSend(page: Page) {
  const view = dialog(page);
  await view.getByRole('button', { name: 'Review' }).click();
  await expect(view).toHaveAccessibleName('Review send');
  await expect(view.getByTestId('send-fee')).toContainText('ETH');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
}

test.describe('send', () => {
  test('ETH from a browser wallet: the receiver gets exactly the amount; Account, the toast and Activity follow', async ({ page }) => {
    const to = freshAddress();
    await openSend(page);
    await fillSend(page, { amount: '0.25', to });
    await expect(dialog(page).getByText('≈ $')).toBeVisible();
    await reviewAndSend(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Sent 0.25 ETH');
    expect(await ethBalance(to)).toBe(parseEther('0.25'));

    // The form was reset; Activity lists the transfer.
    await dialog(page).getByRole('tab', { name: 'Activity' }).click();
    await expect(dialog(page).getByRole('tabpanel')).toContainText('0.25');
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page).getByLabel(/^Amount/)).toHaveValue('');
  });

  test('the plain test token and the USDT-style token (its transfer returns nothing)', async ({ page }) => {
    const to = freshAddress();
    await openSend(page);
    await fillSend(page, { token: AUSD, amount: '12.5', to });
    await reviewAndSend(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(await tokenBalance(AUSD, to)).toBe(parseUnits('12.5', 18));

    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await fillSend(page, { token: USDT, amount: '3.000001', to });
    await reviewAndSend(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Sent 3.000001 USDT');
    expect(await tokenBalance(USDT, to)).toBe(parseUnits('3.000001', 6));
  });

  test('each validation text; Max leaves the fee; axe clean on the form and the preview', async ({ page }) => {
    const view = await openSend(page);
    const alert = view.getByRole('alert');
    await view.getByRole('button', { name: 'Review' }).click();
    await expect(alert).toHaveText('An amount and receiver address are required');
    await fillSend(page, { amount: '0.1', to: '0x1234' });
    await view.getByRole('button', { name: 'Review' }).click();
    await expect(alert).toHaveText('Invalid address');
    await fillSend(page, { amount: '0.1', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8' });
    await view.getByRole('button', { name: 'Review' }).click();
    await expect(alert).toHaveText('Invalid address checksum');
    await fillSend(page, { amount: '1000000', to: ANVIL_ACCOUNTS[1] });
    await view.getByRole('button', { name: 'Review' }).click();
    await expect(alert).toHaveText('Insufficient balance');
    await expectNoAxeViolations(page);

    await view.getByRole('button', { name: 'Max' }).click();
    // Max estimates the fee first: wait for the amount it sets.
    await expect(view.getByLabel(/^Amount/)).not.toHaveValue('1000000');
    const max = Number(await view.getByLabel(/^Amount/).inputValue());
    const balance = Number(await ethBalance(ANVIL_ACCOUNTS[SENDER])) / 1e18;
    expect(max).toBeGreaterThan(balance - 0.01);
    expect(max).toBeLessThan(balance);
    await fillSend(page, { amount: '0.01', to: ANVIL_ACCOUNTS[1] });
    await view.getByRole('button', { name: 'Review' }).click();
    await expect(view).toHaveAccessibleName('Review send');
    await expect(view.getByTestId('send-fee')).toContainText('ETH');
    await expectNoAxeViolations(page);
  });

  test('an address pasted and submitted at once (Enter before the field settles) opens the preview with it', async ({ page }) => {
    const to = freshAddress();
    const view = await openSend(page);
    await view.getByLabel(/^Amount/).fill('0.01');
    // The paste and the submit in one task: nothing the field schedules after the keystroke has run by then.
    await view.getByLabel('To', { exact: true }).evaluate((input: HTMLInputElement, address) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, address);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.form!.requestSubmit();
    }, to);
    await expect(view).toHaveAccessibleName('Review send');
    await expect(view.getByText(to, { exact: true })).toBeVisible();
  });

  test("a rejection in the wallet says 'Transaction rejected', keeps the form and reports the failure; Send left starts empty", async ({
    page,
  }) => {
    const to = freshAddress();
    // Error analytics (SPEC section 8): what reaches devcloud's analytics service for the failed send.
    const sendErrors: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(`${DEVCLOUD}/e?`) || r.method() !== 'POST') return;
      const { props } = r.postDataJSON() as { props?: Record<string, unknown> };
      if (props?.type === 'error' && props.action === 'send') sendErrors.push(props);
    });
    await openSend(page);
    await fillSend(page, { amount: '0.5', to });
    await page.evaluate(() =>
      (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_sendTransaction'),
    );
    await reviewAndSend(page);
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected');
    await expect(dialog(page).getByLabel(/^Amount/)).toHaveValue('0.5');
    await expect(dialog(page).getByLabel('To', { exact: true })).toHaveValue(to);
    expect(await ethBalance(to)).toBe(0n);
    await expect.poll(() => sendErrors.length).toBe(1);
    expect(sendErrors[0]).toMatchObject({ event: 'INTERNAL_SDK_ERROR', errorMessage: expect.stringMatching(/reject/i) });

    // The form lasts this visit of Send, as AppKit's: the preview and Back keep it; Send left and opened again is empty.
    const view = dialog(page);
    await view.getByRole('button', { name: 'Review' }).click();
    await expect(view).toHaveAccessibleName('Review send');
    await view.getByRole('button', { name: 'Back' }).click();
    await expect(view.getByLabel(/^Amount/)).toHaveValue('0.5');
    await view.getByRole('button', { name: 'Back' }).click();
    await expect(view).toHaveAccessibleName('Account');
    await view.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(view.getByLabel(/^Amount/)).toHaveValue('');
    await expect(view.getByLabel('To', { exact: true })).toHaveValue('');
  });

  test('to a name: it resolves to its address and profile, and the transfer lands there', async ({ page }) => {
    const to = freshAddress();
    const name = `dana-${Math.random().toString(36).slice(2, 8)}.reown.id`;
    const seeded = await page.request.post(`${DEVCLOUD}/__devcloud/names`, { data: { name, address: to } });
    expect(seeded.ok()).toBe(true);
    await openSend(page);
    await fillSend(page, { amount: '0.125', to: name });
    await expect(dialog(page).getByTestId('send-receiver-profile')).toContainText(new RegExp(to, 'i'));
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page).getByRole('definition').filter({ hasText: name })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(await ethBalance(to)).toBe(parseEther('0.125'));

    // An unknown name says so (the API's reason), and nothing can be sent to it.
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    const nobody = `nobody-${Math.random().toString(36).slice(2, 8)}.reown.id`;
    await fillSend(page, { amount: '0.1', to: nobody });
    // The API's first reason, word for word (SPEC section 8), not the generic 'Error resolving name'.
    await expect(dialog(page).getByRole('alert')).toHaveText(`Name ${nobody} is not registered`);
  });

  test("open({ view: 'Send' }) opens the form", async ({ page }) => {
    await openAccount(page);
    await page.evaluate(() => (window as unknown as { airlockKit: { open(o: unknown): Promise<void> } }).airlockKit.open({ view: 'Send' }));
    await expect(dialog(page)).toHaveAccessibleName('Send');
  });

  test('with send off there is no Send button and open({ view: Send }) falls back, naming the view', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const view = await openAccount(page, { features: { send: false } });
    await expect(view.getByRole('button', { name: 'Receive', exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { airlockKit: { open(o: unknown): Promise<void> } }).airlockKit.open({ view: 'Send' }));
    await expect(view).toHaveAccessibleName('Account');
    await expect.poll(() => logs.some((line) => line.includes('view Send is disabled'))).toBe(true);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, http, toHex } from 'viem';
import { ANVIL_RPC } from './fixtures/chain.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { accountButton, networkButton, statusLine } from './fixtures/wallet.ts';
import { approveInFrame } from './fixtures/secureFrame.ts';
import { signInAgain } from './fixtures/emailLogin.ts';

const PREFERRED = '@airlock/preferred_account_types';
const switchButton = (page: Page) => dialog(page).getByRole('button', { name: 'Switch to smart account' });
const accountsList = (page: Page) => dialog(page).getByRole('list', { name: 'Accounts' });
const accountRow = (page: Page, type: 'EOA' | 'Smart account') =>
  accountsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(type, { exact: true }) });
const fullAddress = async (page: Page, type: 'EOA' | 'Smart account') =>
  (await accountRow(page, type).locator('[title]').getAttribute('title'))!;
const storedEvmType = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { eip155?: string }).eip155, PREFERRED);

async function openAccount(page: Page, address: string) {
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
}

/** With the embedded wallet, a network switch is confirmed first (SPEC section 2). */
async function chooseNetwork(page: Page, name: RegExp) {
  await networkButton(page).click();
  await dialog(page).getByRole('button', { name }).click();
  await dialog(page).getByRole('button', { name: 'Switch Network' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('smart accounts of the embedded wallet', () => {
  test('SPEC default smartAccount on 31337; back to the EOA from the account list; the switch only on a smart-account network while on the EOA; it persists', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('smart') });
    // Default (SPEC section 9): eip155 → smart account, on a network that has one.
    const email = uniqueEmail('smart');
    const smart = await loginByEmail(page, email);
    await openAccount(page, smart);
    await expect(accountRow(page, 'Smart account')).toHaveAttribute('aria-current', 'true');
    expect(await fullAddress(page, 'Smart account')).toBe(smart);
    const eoa = (await fullAddress(page, 'EOA')) as `0x${string}`;
    expect(eoa).not.toBe(smart);
    // Already a smart account: no switch offered.
    await expect(switchButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The secure site signs as the (not yet deployed) smart account: an ERC-6492 signature that verifies for its
    // address. Asked with the modal closed, so it opens on ApproveTransaction (over an open view with an empty
    // transaction stack it would not, SPEC section 2).
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.evaluate(
      ({ message, from }) => {
        const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
        (window as unknown as { signed: Promise<unknown> }).signed = provider.request({ method: 'personal_sign', params: [message, from] });
      },
      { message: toHex('owned by the EOA'), from: smart },
    );
    await approveInFrame(page);
    const signature = (await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)) as `0x${string}`;
    const chain = createPublicClient({ transport: http(ANVIL_RPC) });
    expect(await chain.verifyMessage({ address: smart, message: 'owned by the EOA', signature })).toBe(true);

    // Approved with an empty transaction stack: the modal closes. Then to the EOA through the account list.
    await expect(dialog(page)).toBeHidden();
    await openAccount(page, smart);
    await accountRow(page, 'EOA').getByRole('button', { name: 'Use EOA' }).click();
    await expect(statusLine(page)).toContainText(`connected · ${eoa}`);
    await expect(accountRow(page, 'EOA')).toHaveAttribute('aria-current', 'true');
    expect(await storedEvmType(page)).toBe('eoa');
    await expect(switchButton(page)).toBeVisible();
    await page.keyboard.press('Escape');

    // 31338 has no smart accounts: no switch there, and only the EOA.
    await chooseNetwork(page, /^Anvil Two/);
    await openAccount(page, eoa);
    await expect(dialog(page).getByRole('region', { name: 'Account' })).toBeVisible();
    await expect(switchButton(page)).toHaveCount(0);
    await expect(accountsList(page)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Back on 31337, on the EOA: the switch is offered; it moves the account to the smart account.
    await chooseNetwork(page, /^Anvil(?! Two)/);
    await openAccount(page, eoa);
    await switchButton(page).click();
    await expect(statusLine(page)).toContainText(`connected · ${smart}`);
    await expect(accountRow(page, 'Smart account')).toHaveAttribute('aria-current', 'true');
    await expect(accountButton(page, smart)).toBeVisible();
    await expect(switchButton(page)).toHaveCount(0);
    expect(await storedEvmType(page)).toBe('smartAccount');

    // The preference holds after a reload (which took the frame's device key here: signed in again, by code).
    await page.reload();
    expect(await signInAgain(page, email)).toBe(smart);
    expect(await storedEvmType(page)).toBe('smartAccount');
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { expectConnected } from './fixtures/wallet.ts';

const continueWithWallet = (page: import('@playwright/test').Page) => dialog(page).getByRole('button', { name: 'Continue with a wallet' });
const testWalletRow = (page: import('@playwright/test').Page) =>
  dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .first();

test.describe('collapse wallets (features.collapseWallets)', () => {
  test('e-mail and social first, the wallets behind one button that expands them from the keyboard', async ({ page }) => {
    await installTestWallet(page, { account: 3 });
    // The host asks for wallets first: with the flag, e-mail and social still lead.
    await openShell(page, {
      projectId: uniqueProjectId('collapse'),
      features: { collapseWallets: true, connectMethodsOrder: ['wallet', 'email', 'social'] },
    });
    await openModal(page);
    // The order is read once the social buttons are there: read without them, the check below passes in any order.
    await expect(dialog(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const names = await dialog(page).getByRole('button').allInnerTexts();
    expect(names.indexOf('Continue with a wallet')).toBeGreaterThan(names.indexOf('Continue with Google'));
    await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(continueWithWallet(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(testWalletRow(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await continueWithWallet(page).focus();
    await page.keyboard.press('Enter');
    await expect(continueWithWallet(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(continueWithWallet(page)).toBeFocused();
    const wallets = dialog(page).getByRole('region', { name: 'Wallets' });
    await expect(wallets).toBeVisible();
    await expect(testWalletRow(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(wallets.getByRole('button').first()).toBeFocused();
    await expectNoAxeViolations(page);

    await continueWithWallet(page).press('Space');
    await expect(continueWithWallet(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(wallets).toHaveCount(0);

    await continueWithWallet(page).click();
    await testWalletRow(page).click();
    await expectConnected(page, ANVIL_ACCOUNTS[3]);
  });

  test('emailShowWallets off (the older flag) collapses them too', async ({ page }) => {
    await installTestWallet(page);
    await openShell(page, { projectId: uniqueProjectId('emailshowwallets'), features: { emailShowWallets: false } });
    await openModal(page);
    await expect(continueWithWallet(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(testWalletRow(page)).toHaveCount(0);
  });

  test('without the flag the wallet list shows at once; with nothing before it, the flag leaves it open', async ({ page }) => {
    await installTestWallet(page);
    await openShell(page, { projectId: uniqueProjectId('nocollapse') });
    await openModal(page);
    await expect(testWalletRow(page)).toBeVisible();
    await expect(continueWithWallet(page)).toHaveCount(0);

    await openShell(page, { projectId: uniqueProjectId('collapsebasic'), basic: true, features: { collapseWallets: true } });
    await openModal(page);
    await expect(testWalletRow(page)).toBeVisible();
    await expect(continueWithWallet(page)).toHaveCount(0);
  });
});

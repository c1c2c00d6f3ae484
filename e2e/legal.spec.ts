import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { expectConnected } from './fixtures/wallet.ts';

const TERMS = 'https://example.com/terms';
const PRIVACY = 'https://example.com/privacy';

test.describe('legal consent', () => {
  test('with legalCheckbox: every connect option waits for the consent box, which says why; ticked, the wallet connects', async ({
    page,
  }) => {
    await installTestWallet(page, { account: 2 });
    await openShell(page, { projectId: uniqueProjectId('legal'), features: { legalCheckbox: true }, terms: TERMS, privacy: PRIVACY });
    await openModal(page);
    const view = dialog(page);
    const consent = view.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    await expect(consent).not.toBeChecked();
    await expect(view.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', TERMS);
    await expect(view.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY);

    const options = view.getByRole('group');
    const hint = 'Agree to the terms above to connect a wallet.';
    await expect(options).toHaveAccessibleDescription(hint);
    await expect(view.getByRole('status')).toHaveText(hint);
    const wallet = view.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).first();
    await expect(wallet).toBeDisabled();
    await expect(view.getByRole('button', { name: /^All Wallets/ })).toBeDisabled();
    await expect(view.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(view.getByRole('button', { name: /google/i }).first()).toBeDisabled();
    // The box has the focus, so a keyboard visitor starts where the view asks them to.
    await expect(consent).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await expect(options).toHaveAccessibleDescription('');
    await expect(view.getByRole('status')).toHaveText('');
    await expect(view.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(view.getByRole('button', { name: /^All Wallets/ })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Unticked again, the options are locked again.
    await consent.uncheck();
    await expect(wallet).toBeDisabled();
    await consent.check();
    await wallet.click();
    await expectConnected(page, ANVIL_ACCOUNTS[2]);
  });

  test('All Wallets opened by the host waits for the same consent; ticked there, its wallet connects', async ({ page }) => {
    await installTestWallet(page, { account: 2 });
    await openShell(page, { projectId: uniqueProjectId('legal-all'), features: { legalCheckbox: true }, terms: TERMS, privacy: PRIVACY });
    await page.evaluate(() => window.airlockKit!.open({ view: 'AllWallets' }));
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('All Wallets');
    const consent = view.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    await expect(consent).toBeFocused();
    // Searching connects nothing, so it stays open; the wallets it finds wait for the box.
    await view.getByRole('textbox', { name: 'Search wallets' }).fill(TEST_WALLET_NAME);
    const wallet = view.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).first();
    await expect(wallet).toBeDisabled();
    const hint = 'Agree to the terms above to connect a wallet.';
    await expect(view.getByRole('group')).toHaveAccessibleDescription(hint);
    await expectNoAxeViolations(page);

    await consent.check();
    await expect(view.getByRole('group')).toHaveAccessibleDescription('');
    await wallet.click();
    await expectConnected(page, ANVIL_ACCOUNTS[2]);
  });

  test('without legalCheckbox the links are a footer line and nothing waits; without links there is neither', async ({ page }) => {
    await installTestWallet(page);
    await openShell(page, { projectId: uniqueProjectId('legal-footer'), terms: TERMS, privacy: PRIVACY });
    await openModal(page);
    const view = dialog(page);
    await expect(view.getByText('By connecting your wallet, you agree to the Terms of Service and Privacy Policy.')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', TERMS);
    await expect(view.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY);
    await expect(view.getByRole('checkbox')).toHaveCount(0);
    await expect(view.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).first()).toBeEnabled();
    await expectNoAxeViolations(page);

    // The flag with one link: the box names that one only.
    await openShell(page, { projectId: uniqueProjectId('legal-terms'), features: { legalCheckbox: true }, terms: TERMS });
    await openModal(page);
    await expect(view.getByRole('checkbox', { name: 'I agree to the Terms of Service' })).toBeVisible();
    await expect(view.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);

    // The flag without links: nothing to agree to, so no box, no lock and no footer.
    await openShell(page, { projectId: uniqueProjectId('legal-none'), features: { legalCheckbox: true } });
    await openModal(page);
    await expect(view.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).first()).toBeEnabled();
    await expect(view.getByRole('checkbox')).toHaveCount(0);
    await expect(view.getByText(/By connecting your wallet/)).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, statusLine, toast } from './fixtures/wallet.ts';

const storageValue = (page: import('@playwright/test').Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('connecting a browser wallet', () => {
  test('lists the EIP-6963 wallet, connects, closes the modal and shows the real anvil balance', async ({ page }) => {
    await installTestWallet(page, { account: 0 });
    await openShell(page, { projectId: uniqueProjectId('connect') });
    await openModal(page);
    const walletButton = dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .first();
    await expect(walletButton).toBeVisible();
    await walletButton.click();

    await expect(dialog(page)).toHaveCount(0);
    const address = ANVIL_ACCOUNTS[0];
    await expectConnected(page, address);
    // The AccountButton shows the balance read from anvil through devcloud's balance API.
    await expect(accountButton(page, address)).toContainText('10,000 ETH');

    expect(await storageValue(page, '@airlock/eip155:connected_connector_id')).toBe(JSON.stringify(TEST_WALLET_RDNS));
    expect(await storageValue(page, '@airlock/connection_status')).toBe('"connected"');
    expect(JSON.parse((await storageValue(page, '@airlock/recent_wallets')) ?? '[]')).toEqual([
      { id: TEST_WALLET_RDNS, name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS, image_id: null },
    ]);

    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('native-balance')).toHaveText('10,000 ETH');
    await expect(dialog(page)).toContainText('$30,000,000.00');
    const tokens = dialog(page).getByRole('list', { name: 'Tokens' });
    await expect(tokens).toContainText('Airlock Dollar');
    await expect(tokens).toContainText('10,000 AUSD');
  });

  test('a declined prompt (4001) shows Connection rejected, offers Try again and leaves state clean', async ({ page }) => {
    await installTestWallet(page, { rejectConnect: true });
    await openShell(page, { projectId: uniqueProjectId('reject') });
    await connectTestWallet(page);
    await expect(toast(page)).toContainText('Connection rejected');
    await expect(dialog(page)).toHaveAccessibleName('Connecting');
    await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(statusLine(page)).toContainText('Status: disconnected');
    expect(await storageValue(page, '@airlock/eip155:connected_connector_id')).toBeNull();
    expect(await storageValue(page, '@airlock/recent_wallets')).toBeNull();
  });

  test('reconnects silently after a reload, and stays disconnected after a disconnect', async ({ page }) => {
    await installTestWallet(page, { account: 1 });
    await openShell(page, { projectId: uniqueProjectId('reconnect') });
    await connectTestWallet(page);
    const address = ANVIL_ACCOUNTS[1];
    await expectConnected(page, address);

    await page.reload();
    await expectConnected(page, address);
    await expect(dialog(page)).toHaveCount(0);

    await accountButton(page, address).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(statusLine(page)).toContainText('Status: disconnected');
    expect(await storageValue(page, '@airlock/eip155:connected_connector_id')).toBeNull();
    expect(await storageValue(page, '@airlock/connection_status')).toBe('"disconnected"');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    await expect(statusLine(page)).toContainText('Status: disconnected');
  });
});

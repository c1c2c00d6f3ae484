import { expect, test } from '@playwright/test';
import { AIRLOCK_TEST_WALLET_ID } from '../devcloud/directory/generate.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, statusLine, toast } from './fixtures/wallet.ts';
import { isChunk } from './fixtures/chunks.ts';

const storageValue = (page: import('@playwright/test').Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('connecting a browser wallet', () => {
  test("a fast click on an installed wallet's directory row, before discovery has run, connects it (never WalletConnect)", async ({
    page,
  }) => {
    await installTestWallet(page, { account: 0 });
    // prefetch 'none' and a slow wallet-actions chunk (the one that starts EIP-6963 discovery): the Connect view
    // paints with the directory's entry for the test wallet, and the click lands before the browser wallets are known.
    let release: () => void = () => undefined;
    const actionsHeld = new Promise<void>((resolve) => (release = resolve));
    let actionsAsked = false;
    await page.route(
      (url) => isChunk(url.href, 'airlock-actions'),
      async (route) => {
        actionsAsked = true;
        await actionsHeld;
        await route.continue();
      },
    );
    await page.goto(`/?projectId=${uniqueProjectId('fastclick')}&prefetch=none&featured=${AIRLOCK_TEST_WALLET_ID}`);
    await openModal(page);
    const row = dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .first();
    await row.click();
    // The click waits for discovery: no WalletConnect view meanwhile, nor once the chunk is in.
    await expect(dialog(page)).not.toHaveAccessibleName(/WalletConnect/);
    expect(actionsAsked).toBe(true);
    release();
    await expectConnected(page, ANVIL_ACCOUNTS[0]);
    await expect(dialog(page)).toHaveCount(0);
  });

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

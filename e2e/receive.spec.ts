import { expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { decodePng } from './fixtures/png.ts';
import { connectButton, dialog, openModal, openShell } from './fixtures/shell.ts';
import { installSolanaWallet, SOLANA_CAIP_NETWORK_ID, SOLANA_TEST_ADDRESS, SOLANA_WALLET_NAME } from './fixtures/solanaWallet.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, toast } from './fixtures/wallet.ts';
import { isChunk } from './fixtures/chunks.ts';

const qrCode = (page: Page, address: string) => dialog(page).getByRole('img', { name: `QR code of your address ${address}` });
const networkNames = (page: Page) => dialog(page).getByRole('list', { name: 'Networks you can receive on' }).locator('.name');
const activeNetworkName = (page: Page) =>
  dialog(page).getByRole('list', { name: 'Networks you can receive on' }).locator('[aria-current="true"] .name');
const caipToggle = (page: Page) => dialog(page).getByRole('checkbox', { name: 'Show CAIP address' });

/** What the QR code on screen says: a screenshot of the element, decoded in Node with jsQR. */
async function readQr(qr: Locator): Promise<string | undefined> {
  const { width, height, data } = decodePng(await qr.screenshot());
  return jsQR(data, width, height)?.data;
}

/** From the shell's account button: Account, then its Receive button. */
async function openReceive(page: Page, account: Locator) {
  await account.click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('Receive');
}

test.describe('receive', () => {
  test('an injected wallet: the QR decodes to the address, Copy address, the CAIP form, the EVM networks, by keyboard; axe clean light and dark', async ({
    page,
    context,
  }) => {
    const address = ANVIL_ACCOUNTS[1];
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
    await installTestWallet(page, { account: 1 });
    await openShell(page, { projectId: uniqueProjectId('receive') });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await openReceive(page, accountButton(page, address));

    const view = dialog(page);
    const qr = qrCode(page, address);
    await expect(qr).toBeVisible();
    // The wallet's icon sits in the middle of the code, and the code still reads.
    await expect(qr.locator('image')).toHaveAttribute('href', /^data:image\//);
    expect(await readQr(qr)).toBe(address);
    await expect(view.getByRole('heading', { name: 'Your address' })).toBeVisible();
    await expect(view.getByTestId('receive-address')).toHaveText(address);
    await expect(view).toContainText(`${address.slice(0, 4)}…${address.slice(-6)}`);
    await expect(networkNames(page)).toHaveText(['Anvil', 'Anvil Two']);
    await expect(activeNetworkName(page)).toHaveText('Anvil');
    await expect(view).not.toContainText('smart account');
    await expectNoAxeViolations(page);

    // Keyboard: focus starts on Copy address; Tab reaches the CAIP switch.
    const copy = view.getByRole('button', { name: 'Copy address' });
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Address copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await expect(view.getByTestId('receive-caip')).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(caipToggle(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(caipToggle(page)).toBeChecked();
    await expect(view.getByTestId('receive-caip')).toHaveText(`eip155:31337:${address}`);

    await page.evaluate(() => window.airlockKit!.setThemeMode('dark'));
    await expect(page.locator('airlock-modal')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);

    // The instance API opens Receive directly.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.evaluate(() => window.airlockKit!.open({ view: 'Receive' }));
    await expect(dialog(page)).toHaveAccessibleName('Receive');
    await expect(qrCode(page, address)).toBeVisible();
    await expect(dialog(page).getByTestId('receive-address')).toHaveText(address);
  });

  test('with receive off: no Receive button, its chunk never fetched, and open({ view: "Receive" }) falls back to Account naming the view', async ({
    page,
  }) => {
    const address = ANVIL_ACCOUNTS[1];
    const receiveChunks: string[] = [];
    page.on('request', (request) => {
      if (isChunk(request.url(), 'airlock-feature-receive')) receiveChunks.push(request.url());
    });
    await installTestWallet(page, { account: 1 });
    await openShell(page, { projectId: uniqueProjectId('receive-off'), features: { receive: false } });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await accountButton(page, address).click();
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Account');
    // The wallet-features row is there (Send), without Receive.
    await expect(view.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    const warned = page.waitForEvent('console', (message) => message.text().includes('view Receive is disabled by its feature flag'));
    await page.evaluate(() => window.airlockKit!.open({ view: 'Receive' }));
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await warned;
    expect(receiveChunks).toEqual([]);
  });

  test('nothing connected: open({ view: "Receive" }) says so and leads to Connect', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('receive-none') });
    await page.evaluate(() => window.airlockKit!.open({ view: 'Receive' }));
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Receive');
    await expect(view.getByRole('status')).toContainText('No wallet connected');
    await expect(view.getByRole('img')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Connect a wallet' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
  });

  test('a Solana wallet: the QR decodes to the base58 address, the CAIP form names the Solana chain, only Solana networks', async ({
    page,
  }) => {
    await installSolanaWallet(page);
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('receive-sol'), solana: '1' })}`);
    await expect(connectButton(page)).toBeEnabled();
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) })
      .click();
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    const account = page.getByRole('button', { name: new RegExp(`${SOLANA_TEST_ADDRESS.slice(0, 4)}…${SOLANA_TEST_ADDRESS.slice(-6)}`) });
    await openReceive(page, account);

    const qr = qrCode(page, SOLANA_TEST_ADDRESS);
    await expect(qr).toBeVisible();
    expect(await readQr(qr)).toBe(SOLANA_TEST_ADDRESS);
    await expect(dialog(page).getByTestId('receive-address')).toHaveText(SOLANA_TEST_ADDRESS);
    await expect(networkNames(page)).toHaveText(['Solana Devnet (local)']);
    await expect(activeNetworkName(page)).toHaveText('Solana Devnet (local)');
    await caipToggle(page).check();
    await expect(dialog(page).getByTestId('receive-caip')).toHaveText(`${SOLANA_CAIP_NETWORK_ID}:${SOLANA_TEST_ADDRESS}`);
    await expectNoAxeViolations(page);
  });

  test("the embedded wallet's smart account: the note, the QR of the smart account, only its smart-account networks", async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('receive-smart') });
    // SPEC default: eip155 uses the smart account where the network has one (devcloud: 31337).
    const smart = await loginByEmail(page, uniqueEmail('receive-smart'));
    await openReceive(page, accountButton(page, smart));

    const view = dialog(page);
    await expect(view.getByRole('note')).toContainText('This is a smart account');
    await expect(view.getByRole('note')).toContainText('may not be reachable');
    expect(await readQr(qrCode(page, smart))).toBe(smart);
    await expect(networkNames(page)).toHaveText(['Anvil']);
    await expectNoAxeViolations(page);
  });
});

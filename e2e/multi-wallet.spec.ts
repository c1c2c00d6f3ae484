import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, SECOND_TEST_WALLET, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './fixtures/testWallet.ts';
import { accountButton, expectConnected } from './fixtures/wallet.ts';

const FIRST = ANVIL_ACCOUNTS[6];
const SECOND = ANVIL_ACCOUNTS[7];
const storageValue = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** Two browser wallets on the page: "Airlock Test Wallet" (account 6) and "Airlock Second Wallet" (account 7). */
async function installTwoWallets(page: Page) {
  await installTestWallet(page, { account: 6 });
  await installTestWallet(page, { account: 7, identity: SECOND_TEST_WALLET });
}

async function openWalletList(page: Page, address: string) {
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  await dialog(page).getByRole('button', { name: 'Connected wallets' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Connected Wallets');
  return dialog(page).getByRole('list', { name: 'Connected wallets' }).getByRole('listitem');
}

/** The element's text is neither cut nor scrolled, and the element lies inside `outer` (left to right). */
async function expectShownWhole(element: Locator, outer: Locator) {
  await expect(element).toBeVisible();
  await expect.poll(() => element.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect
    .poll(async () => {
      const [inner, around] = await Promise.all([element.boundingBox(), outer.boundingBox()]);
      return !!inner && !!around && inner.x >= around.x && inner.x + inner.width <= around.x + around.width;
    })
    .toBe(true);
}

test.describe('multi-wallet', () => {
  test('on: two wallets connected, the active one marked; switch to the other, disconnect one only; kept after a reload', async ({
    page,
  }) => {
    const projectId = uniqueProjectId('multi-wallet');
    await configureProject(page.request, projectId, { features: [{ id: 'multi_wallet', isEnabled: true, config: null }] });
    await installTwoWallets(page);
    await openShell(page, { projectId, connections: true });
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click();
    await expectConnected(page, FIRST);

    let rows = await openWalletList(page, FIRST);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('aria-current', 'true');
    await expect(rows.first()).toContainText('Active');
    await expectNoAxeViolations(page);

    // Add a wallet: back to Connect, the first one kept.
    await dialog(page).getByRole('button', { name: 'Add wallet' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
    await dialog(page)
      .getByRole('button', { name: new RegExp(SECOND_TEST_WALLET.name) })
      .click();
    await expectConnected(page, SECOND);

    rows = await openWalletList(page, SECOND);
    await expect(rows).toHaveCount(2);
    const second = rows.filter({ hasText: SECOND_TEST_WALLET.name });
    const first = rows.filter({ hasText: TEST_WALLET_NAME });
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current', 'true');
    await expect(first).toContainText(`${FIRST.slice(0, 4)}…${FIRST.slice(-6)}`);
    // The host's own list (useAppKitConnections) says the same.
    const hostList = page.getByRole('list', { name: 'Host wallet list' });
    await expect(hostList).toContainText(`${SECOND_TEST_WALLET.name} · active`);
    await expect(hostList).toContainText(`${TEST_WALLET_NAME} · connected`);
    // And the singular hook (useAppKitConnection) the active one.
    await expect(page.getByTestId('host-connection')).toHaveText(`${SECOND_TEST_WALLET.name} · active`);
    await expectNoAxeViolations(page);
    expect(((await storageValue(page, '@airlock/connections')) as { connectorId: string }[]).map((c) => c.connectorId)).toEqual([
      SECOND_TEST_WALLET.rdns,
      TEST_WALLET_RDNS,
    ]);

    // Switch: the first wallet is active again, without a prompt; the second stays connected.
    await dialog(page)
      .getByRole('button', { name: `Switch to ${TEST_WALLET_NAME}` })
      .click();
    await expectConnected(page, FIRST);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second.getByRole('button', { name: `Switch to ${SECOND_TEST_WALLET.name}` })).toBeVisible();
    await expect(hostList).toContainText(`${SECOND_TEST_WALLET.name} · connected`);

    // Delete the second: only it is disconnected (its permission revoked); the first stays the connection.
    await dialog(page)
      .getByRole('button', { name: `Disconnect ${SECOND_TEST_WALLET.name}` })
      .click();
    await expect(rows).toHaveCount(1);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expectConnected(page, FIRST);
    await expect(hostList.getByRole('listitem')).toHaveCount(1);
    expect(await storageValue(page, '@airlock/disconnected_connector_ids')).toEqual([SECOND_TEST_WALLET.rdns]);
    expect(await storageValue(page, `__airlockTestWallet:${SECOND_TEST_WALLET.rdns}`)).toMatchObject({ authorized: false });

    // After a reload the connection comes back, and so does the list.
    await page.reload();
    await expectConnected(page, FIRST);
    rows = await openWalletList(page, FIRST);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  });

  test("on, at 360×740: each wallet's name and shortened address (SPEC section 9) are shown whole, inside the dialog", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const projectId = uniqueProjectId('multi-wallet-narrow');
    await configureProject(page.request, projectId, { features: [{ id: 'multi_wallet', isEnabled: true, config: null }] });
    await installTwoWallets(page);
    await openShell(page, { projectId });
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click();
    await expectConnected(page, FIRST);
    await openWalletList(page, FIRST);
    await dialog(page).getByRole('button', { name: 'Add wallet' }).click();
    await dialog(page)
      .getByRole('button', { name: new RegExp(SECOND_TEST_WALLET.name) })
      .click();
    await expectConnected(page, SECOND);

    // Both rows: the active one (its tag) and the other (Switch and Disconnect), the widest.
    const rows = await openWalletList(page, SECOND);
    await expect(rows).toHaveCount(2);
    for (const [name, address] of [
      [TEST_WALLET_NAME, FIRST],
      [SECOND_TEST_WALLET.name, SECOND],
    ] as const) {
      const row = rows.filter({ hasText: name });
      const label = row.locator('.name');
      const shortened = row.locator('.address');
      await expect(label).toContainText(name);
      await expect(shortened).toHaveText(`${address.slice(0, 4)}…${address.slice(-6)}`);
      await expectShownWhole(label, dialog(page));
      await expectShownWhole(shortened, label);
    }
    await expectNoAxeViolations(page);
  });

  test("off (the default): no way in from Account; listing, switching and deleting show 'Multi-Wallet Not Enabled' and list nothing", async ({
    page,
  }) => {
    await installTwoWallets(page);
    await openShell(page, { projectId: uniqueProjectId('multi-wallet-off') });
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click();
    await expectConnected(page, FIRST);

    await accountButton(page, FIRST).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByRole('button', { name: 'Connected wallets' })).toHaveCount(0);

    const results = await page.evaluate(async () => {
      const kit = window.airlockKit!;
      const listed = await kit.getConnections();
      await kit.switchConnection({ connectorId: 'dev.airlock.secondwallet', status: 'connected' });
      await kit.deleteConnection({ connectorId: 'dev.airlock.testwallet' });
      return { listed, status: kit.getState().status, address: kit.getState().address };
    });
    expect(results).toEqual({ listed: [], status: 'connected', address: FIRST });
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Multi-Wallet Not Enabled');
    await expect(alert).toContainText("Enable it in your project's cloud configuration");
    await expectNoAxeViolations(page);

    // The view itself is off: asked for, the modal shows Account.
    await page.evaluate(() => window.airlockKit!.open({ view: 'ProfileWallets' }));
    await expect(dialog(page)).toHaveAccessibleName('Account');
  });

  test('off: the useAppKitConnections and useAppKitConnection hooks list nothing and the alert is logged, naming the hook', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await installTwoWallets(page);
    await openShell(page, { projectId: uniqueProjectId('multi-wallet-hook'), connections: true });
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click();
    await expectConnected(page, FIRST);
    await expect.poll(() => warnings.filter((w) => w.includes('Multi-Wallet Not Enabled')).length).toBe(1);
    // Shown once (the first hook to ask names itself): the variants of the SPEC's alert for the two hooks.
    expect(warnings.find((w) => w.includes('Multi-Wallet Not Enabled'))).toMatch(/to use the useAppKitConnections? hook\.$/);
    await expect(page.getByRole('list', { name: 'Host wallet list' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Host wallet list' }).getByRole('listitem')).toHaveCount(0);
    await expect(page.getByTestId('host-connection')).toHaveText('no active connection');
  });
});

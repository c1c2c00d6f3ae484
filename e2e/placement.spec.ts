import { expect, test } from '@playwright/test';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { connectButton, dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { expectConnected, pickTestWallet } from './fixtures/wallet.ts';

/** SPEC section 2: "appended to the page body as a custom element unless appending is disabled or it is embedded". */
test.describe('where the modal goes', () => {
  test('embedded: inline in the host element, in the page flow, none appended to body; a wallet connects through it', async ({ page }) => {
    await installTestWallet(page, { account: 6 });
    await openShell(page, { projectId: uniqueProjectId('embedded'), placement: 'embedded' });
    await connectButton(page).click();
    const panel = page.getByRole('region', { name: 'Wallet panel' });
    await expect(panel.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => document.querySelectorAll('body > airlock-modal').length)).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('airlock-modal').length)).toBe(1);
    // In the host's layout: not a fixed overlay, not modal for the page, and the card lies inside the panel.
    const backdrop = page.locator('airlock-modal .backdrop');
    await expect(backdrop).toHaveCSS('position', 'static');
    await expect(panel.getByRole('dialog')).not.toHaveAttribute('aria-modal', 'true');
    // Measured once the card has settled: while it opens (its animation, the wallet list filling in) it moves a few px.
    await expect(async () => {
      const [panelBox, cardBox] = [await panel.boundingBox(), await panel.getByRole('dialog').boundingBox()];
      expect(cardBox!.y).toBeGreaterThanOrEqual(panelBox!.y);
      expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(panelBox!.y + panelBox!.height + 1);
    }).toPass({ timeout: 5_000 });
    await pickTestWallet(page);
    await expectConnected(page, ANVIL_ACCOUNTS[6]);
  });

  test('disableAppend without a host element: nothing is appended and open() says why; with one, the modal opens in it', async ({
    page,
  }) => {
    await openShell(page, { projectId: uniqueProjectId('disable-append'), placement: 'disableAppend' });
    const outcome = await page.evaluate(() =>
      window.airlockKit!.open().then(
        () => 'opened',
        (error: Error) => error.message,
      ),
    );
    expect(outcome).toContain('place an <airlock-modal> in the page');
    expect(await page.evaluate(() => document.querySelectorAll('airlock-modal').length)).toBe(0);
    await expect(dialog(page)).toHaveCount(0);

    // The host places its element (at the end of its main content): the next open uses that one.
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('airlock-modal')));
    await connectButton(page).click();
    await expect(page.locator('main > airlock-modal').getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => document.querySelectorAll('airlock-modal').length)).toBe(1);
  });
});

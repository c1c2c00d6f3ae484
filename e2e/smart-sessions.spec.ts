import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { approveInFrame } from './fixtures/secureFrame.ts';
import { accountButton } from './fixtures/wallet.ts';

const ALLOWANCE = 'native-token-recurring-allowance';
const smartSessionsButton = (page: Page) => dialog(page).getByRole('button', { name: 'Smart sessions' });
const sessionRows = (page: Page) => dialog(page).getByTestId('smart-session');

/** Asks the embedded wallet for an ERC-7715 grant as a host would; the outcome lands in `window.granted`. */
async function askForGrant(page: Page) {
  await page.evaluate(
    ({ type }) => {
      const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
      const grant = {
        chainId: '0x7a69',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04ab' } },
        permissions: [{ type, data: { allowance: '0x2386f26fc10000', period: 86400 }, required: true }],
      };
      (window as unknown as { granted: Promise<unknown> }).granted = provider
        .request({ method: 'wallet_grantPermissions', params: [grant] })
        .then(
          (result) => ({ result }),
          (error: { code?: number; message?: string }) => ({ error: { code: error.code, message: error.message } }),
        );
    },
    { type: ALLOWANCE },
  );
}
const grantOutcome = (page: Page) =>
  page.evaluate(() => (window as unknown as { granted: Promise<unknown> }).granted) as Promise<{
    result?: { context: string; address: string; permissions: Array<{ type: string }> };
    error?: { code?: number; message?: string };
  }>;

async function openSmartSessions(page: Page, address: string) {
  await accountButton(page, address).click();
  await smartSessionsButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Smart sessions');
}

test.describe('smart sessions (ERC-7715) of the embedded smart account', () => {
  test('a grant approved in the frame is listed, and revoked with a signature approved in the frame', async ({ page }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('smartsessions'), features: { smartSessions: true } });
    const smart = await loginByEmail(page, uniqueEmail('smartsessions'));

    // The host asks with the modal closed: it opens on the frame's approval, which closes it once approved.
    await expect(dialog(page)).toBeHidden();
    await askForGrant(page);
    await approveInFrame(page);
    const granted = await grantOutcome(page);
    expect(granted.error).toBeUndefined();
    expect(granted.result).toMatchObject({ address: smart, permissions: [{ type: ALLOWANCE }] });
    expect(granted.result!.context).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(dialog(page)).toBeHidden();

    // Account → Smart sessions lists it, from devcloud.
    await openSmartSessions(page, smart);
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionRows(page)).toContainText(ALLOWANCE);
    await expect(sessionRows(page)).toContainText('key signer');
    await expectNoAxeViolations(page);

    // Revoke: the account signs the revoke text in the frame, which opens over the list and comes back to it.
    await sessionRows(page)
      .getByRole('button', { name: /^Revoke smart session/ })
      .click();
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Smart sessions');
    await expect(sessionRows(page)).toHaveCount(0);
    await expect(dialog(page).getByText('No smart sessions: nothing may act for this account.')).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);

    // Gone on the server too: opened afresh, the list reloads empty.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await openSmartSessions(page, smart);
    await expect(dialog(page).getByText('No smart sessions: nothing may act for this account.')).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('with the flag off (the default) wallet_grantPermissions is refused and there is no Smart sessions entry', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('nosessions') });
    const smart = await loginByEmail(page, uniqueEmail('nosessions'));
    await askForGrant(page);
    const refused = await grantOutcome(page);
    expect(refused.result).toBeUndefined();
    expect(refused.error?.code).toBe(4200);
    expect(refused.error?.message).toContain('Smart sessions are not enabled: set features.smartSessions to grant permissions');
    // Nothing reached the frame: no approval opened the modal.
    await expect(dialog(page)).toBeHidden();
    await accountButton(page, smart).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByRole('region', { name: 'Account' })).toBeVisible();
    await expect(smartSessionsButton(page)).toHaveCount(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { addFault, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, toast } from './fixtures/wallet.ts';

// Account 5 only reads here (no other spec uses it). Faults are scoped to each test's project id.
const ACCOUNT = 5;
const address = ANVIL_ACCOUNTS[ACCOUNT];
/** The API time-out these journeys run with (`?testTimeouts=,,1500`) instead of the SPEC's 10 s. */
const HTTP_TIMEOUT = 1_500;

/** Milliseconds from the first request whose URL contains `fragment` to `until` resolving. */
async function timeFrom(page: Page, fragment: string, until: () => Promise<void>): Promise<number> {
  let sent: number | undefined;
  page.on('request', (request) => {
    if (sent === undefined && request.url().includes(fragment)) sent = Date.now();
  });
  await until();
  if (sent === undefined) throw new Error(`no request to ${fragment}`);
  return Date.now() - sent;
}

async function connect(page: Page, projectId: string) {
  await installTestWallet(page, { account: ACCOUNT });
  await openShell(page, { projectId, testTimeouts: `,,${HTTP_TIMEOUT}` });
  await connectTestWallet(page);
  await expectConnected(page, address);
}

test.describe('time-outs: every wait ends in its error with Try again', () => {
  test("a balance that never answers ends in 'Token Balance Unavailable' with Try again, blocked 30 s", async ({ page }) => {
    const projectId = uniqueProjectId('balancehang');
    await addFault(page.request, { route: 'GET /v1/account/:address/balance', kind: 'hang', projectId });
    await page.clock.install();
    const waited = await timeFrom(page, '/balance', async () => {
      await connect(page, projectId);
      await expect(toast(page)).toContainText('Token Balance Unavailable');
    });
    // Ended by the client's time-out (devcloud would hold it 60 s), not earlier.
    expect(waited).toBeGreaterThanOrEqual(HTTP_TIMEOUT - 100);
    expect(waited).toBeLessThan(HTTP_TIMEOUT + 4_000);

    await accountButton(page, address).click();
    const panel = dialog(page).getByRole('tabpanel');
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Token Balance Unavailable');
    await expect(panel).not.toContainText('No tokens yet');
    const retry = alert.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeDisabled();
    await expect(alert).toContainText(/Please try again after \d+ seconds?/);

    // After the SPEC's 30 s block Try again works, and the balance loads (the fault is spent).
    await page.clock.fastForward(31_000);
    await expect(retry).toBeEnabled();
    await retry.click();
    await expect(dialog(page).getByTestId('native-balance')).toHaveText(/^[\d,.]+ ETH$/);
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  test("a balance answer of the wrong shape is 'Token Balance Unavailable', not an empty wallet", async ({ page }) => {
    const projectId = uniqueProjectId('balancemalformed');
    await addFault(page.request, {
      route: 'GET /v1/account/:address/balance',
      kind: 'malformed',
      body: { balances: [{ symbol: 'ETH', quantity: 'lots' }] },
      projectId,
    });
    await connect(page, projectId);
    await expect(toast(page)).toContainText('Token Balance Unavailable');
    await accountButton(page, address).click();
    const panel = dialog(page).getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText('Token Balance Unavailable');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(panel).not.toContainText('No tokens yet');
  });

  test('a history that never answers ends in the activity error, and Try again loads it', async ({ page }) => {
    const projectId = uniqueProjectId('historyhang');
    await addFault(page.request, { route: 'GET /v1/account/:address/history', kind: 'hang', projectId });
    const config = page.waitForResponse((r) => r.url().includes('/appkit/v1/config'));
    await connect(page, projectId);
    await config;
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    const panel = dialog(page).getByRole('tabpanel');
    const waited = await timeFrom(page, '/history', async () => {
      await dialog(page).getByRole('tab', { name: 'Activity' }).click();
      await expect(panel.getByRole('alert')).toContainText("Couldn't load activity");
    });
    expect(waited).toBeGreaterThanOrEqual(HTTP_TIMEOUT - 100);
    expect(waited).toBeLessThan(HTTP_TIMEOUT + 4_000);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel).toContainText(/No activity yet|Receive|Send/);
  });

  test('a wallet list that never answers ends in its error in Connect and in All Wallets, and Try again loads it', async ({ page }) => {
    const projectId = uniqueProjectId('walletshang');
    await addFault(page.request, { route: 'GET /getWallets', kind: 'hang', projectId });
    const connectAlert = dialog(page).getByRole('alert');
    // Timed from before the shell loads: the modal's chunks (and the wallet list) are prefetched once the page is
    // idle, so the request may leave before the visitor opens the modal.
    const waited = await timeFrom(page, '/getWallets', async () => {
      await openShell(page, { projectId, testTimeouts: `,,${HTTP_TIMEOUT}` });
      await openModal(page);
      await expect(connectAlert).toContainText("Couldn't load the wallet list.");
    });
    expect(waited).toBeGreaterThanOrEqual(HTTP_TIMEOUT - 100);
    expect(waited).toBeLessThan(HTTP_TIMEOUT + 4_000);
    await connectAlert.getByRole('button', { name: 'Try again' }).click();
    await expect(connectAlert).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: /^All Wallets\s*\d/ })).toBeVisible();

    // All Wallets' first page hangs too: its own error, then Try again lists the wallets.
    await addFault(page.request, { route: 'GET /getWallets', kind: 'hang', projectId });
    await dialog(page)
      .getByRole('button', { name: /^All Wallets/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('All Wallets');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText("Couldn't load the wallet list", { timeout: HTTP_TIMEOUT + 4_000 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('[data-testid="wallet-scroll"] li').first()).toBeVisible();
  });
});

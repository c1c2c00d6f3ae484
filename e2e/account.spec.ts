import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { addFault, DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, toast } from './fixtures/wallet.ts';

test.describe('the account view', () => {
  test('shows name, balance, accessible tabs, copies the address and has no axe violations', async ({ page, context }) => {
    const address = ANVIL_ACCOUNTS[2];
    await page.request.post(`${DEVCLOUD}/__devcloud/identity/${address}`, { data: { name: 'carol.airlock', avatar: null } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
    await installTestWallet(page, { account: 2 });
    await openShell(page, { projectId: uniqueProjectId('account') });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await accountButton(page, address).click();

    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Account');
    await expect(view).toContainText('carol.airlock');
    await expect(view).toContainText('0x3C…4293BC');
    await expect(view.getByTestId('native-balance')).toHaveText('10,000 ETH');
    await expect(view.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible();

    const tabs = view.getByRole('tab');
    // Activity joins once the remote config says the activity feature is on (e2e/activity.spec.ts covers it).
    await expect(tabs).toHaveText(['Tokens', 'NFTs', 'Activity']);
    await expect(view.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByRole('tabpanel')).toContainText('Airlock Dollar');
    await view.getByRole('tab', { name: 'Tokens' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(view.getByRole('tab', { name: 'NFTs' })).toBeFocused();
    await expect(view.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true');
    // devcloud minted ids 7..9 of its ERC-721 to account 2 at start-up (e2e/looks.spec.ts covers the grid).
    await expect(view.getByRole('tabpanel')).toContainText('Airlock Collectibles #7');
    await page.keyboard.press('End');
    await expect(view.getByRole('tab', { name: 'Activity' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(view.getByRole('tab', { name: 'Tokens' })).toBeFocused();
    await expectNoAxeViolations(page);

    await view.getByRole('button', { name: 'Copy address' }).click();
    await expect(toast(page)).toContainText('Address copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await view.getByRole('button', { name: 'Anvil', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
  });

  test('against the real data API (devcloud in mode reown) the NFTs tab says NFTs are not available, and asks for none', async ({
    page,
  }) => {
    const projectId = uniqueProjectId('account-reown');
    await page.request.post(`${DEVCLOUD}/__devcloud/projects/${projectId}`, { data: { mode: 'reown' } });
    const nftCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/nfts') && nftCalls.push(r.url()));
    await installTestWallet(page, { account: 2 });
    await openShell(page, { projectId });
    await connectTestWallet(page);
    await expectConnected(page, ANVIL_ACCOUNTS[2]);
    await accountButton(page, ANVIL_ACCOUNTS[2]).click();
    const view = dialog(page);
    await expect(view.getByTestId('native-balance')).toHaveText('10,000 ETH');
    await view.getByRole('tab', { name: 'NFTs' }).click();
    await expect(view.getByRole('tabpanel')).toContainText('NFTs are not available');
    expect(nftCalls).toEqual([]);
  });

  test("a balance API 5xx shows 'Token Balance Unavailable' and no new request for 30 s", async ({ page }) => {
    const address = ANVIL_ACCOUNTS[3];
    // Only this account's balance route fails, so journeys running alongside are not affected. Two uses: the
    // client tries a 503 twice.
    await addFault(page.request, { route: `GET /v1/account/${address}/balance`, kind: 'status', status: 503, count: 2 });
    const balanceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/v1/account/${address}/balance`)) balanceRequests.push(request.url());
    });
    await page.clock.install();
    await installTestWallet(page, { account: 3 });
    await openShell(page, { projectId: uniqueProjectId('balancefault') });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await expect(toast(page)).toContainText('Token Balance Unavailable');
    expect(balanceRequests).toHaveLength(2);

    // Opening the Account view asks for the balance again: blocked for 30 s after the failure.
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await page.clock.runFor(20_000);
    await page.keyboard.press('Escape');
    await accountButton(page, address).click();
    await expect(dialog(page).getByRole('tabpanel')).toContainText('Token Balance Unavailable');
    expect(balanceRequests).toHaveLength(2);

    await page.keyboard.press('Escape');
    await page.clock.fastForward(11_000);
    await accountButton(page, address).click();
    // After the block the balance is fetched again (whatever anvil holds for this account now).
    await expect(dialog(page).getByTestId('native-balance')).toHaveText(/^[\d,.]+ ETH$/);
    expect(balanceRequests).toHaveLength(3);
  });
});

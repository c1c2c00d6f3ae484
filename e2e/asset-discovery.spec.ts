import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { AUSD, USDT } from './fixtures/chain.ts';
import { addFault, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected } from './fixtures/wallet.ts';

/** Every request the page makes to the blockchain API's balance route. */
function recordBalanceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/v1\/account\/[^/]+\/balance/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const tokenList = (page: Page) => dialog(page).getByRole('list', { name: 'Tokens' });

test.describe('asset discovery (wallet_getAssets, EIP-7811)', () => {
  test('a browser wallet that reports the capability gives the balances; the balance API is not asked', async ({ page }) => {
    const address = ANVIL_ACCOUNTS[2];
    const projectId = uniqueProjectId('assets');
    // Were the balance API asked, it would fail: the balances shown can only be the wallet's.
    await addFault(page.request, { route: `GET /v1/account/${address}/balance`, kind: 'status', status: 500, count: 10, projectId });
    const balanceRequests = recordBalanceRequests(page);
    await installTestWallet(page, {
      account: 2,
      assetDiscovery: {
        ethPrice: 3000,
        tokens: [
          { address: AUSD, name: 'Airlock Dollar', symbol: 'AUSD', decimals: 18, price: 1 },
          { address: USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6, price: 1 },
        ],
      },
    });
    await openShell(page, { projectId });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('native-balance')).toHaveText(/^[\d,.]+ ETH$/);
    await expect(tokenList(page)).toContainText('AUSD');
    await expect(tokenList(page)).toContainText('USDT');
    await expectNoAxeViolations(page);
    expect(balanceRequests).toEqual([]);
  });

  test('a browser wallet without the capability: the balance API answers', async ({ page }) => {
    const address = ANVIL_ACCOUNTS[2];
    const balanceRequests = recordBalanceRequests(page);
    await installTestWallet(page, { account: 2 });
    await openShell(page, { projectId: uniqueProjectId('noassets') });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await accountButton(page, address).click();
    await expect(dialog(page).getByTestId('native-balance')).toHaveText(/^[\d,.]+ ETH$/);
    expect(balanceRequests.length).toBeGreaterThan(0);
  });

  test('the embedded wallet answers from anvil through the secure frame', async ({ page }) => {
    test.setTimeout(60_000);
    const balanceRequests = recordBalanceRequests(page);
    await openShell(page, { projectId: uniqueProjectId('embassets') });
    const address = await loginByEmail(page, uniqueEmail('assets'));
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('native-balance')).toHaveText(/^[\d,.]+ ETH$/);
    expect(balanceRequests).toEqual([]);
  });
});

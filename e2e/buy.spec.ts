import { expect, type Page, test } from '@playwright/test';
import { type Address, getAddress, parseEther, toHex } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ANVIL_RPC, ethBalance, freshAddress } from './fixtures/chain.ts';
import { isChunk } from './fixtures/chunks.ts';
import { addFault, configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected } from './fixtures/wallet.ts';

/** Each journey buys for a fresh address of its own, funded here, so parallel journeys never share a balance. */
const FUNDED = parseEther('0.5');
/** devcloud's sandbox delivers from anvil account 9. */
const PROVIDER_WALLET = ANVIL_ACCOUNTS[9];
/** What $100 buys (devcloud/README.md): coinbase 1.5 % fee, meld 1.25 %, network fee $0.10, ETH at $3,000. */
const COINBASE_ETH = '0.03280666';
const MELD_ETH = '0.03288666';
/** The remote's Buy feature chunk (files carry no chunk name: the build's chunk-names.json says which it is). */
const isOnrampChunk = (url: string) => isChunk(url, 'airlock-feature-onramp');

async function fundedAddress(page: Page): Promise<Address> {
  // Checksummed, as the wallet reports it and the modal shows it.
  const address = getAddress(freshAddress());
  const response = await page.request.post(ANVIL_RPC, {
    data: { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, toHex(FUNDED)] },
  });
  expect(response.ok()).toBe(true);
  return address;
}

/** The Account view of a fresh funded address in the test wallet, under its own project id. */
async function openAccount(page: Page, projectId: string) {
  const address = await fundedAddress(page);
  await installTestWallet(page, { address });
  const config = page.waitForResponse((r) => r.url().includes('/appkit/v1/config'));
  await openShell(page, { projectId });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await config;
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  return address;
}

async function openBuy(page: Page, projectId = uniqueProjectId('buy')) {
  const address = await openAccount(page, projectId);
  await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('Buy');
  await expect(dialog(page).getByLabel('Asset')).toBeVisible();
  return { address, view: dialog(page) };
}

const quote = (page: Page, provider: string) => dialog(page).locator(`[data-testid="buy-quote"][data-provider="${provider}"]`);

test.describe('buy', () => {
  test('ETH through the Coinbase sandbox: quotes, the popup, Buy in progress, the new balance in Buy, Account and Activity', async ({
    page,
  }) => {
    const projectId = uniqueProjectId('buy');
    const address = await openAccount(page, projectId);
    // SPEC section 9's order: onramp first, then receive and send.
    await expect(dialog(page).getByRole('button', { name: /^(Buy|Receive|Send)$/ })).toHaveText(['Buy', 'Receive', 'Send']);
    await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click();
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Buy');
    // The active network's own coin, in USD by card.
    await expect(view.getByLabel('Asset')).toHaveValue('ETH');
    await expect(view.getByLabel('Network')).toHaveValue('airlock-local');
    await expect(view.getByLabel('Pay in')).toHaveValue('USD');
    await expect(view.getByLabel('Pay with')).toHaveValue('card');
    // The token's logo by its symbol, the fiat currency's by its id (SPEC section 7's image endpoints).
    const logos = view.locator('.with-logo img');
    await expect(logos.nth(0)).toHaveAttribute('src', /\/public\/getTokenImage\/ETH\?projectId=/);
    await expect(logos.nth(1)).toHaveAttribute('src', /\/public\/getCurrencyImage\/USD\?projectId=/);

    await view.getByLabel('Amount (USD)').fill('100');
    const quotes = view.getByRole('list', { name: 'Quotes' }).getByTestId('buy-quote');
    // Both providers, the most received first.
    await expect(quotes).toHaveCount(2);
    await expect(quotes.nth(0)).toHaveAttribute('data-provider', 'meld');
    await expect(quote(page, 'meld')).toContainText(`You receive ${MELD_ETH} ETH`);
    await expect(quote(page, 'meld')).toContainText('Best');
    const coinbase = quote(page, 'coinbase');
    await expect(coinbase.getByTestId('buy-received')).toHaveText(`You receive ${COINBASE_ETH} ETH`);
    await expect(coinbase.getByRole('definition')).toHaveText(['$1.48', '$0.10', '$98.42', '$100.00']);
    // Each provider's fee range beside its quote (SPEC section 9: 1–2 % for both).
    await expect(coinbase.getByTestId('buy-fee-range')).toHaveText('Coinbase charges 1–2% in fees');
    await expect(quote(page, 'meld').getByTestId('buy-fee-range')).toHaveText('Meld charges 1–2% in fees');
    await expectNoAxeViolations(page);

    const popupOpened = page.waitForEvent('popup');
    await coinbase.getByRole('button', { name: 'Buy with Coinbase' }).click();
    const popup = await popupOpened;
    await expect(view.getByRole('heading', { name: 'Buy in progress' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The sandbox provider's page: the order as quoted, to this wallet; Pay delivers on anvil.
    await expect(popup).toHaveURL(/\/onramp-sandbox\//);
    await expect(popup.getByTestId('purchase-amount')).toHaveText(`${COINBASE_ETH} ETH`);
    await expect(popup.getByTestId('destination')).toHaveText(address);
    await popup.locator('#pay').click();
    await expect(popup.locator('#status')).toContainText(`Paid. ${COINBASE_ETH} ETH sent to ${address}`);
    expect(await ethBalance(address)).toBe(FUNDED + parseEther(COINBASE_ETH));

    // The modal sees it land (the history's on-ramp list) with the window still open, and shows the new balance.
    await expect(view.getByTestId('buy-result')).toHaveText(`Bought ${COINBASE_ETH} ETH with Coinbase`);
    await expect(view.getByTestId('buy-balance')).toHaveText('Your balance: 0.53280666 ETH');
    // The page closes itself on this click, so the click may find its page gone before it returns: what counts is
    // that the window closed.
    const popupClosed = popup.waitForEvent('close');
    await popup
      .getByRole('button', { name: 'Close' })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await popupClosed;

    await view.getByRole('button', { name: 'Done' }).click();
    await expect(view).toHaveAccessibleName('Account');
    await expect(view.getByTestId('native-balance')).toHaveText('0.5328 ETH');
    await view.getByRole('tab', { name: 'Activity' }).click();
    const row = view.getByTestId('activity-row').first();
    await expect(row).toContainText('Receive');
    await expect(row.getByTestId('activity-amount')).toHaveText('+0.033 ETH');
    await expect(row).toContainText(`From ${PROVIDER_WALLET.slice(0, 4)}…${PROVIDER_WALLET.slice(-6)}`);
  });

  test('the limits say what may be paid, by method and currency, and no quote is asked outside them', async ({ page }) => {
    const quoteCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/onramp/quote')) quoteCalls.push(r.postData() ?? '');
    });
    const { view } = await openBuy(page);
    const amount = view.getByLabel('Amount (USD)');
    await expect(view.getByText('From $10 to $7,500 by card')).toBeVisible();
    await amount.fill('9.99');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between $10 and $7,500');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // A decimal comma (a French or German keyboard) is read as the point.
    await amount.fill('7500,01');
    await expect(amount).toHaveValue('7500.01');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between $10 and $7,500');
    await expectNoAxeViolations(page);

    await view.getByLabel('Pay with').selectOption({ label: 'Bank account' });
    await expect(view.getByRole('alert')).toHaveCount(0);
    await expect(quote(page, 'coinbase')).toContainText('$7,500.01');
    await amount.fill('25000.01');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between $10 and $25,000');
    await view.getByLabel('Pay in').selectOption('EUR');
    // SEPA is EUR's bank account: the method stays a bank account.
    await expect(view.getByLabel('Pay with')).toHaveValue('sepa_bank_account');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between €10 and €25,000');
    await view.getByLabel('Pay with').selectOption('card');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between €10 and €7,500');
    await view.getByLabel('Amount (EUR)').fill('10');
    await expect(quote(page, 'coinbase')).toContainText('€10.00');
    // Asked: once for 7500.01 by bank account and once for €10 by card, each of both providers; never outside the limits.
    const amounts = quoteCalls.map((body) => (JSON.parse(body) as { amount: string }).amount);
    expect(amounts.sort()).toEqual(['10', '10', '7500.01', '7500.01']);
  });

  test('failed options: the built-in sample options, with the fallback limits; quotes still come', async ({ page }) => {
    const projectId = uniqueProjectId('buyoptions');
    await addFault(page.request, { route: 'GET /v1/onramp/options', kind: 'status', status: 503, count: 0, projectId });
    const { view } = await openBuy(page, projectId);
    await expect(view.getByTestId('buy-sample-note')).toContainText("options couldn't be loaded");
    // The sample's EVM assets (the wallet has no Solana address); not sold on the local chain: Ethereum first.
    await expect(view.getByLabel('Asset').locator('option')).toHaveText(['ETH · Ether', 'USDC · USD Coin']);
    await expect(view.getByLabel('Network')).toHaveValue('ethereum');
    await expect(view.getByLabel('Pay with').locator('option')).toHaveText(['Card', 'Bank account']);
    await view.getByLabel('Amount (USD)').fill('5');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between $10 and $7,500');
    await view.getByLabel('Pay with').selectOption('bank_account');
    await view.getByLabel('Amount (USD)').fill('30000');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between $10 and $25,000');
    await view.getByLabel('Pay in').selectOption('EUR');
    await expect(view.getByRole('alert')).toHaveText('Enter an amount between €10 and €25,000');
    await view.getByLabel('Amount (EUR)').fill('100');
    // devcloud sells ETH on Ethereum too: a real quote (its network fee is Ethereum's).
    await expect(quote(page, 'coinbase').getByRole('definition').nth(1)).toHaveText('€2.32');
    await expect(quote(page, 'coinbase')).not.toContainText('Estimate');
    await expectNoAxeViolations(page);
  });

  test('failed quotes: the placeholder estimate, marked so; buying still opens the provider, and closing it says so', async ({ page }) => {
    const projectId = uniqueProjectId('buyquote');
    await addFault(page.request, { route: 'POST /v1/onramp/quote', kind: 'status', status: 503, count: 0, projectId });
    const { view } = await openBuy(page, projectId);
    await view.getByLabel('Amount (USD)').fill('100');
    await expect(view.getByTestId('buy-estimate-note')).toContainText("a provider's quote couldn't be loaded");
    const coinbase = quote(page, 'coinbase');
    await expect(coinbase).toContainText('Estimate');
    // 2 % at most (SPEC section 9), at the ETH price the account's balances report.
    await expect(coinbase.getByTestId('buy-received')).toHaveText('You receive ≈ 0.03266666 ETH');
    await expect(coinbase.getByRole('definition')).toHaveText(['up to $2.00', 'set by Coinbase', '≈ $98.00', '$100.00']);
    await expect(quote(page, 'meld')).toContainText('Estimate');
    await expectNoAxeViolations(page);

    const popupOpened = page.waitForEvent('popup');
    await coinbase.getByRole('button', { name: 'Buy with Coinbase' }).click();
    const popup = await popupOpened;
    await expect(popup.getByTestId('purchase-amount')).toHaveText('0.03280666 ETH');
    await expect(view.getByRole('heading', { name: 'Buy in progress' })).toBeVisible();
    await popup.close();
    await expect(view.getByRole('status')).toContainText('The Coinbase window was closed');
    await expect(view.getByLabel('Amount (USD)')).toHaveValue('100');
  });

  test("open({ view: 'Buy' }) opens it; with the onramp feature off there is no Buy and no onramp chunk", async ({ page, browser }) => {
    await openAccount(page, uniqueProjectId('buyopen'));
    await page.evaluate(() => (window as unknown as { airlockKit: { open(o: unknown): Promise<void> } }).airlockKit.open({ view: 'Buy' }));
    await expect(dialog(page)).toHaveAccessibleName('Buy');
    await expect(dialog(page).getByLabel('Asset')).toHaveValue('ETH');

    const off = await browser.newPage();
    const chunks: string[] = [];
    off.on('request', (r) => {
      if (isOnrampChunk(r.url()) || r.url().includes('/v1/onramp/')) chunks.push(r.url());
    });
    const projectId = uniqueProjectId('buyoff');
    await configureProject(off.request, projectId, { features: [{ id: 'onramp', isEnabled: false, config: null }] });
    await openAccount(off, projectId);
    await expect(dialog(off).getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(dialog(off).getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);
    await off.evaluate(() => (window as unknown as { airlockKit: { open(o: unknown): Promise<void> } }).airlockKit.open({ view: 'Buy' }));
    await expect(dialog(off)).toHaveAccessibleName('Account');
    expect(chunks).toEqual([]);
    await off.close();
  });
});

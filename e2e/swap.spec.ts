import { expect, type Page, test } from '@playwright/test';
import { type Address, maxUint256, parseEther, parseUnits } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { AUSD, ethBalance, tokenBalance, USDT } from './fixtures/chain.ts';
import { addFault, DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { allowanceOf, fundedAccount, market, nonceOf, receiptFee, sellAllBack, sellEth } from './fixtures/market.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { expectQuoted, expectSwapSettled, openSwapFromAccount, payField, pickToken, received, swapButton } from './fixtures/swap.ts';
import { installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, networkButton, toast } from './fixtures/wallet.ts';

const SLIPPAGE_TEXT = 'Price moved beyond your slippage tolerance. Nothing was swapped: check the new quote and try again.';

type Kit = {
  airlockKit: { open(o: unknown): Promise<void>; addNetwork(ns: string, n: unknown): void; switchNetwork(n: unknown): Promise<void> };
};

/** The shell with the test wallet holding `address` (an account of the journey's own), connected, on Account. */
async function openAccount(page: Page, address: Address, options: { projectId?: string; knownChains?: number[]; basic?: boolean } = {}) {
  await installTestWallet(page, { address, ...(options.knownChains ? { knownChains: options.knownChains } : {}) });
  await openShell(page, { projectId: options.projectId ?? uniqueProjectId('swap'), ...(options.basic ? { basic: true } : {}) });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
}

const openSwapWith = (page: Page, args: Record<string, string>) =>
  page.evaluate((a) => (window as unknown as Kit).airlockKit.open({ view: 'Swap', arguments: a }), args);

test.describe('swap from a browser wallet', () => {
  test('ETH → AUSD: quote as you type and details; the pool and the balances move by exactly the swap', async ({ page }) => {
    const m = await market();
    const user = await fundedAccount('10');
    await openAccount(page, user);
    // SPEC section 9: wallet features in the order onramp (Buy), swaps, receive, send.
    await expect(dialog(page).locator('.wallet-features button')).toHaveText(['Buy', 'Swap', 'Receive', 'Send']);
    await openSwapFromAccount(page);
    await expect(dialog(page).getByRole('button', { name: 'Token to pay: ETH. Choose' })).toBeVisible();

    await pickToken(page, 'receive', 'AUSD');

    // A decimal comma (a French or German keyboard) is read as the point.
    await payField(page).fill('0,1');
    await expect(payField(page)).toHaveValue('0.1');
    await expectQuoted(page);
    const details = dialog(page).getByTestId('swap-details');
    await expect(details.getByTestId('swap-provider')).toHaveText('1inch');
    await expect(details.getByTestId('swap-slippage')).toHaveText('1 %');
    await expect(details.getByTestId('swap-price-impact')).toHaveText(/%$/);
    await expect(dialog(page).getByTestId('swap-from-usd')).toHaveText(/^\$\d/);
    await expect(dialog(page).getByTestId('swap-to-usd')).toHaveText(/^\$\d/);
    await expectNoAxeViolations(page);
    await expect(swapButton(page)).toHaveText('Swap');

    await swapButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Swapped 0.1 ETH for AUSD');
    const event = await expectSwapSettled(m, user);
    expect(event.args.amountIn).toBe(parseEther('0.1'));
    expect(await tokenBalance(AUSD, user)).toBe(event.args.amountOut);
    expect(await ethBalance(user)).toBe(parseEther('9.9') - (await receiptFee(event.transactionHash)));
    // Balances refreshed past their cache: the Account lists the new token.
    await expect(dialog(page).getByRole('tabpanel')).toContainText('Airlock Dollar');
  });

  test("against the real swap API (devcloud in mode reown): a quote whose id is null shows, and ETH goes out as the build answer's tx.amount", async ({
    page,
  }) => {
    const m = await market();
    const user = await fundedAccount('10');
    const projectId = uniqueProjectId('swap-reown');
    await page.request.post(`${DEVCLOUD}/__devcloud/projects/${projectId}`, { data: { mode: 'reown' } });
    await openAccount(page, user, { projectId });
    await openSwapWith(page, { fromToken: 'ETH', toToken: AUSD, amount: '0.1' });
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    await expectQuoted(page);
    await swapButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Swapped 0.1 ETH for AUSD');
    const event = await expectSwapSettled(m, user);
    expect(event.args.amountIn).toBe(parseEther('0.1'));
    expect(await ethBalance(user)).toBe(parseEther('9.9') - (await receiptFee(event.transactionHash)));
  });

  test("AUSD → USDT: a rejected approval says 'Transaction rejected'; then the approval, waited for, and the swap", async ({ page }) => {
    const m = await market();
    const user = await fundedAccount('1', { ausd: parseUnits('100', 18) });
    await openAccount(page, user);
    await openSwapFromAccount(page);
    await pickToken(page, 'pay', 'AUSD');
    await pickToken(page, 'receive', 'USDT');
    await payField(page).fill('25');
    await expectQuoted(page);
    await expect(dialog(page).getByTestId('swap-fee')).toContainText('approval and swap');
    await expect(swapButton(page)).toHaveText('Approve AUSD and swap');

    await page.evaluate(() =>
      (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_sendTransaction'),
    );
    await swapButton(page).click();
    await expect(dialog(page).getByTestId('swap-error')).toHaveText('Transaction rejected');
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    await expect(payField(page)).toHaveValue('25');
    expect(await nonceOf(user)).toBe(0);
    expect(await allowanceOf(AUSD, user, m.router)).toBe(0n);

    await expectQuoted(page);
    await swapButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Swapped 25 AUSD for USDT');
    // Two transactions: the approval of the router (the API's default: the maximum), then the swap.
    expect(await nonceOf(user)).toBe(2);
    expect(await allowanceOf(AUSD, user, m.router)).toBe(maxUint256);
    const event = await expectSwapSettled(m, user);
    expect(event.args.amountIn).toBe(parseUnits('25', 18));
    expect(await tokenBalance(AUSD, user)).toBe(parseUnits('75', 18));
    expect(await tokenBalance(USDT, user)).toBe(event.args.amountOut);
  });

  test('a price that moved past the 1 % slippage: not sent when the build shows it; refused by the router when it moves after; nothing lost', async ({
    page,
  }) => {
    const m = await market();
    const user = await fundedAccount('10');
    const trader = await fundedAccount('50');
    try {
      await openAccount(page, user);
      // Opened by the host with arguments: the token by symbol and by contract address.
      await openSwapWith(page, { fromToken: 'ETH', toToken: USDT, amount: '1' });
      await expect(dialog(page)).toHaveAccessibleName('Swap');
      await expect(payField(page)).toHaveValue('1');
      await expect(dialog(page).getByRole('button', { name: 'Token to receive: USDT. Choose' })).toBeVisible();
      await expectQuoted(page);
      const quoted = await received(page).textContent();

      // 1. Someone trades first, between the quote and the click: the build pays less than 99 % of the quote.
      await sellEth(m, trader, USDT, '3');
      await sellEth(m, trader, AUSD, '3');
      await swapButton(page).click();
      await expect(dialog(page).getByTestId('swap-error')).toHaveText(SLIPPAGE_TEXT);
      await expect(payField(page)).toHaveValue('1');
      // The form asks again: the new quote pays less.
      await expect(received(page)).not.toHaveText(quoted!);
      await expectQuoted(page);

      // 2. Someone trades between the build and the wallet's sending: the router refuses (the wallet's estimate says so).
      await page.route(
        '**/v1/convert/build-transaction**',
        async (route) => {
          const response = await route.fetch();
          await sellEth(m, trader, USDT, '3');
          await sellEth(m, trader, AUSD, '3');
          await route.fulfill({ response });
        },
        { times: 1 },
      );
      await swapButton(page).click();
      await expect(dialog(page).getByTestId('swap-error')).toHaveText(SLIPPAGE_TEXT);
      await expect(dialog(page)).toHaveAccessibleName('Swap');
      await expect(payField(page)).toHaveValue('1');
      // Nothing sent, nothing spent.
      expect(await nonceOf(user)).toBe(0);
      expect(await ethBalance(user)).toBe(parseEther('10'));
      expect(await tokenBalance(USDT, user)).toBe(0n);
    } finally {
      await sellAllBack(m, trader, USDT);
      await sellAllBack(m, trader, AUSD);
    }
  });

  test('a quote that fails (devcloud fault) says so, and Try again gets one', async ({ page }) => {
    const projectId = uniqueProjectId('swap-fault');
    const user = await fundedAccount('1');
    await openAccount(page, user, { projectId });
    await openSwapWith(page, { toToken: 'AUSD' });
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    // The API client retries a 503 once (not a 500): both answers fail.
    await addFault(page.request, { route: 'GET /v1/convert/quotes', kind: 'status', status: 503, count: 2, projectId });
    await payField(page).fill('0.05');
    await expect(dialog(page).getByTestId('swap-quote-error')).toHaveText('Could not get a quote. Try again.');
    await expect(swapButton(page)).toBeDisabled();
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await expectQuoted(page);
    await expect(swapButton(page)).toBeEnabled();
  });

  test("outside the swap networks: Swap and open({ view: Swap }) lead to UnsupportedChain with only the swap networks, and picking one opens Swap; a swap network the API does not serve: 'Network not supported for Swaps' and 'for Gas Price'", async ({
    page,
  }) => {
    const user = await fundedAccount('1');
    const convertCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/convert/')) convertCalls.push(request.url());
    });
    await openAccount(page, user, { knownChains: [31337, 31338, 1337, 11155111] });
    // Anvil Two (31338) is neither one of the SPEC's 12 swap networks nor a local development chain (31337, 1337).
    await page.evaluate(() => (window as unknown as Kit).airlockKit.switchNetwork('eip155:31338'));
    await expect(networkButton(page)).toHaveText('Anvil Two');
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await expect(dialog(page)).toContainText(
      "The swap feature doesn't support your current network. Switch to an available option to continue.",
    );
    const swapNetworks = dialog(page).getByRole('list', { name: 'Available networks' }).getByRole('button');
    await expect(swapNetworks.locator('.name')).toHaveText(['Anvil']);
    await expectNoAxeViolations(page);
    expect(convertCalls).toEqual([]);
    await swapNetworks.first().click();
    await expect(networkButton(page)).toHaveText('Anvil');
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    await expect(payField(page)).toBeVisible();

    // The picker: the account's balances first, a search, logos from the API; axe clean.
    await dialog(page)
      .getByRole('button', { name: /^Token to receive/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Select token');
    const rows = dialog(page).getByRole('list').getByRole('button');
    await expect(rows.first()).toContainText('ETH');
    await expect(rows.first().locator('img')).toHaveAttribute('src', /getTokenImage\/ETH/);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('searchbox', { name: 'Search tokens' }).fill('dollar');
    await expect(rows).toHaveCount(1);
    await rows.first().click();
    await expect(dialog(page)).toHaveAccessibleName('Swap');

    // The host's open({ view: 'Swap' }) on a network outside the list: the same.
    convertCalls.length = 0;
    await page.evaluate(async () => {
      const kit = (window as unknown as Kit).airlockKit;
      for (const [id, name] of [
        [11155111, 'Sepolia'],
        [1337, 'Localhost'],
      ] as const)
        kit.addNetwork('eip155', {
          id,
          name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
          testnet: true,
        });
      await kit.switchNetwork('eip155:11155111');
    });
    await openSwapWith(page, {});
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await expect(swapNetworks.locator('.name')).toHaveText(['Anvil', 'Localhost']);

    // Localhost (1337) is a swap network here, but devcloud's blockchain API does not serve it: the form says so.
    await swapNetworks.nth(1).click();
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    await expect(dialog(page).getByRole('alert')).toHaveText('Network not supported for Swaps');
    await expect(dialog(page).getByTestId('swap-gas-price-error')).toHaveText('Network not supported for Gas Price');
    // Neither on Sepolia nor (SPEC section 7: not for a network the data API does not support) on Localhost.
    expect(convertCalls).toEqual([]);
  });

  test('with swaps off (basic mode) there is no Swap button and open({ view: Swap }) falls back', async ({ page }) => {
    const user = await fundedAccount('1');
    await openAccount(page, user, { basic: true });
    await expect(dialog(page).getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0);
    await openSwapWith(page, { toToken: 'AUSD' });
    await expect(dialog(page)).toHaveAccessibleName('Account');
  });
});

import { expect, type Page, test } from '@playwright/test';
import { type Address, createPublicClient, http, parseEther, parseUnits } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ANVIL_RPC, AUSD, ethBalance, freshAddress, tokenBalance } from './fixtures/chain.ts';
import { isChunk } from './fixtures/chunks.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { fundedAccount } from './fixtures/market.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { connectTestWallet, expectConnected } from './fixtures/wallet.ts';

type PayOutcome = { hash: string } | { error: { name: string; reason: string; message: string } };
type PayWindow = {
  airlockKit: { pay(args: unknown): Promise<string> };
  __payment?: Promise<PayOutcome>;
  __testWallet: { rejectNext(method: string): void };
};

const PAY_ON = { pay: true };

/** Starts `appKit.pay(args)` in the page without waiting: the outcome is read later with `outcome()`. */
const startPay = (page: Page, args: Record<string, unknown>) =>
  page.evaluate((a) => {
    const w = window as unknown as PayWindow;
    w.__payment = w.airlockKit.pay(a).then(
      (hash) => ({ hash }),
      (e: { name: string; reason: string; shortMessage: string }) => ({
        error: { name: e.name, reason: e.reason, message: e.shortMessage },
      }),
    );
  }, args);
const outcome = (page: Page) => page.evaluate(() => (window as unknown as PayWindow).__payment!);

/** The shell with Pay on and the test wallet holding `address`, connected (the modal closes after connecting). */
async function connected(page: Page, address: Address, features: Record<string, unknown> = PAY_ON) {
  await installTestWallet(page, { address });
  await openShell(page, { projectId: uniqueProjectId('pay'), features });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await expect(dialog(page)).toBeHidden();
}

const payButton = (page: Page) => dialog(page).getByRole('button', { name: /^Pay / });

test.describe('pay', () => {
  test('ETH from the connected wallet: the Pay view, then the hash once mined and the recipient paid exactly; axe clean', async ({
    page,
  }) => {
    const payer = await fundedAccount('10');
    const shop = freshAddress();
    await connected(page, payer);
    await startPay(page, { recipient: shop, amount: '0.25', asset: 'native', network: 'eip155:31337' });

    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Pay');
    await expect(view.getByTestId('pay-amount')).toHaveText('0.25 ETH');
    await expect(view.getByTestId('pay-recipient')).toHaveText(shop);
    await expect(view.getByRole('definition').filter({ hasText: 'Anvil' })).toBeVisible();
    await expect(view.getByTestId('pay-balance')).toHaveText('10 ETH');
    await expect(payButton(page)).toHaveText('Pay 0.25 ETH');
    await expectNoAxeViolations(page);

    await payButton(page).click();
    const result = await outcome(page);
    expect(result).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    // Resolved once mined: the receipt is there and the recipient holds exactly the amount.
    const receipt = await createPublicClient({ transport: http(ANVIL_RPC) }).getTransactionReceipt({
      hash: (result as { hash: Address }).hash,
    });
    expect(receipt.status).toBe('success');
    expect(await ethBalance(shop)).toBe(parseEther('0.25'));
    await expect(view.getByRole('status').filter({ hasText: 'Payment sent' })).toBeVisible();
    await expect(view.getByTestId('pay-hash')).toHaveText((result as { hash: string }).hash);
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Done' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('an ERC-20 by its contract, with a chain id: the token is read from the chain', async ({ page }) => {
    const payer = await fundedAccount('1', { ausd: parseUnits('100', 18) });
    const shop = freshAddress();
    await connected(page, payer);
    await startPay(page, { recipient: shop, amount: 12.5, asset: AUSD, network: 31337 });
    await expect(dialog(page).getByTestId('pay-amount')).toHaveText('12.5 AUSD');
    await expect(dialog(page).getByTestId('pay-balance')).toHaveText('100 AUSD');
    await payButton(page).click();
    expect(await outcome(page)).toHaveProperty('hash');
    expect(await tokenBalance(AUSD, shop)).toBe(parseUnits('12.5', 18));
  });

  test('not connected: Pay offers Connect and comes back to Pay once the wallet connects', async ({ page }) => {
    const payer = await fundedAccount('2');
    const shop = freshAddress();
    await installTestWallet(page, { address: payer });
    await openShell(page, { projectId: uniqueProjectId('pay'), features: PAY_ON });
    await startPay(page, { recipient: shop, amount: '0.5', asset: 'native', network: 'eip155:31337' });
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Pay');
    await expect(view.getByRole('definition').filter({ hasText: 'No wallet connected' })).toBeVisible();
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Connect a wallet to pay' }).click();
    await expect(view).toHaveAccessibleName('Connect Wallet');
    await view
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .first()
      .click();
    await expectConnected(page, payer);
    await expect(view).toHaveAccessibleName('Pay');
    await expect(view.getByTestId('pay-balance')).toHaveText('2 ETH');
    await payButton(page).click();
    expect(await outcome(page)).toHaveProperty('hash');
    expect(await ethBalance(shop)).toBe(parseEther('0.5'));
  });

  test("a wallet on another network: Pay asks to switch to the payment's network first", async ({ page }) => {
    const payer = await fundedAccount('2');
    const shop = freshAddress();
    await installTestWallet(page, { address: payer, chainId: 31338, knownChains: [31337, 31338] });
    await openShell(page, { projectId: uniqueProjectId('pay'), features: PAY_ON });
    await connectTestWallet(page);
    await expectConnected(page, payer);
    await expect(dialog(page)).toBeHidden();
    await startPay(page, { recipient: shop, amount: '0.75', asset: 'native', network: 'eip155:31337' });
    // The balance is the payment network's, read before the wallet switches.
    await expect(dialog(page).getByTestId('pay-balance')).toHaveText('2 ETH');
    await expect(payButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Switch to Anvil' }).click();
    await payButton(page).click();
    expect(await outcome(page)).toHaveProperty('hash');
    expect(await ethBalance(shop)).toBe(parseEther('0.75'));
  });

  test('the embedded wallet: approved inside the secure frame, then back on Pay with the hash', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('pay-embedded'), features: PAY_ON });
    // The SPEC's default account type: the smart account pays, through the bundler, its gas sponsored.
    const payer = await loginByEmail(page, uniqueEmail('pay'));
    await expect(dialog(page)).toBeHidden();
    const funds = await ethBalance(payer);
    const shop = freshAddress();
    await startPay(page, { recipient: shop, amount: '0.02', asset: 'native', network: 'eip155:31337' });
    await payButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).getByTestId('approval-value')).toContainText('0.02 ETH');
    await expect(secureFrame(page).getByTestId('approval-gas')).toContainText('Sponsored');
    await approveInFrame(page);
    const paid = await outcome(page);
    expect(paid).toHaveProperty('hash');
    expect(await ethBalance(shop)).toBe(parseEther('0.02'));
    expect(await ethBalance(payer)).toBe(funds - parseEther('0.02'));
    // The hash is the mined transaction that carried the payer's operation.
    const receipt = await createPublicClient({ transport: http(ANVIL_RPC) }).getTransactionReceipt({
      hash: (paid as { hash: `0x${string}` }).hash,
    });
    expect(receipt.status).toBe('success');
    await expect(dialog(page)).toHaveAccessibleName('Pay');
    await expect(dialog(page).getByRole('status').filter({ hasText: 'Payment sent' })).toBeVisible();
  });

  test("rejected in the wallet: the call rejects with 'rejected' and nothing is paid", async ({ page }) => {
    const payer = await fundedAccount('3');
    const shop = freshAddress();
    await connected(page, payer);
    await startPay(page, { recipient: shop, amount: '1', asset: 'native', network: 'eip155:31337' });
    await expect(payButton(page)).toBeEnabled();
    await page.evaluate(() => (window as unknown as PayWindow).__testWallet.rejectNext('eth_sendTransaction'));
    await payButton(page).click();
    expect(await outcome(page)).toEqual({ error: { name: 'PayError', reason: 'rejected', message: 'Payment rejected in the wallet' } });
    await expect(dialog(page).getByRole('alert')).toHaveText('Payment rejected in the wallet');
    expect(await ethBalance(shop)).toBe(0n);
  });

  test("a balance below the amount: the call rejects with 'insufficient_balance' before the wallet is asked; axe clean", async ({
    page,
  }) => {
    const payer = await fundedAccount('0.1');
    await connected(page, payer);
    await startPay(page, { recipient: freshAddress(), amount: '1', asset: 'native', network: 'eip155:31337' });
    expect(await outcome(page)).toEqual({ error: { name: 'PayError', reason: 'insufficient_balance', message: 'Insufficient balance' } });
    await expect(dialog(page).getByRole('alert')).toHaveText('Insufficient balance: this payment needs 1 ETH; the account holds 0.1 ETH');
    await expect(payButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('refused before anything opens: bad arguments, a network the app lacks; closing the modal rejects', async ({ page }) => {
    const payer = await fundedAccount('1');
    await connected(page, payer);
    const shop = freshAddress();
    await startPay(page, { recipient: '0x1234', amount: '1', asset: 'native', network: 'eip155:31337' });
    expect(await outcome(page)).toEqual({
      error: {
        name: 'PayError',
        reason: 'invalid_request',
        message: 'Invalid payment request: recipient is not an address: Invalid address',
      },
    });
    await startPay(page, { recipient: shop, amount: '1', asset: 'native', network: 'eip155:1' });
    expect(await outcome(page)).toEqual({ error: { name: 'PayError', reason: 'unsupported_network', message: 'Unsupported network' } });
    await expect(dialog(page)).toBeHidden();

    await startPay(page, { recipient: shop, amount: '0.1', asset: 'native', network: 'eip155:31337' });
    await expect(payButton(page)).toBeEnabled();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await outcome(page)).toEqual({ error: { name: 'PayError', reason: 'modal_closed', message: 'Modal closed' } });
  });

  test('with the flag off the call rejects at once and no pay chunk is fetched', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await openShell(page, { projectId: uniqueProjectId('pay-off') });
    await startPay(page, { recipient: freshAddress(), amount: '1', asset: 'native', network: 'eip155:31337' });
    expect(await outcome(page)).toEqual({
      error: { name: 'PayError', reason: 'disabled', message: 'Pay is not enabled (features.pay is off)' },
    });
    await expect(dialog(page)).toBeHidden();
    // Neither the pay feature's chunk (named by its hash only) nor a pay API call.
    expect(requested.filter((url) => isChunk(url, 'airlock-feature-pay') || /pay/i.test(new URL(url).pathname))).toEqual([]);
  });
});

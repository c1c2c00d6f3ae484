import { expect, type Page, test } from '@playwright/test';
import { parseEther, parseUnits } from 'viem';
import { AUSD, mintTestToken, tokenBalance, USDT } from './fixtures/chain.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { market } from './fixtures/market.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import {
  expectQuoted,
  expectSwapSettled,
  openSwapFromAccount,
  payField,
  pickToken,
  pressSwapUntilAsked,
  swapButton,
} from './fixtures/swap.ts';
import { accountButton, toast } from './fixtures/wallet.ts';

/** These journeys swap from the embedded wallet's EOA (the SPEC default is its smart account). */
async function preferEoa(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      '@airlock/preferred_account_types',
      JSON.stringify({ eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' }),
    ),
  );
}

test.describe('swap from the embedded wallet', () => {
  test('ETH → AUSD and AUSD → USDT (approval then swap): each transaction approved inside the secure frame; settled on anvil', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const m = await market();
    await openShell(page, { projectId: uniqueProjectId('swap-embedded') });
    await preferEoa(page);
    const address = await loginByEmail(page, uniqueEmail('swap-embedded'));
    await mintTestToken(AUSD, address, parseUnits('40', 18));
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');

    // 1. ETH → AUSD: one request. The frame does not decode the router's call ("Unknown function 0x7ff36ab5"), it
    // shows its target, its value and the simulated balance changes (−0.2 ETH, +≈ AUSD).
    await openSwapFromAccount(page);
    await pickToken(page, 'receive', 'AUSD');
    await payField(page).fill('0.2');
    await expectQuoted(page);
    await pressSwapUntilAsked(page);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).getByTestId('approval-to')).toContainText(new RegExp(m.router, 'i'));
    await expect(secureFrame(page).getByTestId('approval-value')).toContainText('0.2 ETH');
    await expect(secureFrame(page).getByTestId('approval-changes')).toContainText(/Receives[\s\S]*AUSD/);
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Swapped 0.2 ETH for AUSD');
    const first = await expectSwapSettled(m, address, 0);
    expect(first.args.amountIn).toBe(parseEther('0.2'));
    expect(await tokenBalance(AUSD, address)).toBe(parseUnits('40', 18) + first.args.amountOut);

    // 2. AUSD → USDT: the approval (decoded by the frame: an ERC-20 approval of the router), then the swap.
    await openSwapFromAccount(page);
    await pickToken(page, 'pay', 'AUSD');
    await pickToken(page, 'receive', 'USDT');
    await payField(page).fill('12.5');
    await expectQuoted(page);
    await expect(swapButton(page)).toHaveText('Approve AUSD and swap');
    await pressSwapUntilAsked(page);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    const decoded = secureFrame(page).getByTestId('approval-decoded');
    await expect(decoded).toContainText('ERC-20 approval');
    await expect(decoded).toContainText(new RegExp(m.router, 'i'));
    // The SPEC's build-approve call names no amount: the API approves the maximum, and the frame warns of it.
    await expect(decoded).toContainText('Unlimited');
    await expect(secureFrame(page).getByTestId('approval-notices')).toContainText('Unlimited allowance');
    await approveInFrame(page);
    // The swap's own request follows once the approval is mined.
    await expect(secureFrame(page).getByTestId('approval-to')).toContainText(new RegExp(m.router, 'i'));
    await expect(secureFrame(page).getByTestId('approval-changes')).toContainText(/Receives[\s\S]*USDT/);
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Swapped 12.5 AUSD for USDT');
    const second = await expectSwapSettled(m, address, 1);
    expect(second.args.amountIn).toBe(parseUnits('12.5', 18));
    expect(await tokenBalance(USDT, address)).toBe(second.args.amountOut);
    expect(await tokenBalance(AUSD, address)).toBe(parseUnits('27.5', 18) + first.args.amountOut);
  });

  test("rejected inside the frame: 'Transaction rejected', the form kept, nothing sent", async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('swap-embedded-reject') });
    await preferEoa(page);
    const address = await loginByEmail(page, uniqueEmail('swap-embedded-reject'));
    await accountButton(page, address).click();
    await openSwapFromAccount(page);
    await pickToken(page, 'receive', 'USDT');
    await payField(page).fill('0.3');
    await expectQuoted(page);
    await pressSwapUntilAsked(page);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await rejectInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    await expect(dialog(page).getByTestId('swap-error')).toHaveText('Transaction rejected');
    await expect(payField(page)).toHaveValue('0.3');
    expect(await tokenBalance(USDT, address)).toBe(0n);
  });
});

import { expect, test } from '@playwright/test';
import { createPublicClient, erc20Abi, http, isAddressEqual, parseEther, parseEventLogs, parseUnits } from 'viem';
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction';
import { ANVIL_RPC, AUSD, mintTestToken, tokenBalance, USDT } from './fixtures/chain.ts';
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
import { accountButton, expectFundedBalance, toast } from './fixtures/wallet.ts';

const chain = createPublicClient({ transport: http(ANVIL_RPC) });

test.describe('swap from the embedded wallet', () => {
  test('the smart account: ETH → AUSD, then AUSD → USDT with the approval and the swap in one batch, one approval in the frame, one operation on anvil', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const m = await market();
    await openShell(page, { projectId: uniqueProjectId('swap-embedded') });
    // The SPEC's default account: the smart account, which runs batches atomically (wallet_getCapabilities).
    const address = await loginByEmail(page, uniqueEmail('swap-embedded'));
    await mintTestToken(AUSD, address, parseUnits('40', 18));
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expectFundedBalance(page);

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

    // 2. AUSD → USDT: the router's approval and the swap in ONE request (wallet_sendCalls), both calls shown in the
    // frame: the approval decoded (the SPEC's build-approve names no amount: the maximum, which the frame warns of).
    await openSwapFromAccount(page);
    await pickToken(page, 'pay', 'AUSD');
    await pickToken(page, 'receive', 'USDT');
    await payField(page).fill('12.5');
    await expectQuoted(page);
    await expect(swapButton(page)).toHaveText('Approve AUSD and swap');
    await pressSwapUntilAsked(page);
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    const approval = secureFrame(page).getByRole('region', { name: 'Call 1 of 2' });
    await expect(approval.getByTestId('approval-decoded')).toContainText('ERC-20 approval');
    await expect(approval.getByTestId('approval-decoded')).toContainText(new RegExp(m.router, 'i'));
    await expect(approval.getByTestId('approval-decoded')).toContainText('Unlimited');
    await expect(secureFrame(page).getByRole('region', { name: 'Call 2 of 2' }).getByTestId('approval-to')).toContainText(
      new RegExp(m.router, 'i'),
    );
    await expect(secureFrame(page).getByTestId('approval-changes')).toContainText(/Receives[\s\S]*USDT/);
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Swapped 12.5 AUSD for USDT');
    const second = await expectSwapSettled(m, address, 1);
    expect(second.args.amountIn).toBe(parseUnits('12.5', 18));
    expect(await tokenBalance(USDT, address)).toBe(second.args.amountOut);
    expect(await tokenBalance(AUSD, address)).toBe(parseUnits('27.5', 18) + first.args.amountOut);
    // Both in the transaction of one UserOperation of this account: the approval's event and the swap's.
    const { logs } = await chain.getTransactionReceipt({ hash: second.transactionHash });
    const operations = parseEventLogs({ abi: entryPoint07Abi, logs, eventName: 'UserOperationEvent' }).filter(
      (log) => isAddressEqual(log.address, entryPoint07Address) && isAddressEqual(log.args.sender, address),
    );
    expect(operations).toHaveLength(1);
    expect(operations[0]!.args.success).toBe(true);
    const approvals = parseEventLogs({ abi: erc20Abi, logs, eventName: 'Approval' }).filter(
      (log) => isAddressEqual(log.address, AUSD) && isAddressEqual(log.args.owner, address) && isAddressEqual(log.args.spender, m.router),
    );
    expect(approvals).toHaveLength(1);
  });

  test("rejected inside the frame: 'Transaction rejected', the form kept, nothing sent", async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('swap-embedded-reject') });
    const address = await loginByEmail(page, uniqueEmail('swap-embedded-reject'));
    await accountButton(page, address).click();
    await expectFundedBalance(page);
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

import { expect, type Page, test } from '@playwright/test';
import { parseEther, parseUnits } from 'viem';
import { AUSD, ethBalance, freshAddress, hasCode, mintTestToken, tokenBalance, USDT } from './fixtures/chain.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { accountButton, expectFundedBalance, toast } from './fixtures/wallet.ts';

async function sendFromAccount(page: Page, input: { token?: string; amount: string; to: string }) {
  const view = dialog(page);
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(view).toHaveAccessibleName('Send');
  if (input.token) await view.getByLabel('Token').selectOption(input.token.toLowerCase());
  await view.getByLabel(/^Amount/).fill(input.amount);
  await view.getByLabel('To', { exact: true }).fill(input.to);
  await view.getByRole('button', { name: 'Review' }).click();
  await expect(view).toHaveAccessibleName('Review send');
  await view.getByRole('button', { name: 'Send', exact: true }).click();
}

test.describe('send from the embedded wallet', () => {
  test('ETH, AUSD and USDT: each approved inside the secure frame, which shows the decoded transfer; a rejection keeps the form', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('send-embedded') });
    // The SPEC's default account: the smart account, whose sends are UserOperations through the bundler.
    const address = await loginByEmail(page, uniqueEmail('send-embedded'));
    const funds = await ethBalance(address);
    await mintTestToken(AUSD, address, parseUnits('50', 18));
    await mintTestToken(USDT, address, parseUnits('20', 6));
    const to = freshAddress();

    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expectFundedBalance(page);
    await sendFromAccount(page, { amount: '0.2', to });
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).getByTestId('approval-value')).toContainText('0.2 ETH');
    await expect(secureFrame(page).getByTestId('approval-gas')).toContainText('Sponsored');
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(toast(page)).toContainText('Sent 0.2 ETH');
    expect(await ethBalance(to)).toBe(parseEther('0.2'));
    // The 0.2 ETH left the account the modal shows, and nothing more: the paymaster paid the gas.
    expect(await ethBalance(address)).toBe(funds - parseEther('0.2'));
    expect(await hasCode(address)).toBe(true);

    // The token balances were minted after login: the Account view's forced refresh after a send shows them.
    await expect(dialog(page).getByRole('tabpanel')).toContainText('Airlock Dollar');
    await sendFromAccount(page, { token: AUSD, amount: '12.5', to });
    await expect(secureFrame(page).getByTestId('approval-decoded')).toContainText('12.5');
    // The simulated balance change of the account, run against the chain's current state.
    await expect(secureFrame(page).getByTestId('approval-changes')).toContainText(/Sends\s*.12\.5 AUSD/);
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(await tokenBalance(AUSD, to)).toBe(parseUnits('12.5', 18));

    await sendFromAccount(page, { token: USDT, amount: '3.5', to });
    await expect(secureFrame(page).getByTestId('approval-decoded')).toContainText('3.5');
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(await tokenBalance(USDT, to)).toBe(parseUnits('3.5', 6));

    // Rejected inside the frame: 'Transaction rejected', the form kept, nothing sent.
    await sendFromAccount(page, { amount: '0.3', to });
    await rejectInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected');
    await expect(dialog(page).getByLabel(/^Amount/)).toHaveValue('0.3');
    expect(await ethBalance(to)).toBe(parseEther('0.2'));
  });
});

import { expect, test, type Page } from '@playwright/test';
import { toHex } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, networkButton, statusLine } from './fixtures/wallet.ts';

const confirmButton = (page: Page) => dialog(page).getByRole('button', { name: 'Switch Network' });

/** The embedded provider's chain id, as a dapp reads it (eth_chainId). */
const embeddedChainId = (page: Page) =>
  page.evaluate(() =>
    (window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<string> }).request({ method: 'eth_chainId' }),
  );

test.describe('the embedded wallet and networks', () => {
  test('a network switch with the embedded wallet is confirmed first (SPEC section 2); Cancel keeps the network', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('confirm') });
    await loginByEmail(page, uniqueEmail('confirm'));
    await expect(networkButton(page)).toHaveText('Anvil');

    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await expect(dialog(page)).toContainText('Switch to Anvil Two?');
    await expect(confirmButton(page)).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    await expect(networkButton(page)).toHaveText('Anvil');

    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await confirmButton(page).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(networkButton(page)).toHaveText('Anvil Two');
    await expect.poll(() => embeddedChainId(page)).toBe(toHex(31338));
  });

  test('across namespaces: to Solana and back to another EVM chain, each confirmed; the wallet follows (SPEC section 4)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('xns'), solana: true });
    await loginByEmail(page, uniqueEmail('xns'));

    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Solana Devnet/ })
      .click();
    await expect(dialog(page)).toContainText('Switch to Solana Devnet (local)?');
    await confirmButton(page).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(networkButton(page)).toHaveText('Solana Devnet (local)');
    const solana = await page.evaluate(() =>
      (window.airlockKit as unknown as { getAccount(ns: string): { isConnected: boolean; address?: string } }).getAccount('solana'),
    );
    expect(solana.isConnected).toBe(true);

    // From Solana to Anvil Two: the embedded wallet's EVM network is switched (SWITCH_NETWORK); still connected.
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await confirmButton(page).click();
    await expect(networkButton(page)).toHaveText('Anvil Two');
    await expect.poll(() => embeddedChainId(page)).toBe(toHex(31338));
    await expect(statusLine(page)).toContainText('connected · 0x');
  });

  test('forceNetworkSwitchConfirmation: a browser wallet is asked too, then switches', async ({ page }) => {
    await installTestWallet(page, { account: 0, knownChains: [31337, 31338] });
    await openShell(page, { projectId: uniqueProjectId('forced'), confirmSwitch: true });
    await connectTestWallet(page);
    await expectConnected(page, ANVIL_ACCOUNTS[0]);
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(dialog(page)).toContainText('Switch to Anvil Two?');
    await expect(networkButton(page)).toHaveText('Anvil');
    await confirmButton(page).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(networkButton(page)).toHaveText('Anvil Two');
  });

  test('ApproveTransaction does not open over a view with an empty transaction stack; closing withdraws the request', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('stack') });
    const address = await loginByEmail(page, uniqueEmail('stack'));
    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');

    await page.evaluate(
      ({ message, from }) => {
        const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
        (window as unknown as { signed: Promise<unknown> }).signed = provider
          .request({ method: 'personal_sign', params: [message, from] })
          .then(
            (result) => ({ result }),
            (error: { code?: number; message?: string }) => ({ error: { code: error.code, message: error.message } }),
          );
      },
      { message: toHex('not over Account'), from: address },
    );
    // The frame holds the request (its page shows it), but the modal stays on Account.
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText('not over Account');
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(page.locator('#airlock-secure-frame')).toHaveCSS('opacity', '0');

    await dialog(page).getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)).toEqual({
      error: { code: 4001, message: 'Modal closed' },
    });
  });
});

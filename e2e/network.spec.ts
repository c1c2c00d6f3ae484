import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, networkButton, toast } from './fixtures/wallet.ts';

test.describe('networks', () => {
  test('switches between the two anvil chains, adding the second on 4902', async ({ page }) => {
    await installTestWallet(page, { account: 0, knownChains: [31337] });
    await openShell(page, { projectId: uniqueProjectId('switch') });
    await connectTestWallet(page);
    await expectConnected(page, ANVIL_ACCOUNTS[0]);
    await expect(networkButton(page)).toHaveText('Anvil');

    await networkButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    await expect(dialog(page).getByRole('button', { name: /Anvil Active/ })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
    // The wallet does not know 31338: it answers 4902, Airlock adds the chain and switches.
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(networkButton(page)).toHaveText('Anvil Two');
    expect(await page.evaluate(() => localStorage.getItem('@airlock/active_caip_network_id'))).toBe('"eip155:31338"');
    await expect(accountButton(page, ANVIL_ACCOUNTS[0])).toContainText('ETH');

    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil(?! Two)/ })
      .click();
    await expect(networkButton(page)).toHaveText('Anvil');
  });

  test("shows 'Chain is not supported' when the wallet refuses to add the chain", async ({ page }) => {
    await installTestWallet(page, { account: 0, knownChains: [31337], failAddChain: true });
    await openShell(page, { projectId: uniqueProjectId('noadd') });
    await connectTestWallet(page);
    await expectConnected(page, ANVIL_ACCOUNTS[0]);
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(toast(page)).toContainText('Chain is not supported');
    await expect(networkButton(page)).toHaveText('Anvil');
  });

  test('opens UnsupportedChain when the wallet is on a chain the app did not request', async ({ page }) => {
    await installTestWallet(page, { account: 0, chainId: 10, knownChains: [10, 31337, 31338] });
    await openShell(page, { projectId: uniqueProjectId('unsupported') });
    await connectTestWallet(page);
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await expect(dialog(page)).toContainText("This app doesn't support your current network");
    await expect(networkButton(page)).toHaveText('Unknown Network');
    await expectNoAxeViolations(page);
    await dialog(page)
      .getByRole('button', { name: /^Anvil(?! Two)/ })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(networkButton(page)).toHaveText('Anvil');

    // The user switching in the wallet to an unrequested chain brings the view back.
    await page.evaluate(() => (window as unknown as { __testWallet: { setChain(id: number): void } }).__testWallet.setChain(10));
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
  });

  test('without a wallet: switching sets and persists the network; unknown ids and adapters are refused', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('nowallet') });
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(networkButton(page)).toHaveText('Anvil Two');
    await page.reload();
    await expect(networkButton(page)).toHaveText('Anvil Two');

    const adapterError = await page.evaluate(() => {
      try {
        window.airlockKit!.addNetwork('solana', {
          id: 'x',
          name: 'Solana',
          nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
          rpcUrls: { default: { http: [] } },
        });
        return 'no error';
      } catch (error) {
        return (error as { shortMessage?: string }).shortMessage;
      }
    });
    expect(adapterError).toBe("Adapter for namespace solana doesn't exist");

    const rejection = await page.evaluate(async () => {
      const name = await window.airlockKit!.switchNetwork('eip155:999').then(
        () => 'no error',
        (error: Error) => error.name,
      );
      await window.airlockKit!.open();
      return name;
    });
    expect(rejection).toBe('ChainNotConfiguredError');
    await expect(dialog(page).getByRole('alert')).toContainText('Network Not Found');
  });
});

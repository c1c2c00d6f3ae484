import { expect, type Page, test } from '@playwright/test';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, hostAccount, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { connectTestWallet, expectConnected, statusLine } from './fixtures/wallet.ts';

/** The instance's `getAccount()` in the page, as a host calls it. */
const kitAccount = (page: Page) => page.evaluate(() => window.airlockKit!.getAccount() as unknown as Record<string, unknown>);

test.describe("the public account (SPEC section 3's Account) through getAccount() and useAppKitAccount()", () => {
  test('a social login: user, social provider, account type, all accounts, connected wallet, embedded wallet info', async ({ page }) => {
    const projectId = uniqueProjectId('public-account');
    await configureProject(page.request, projectId, {
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'socials', isEnabled: true, config: ['github'] },
      ],
    });
    await openShell(page, { projectId, account: true });
    await openModal(page);
    const popupOpened = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(statusLine(page)).toContainText(/connected · 0x[0-9a-fA-F]{40}/, { timeout: 20_000 });
    const address = (await statusLine(page).textContent())!.match(/0x[0-9a-fA-F]{40}/)![0];

    const expected = {
      address,
      isConnected: true,
      status: 'connected',
      user: { username: 'github-user' },
      socialProvider: 'github',
      // devcloud's chain offers smart accounts, and the EVM default is one (SPEC section 9): the connected address.
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
      allAccounts: expect.arrayContaining([
        { address, type: 'smartAccount' },
        { address: expect.stringMatching(/^0x/), type: 'eoa' },
      ]),
      connectedWalletInfo: { name: 'github-user', id: 'AUTH', identifier: 'github-user', social: 'github' },
      embeddedWalletInfo: {
        user: { username: 'github-user' },
        authProvider: 'github',
        accountType: 'smartAccount',
        isSmartAccountDeployed: false,
      },
    };
    // The hook re-renders the host with the details (its subscription), and getAccount() reads the same.
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toMatchObject(expected);
    expect(await kitAccount(page)).toMatchObject(expected);
  });

  test('a browser wallet: its wallet info, one EOA, the native balance and symbol; nothing of an embedded login', async ({ page }) => {
    const address = ANVIL_ACCOUNTS[4];
    await installTestWallet(page, { account: 4 });
    await openShell(page, { projectId: uniqueProjectId('public-account'), account: true });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await expect
      .poll(() => hostAccount(page), { timeout: 15_000 })
      .toMatchObject({
        address,
        allAccounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        connectedWalletInfo: { name: TEST_WALLET_NAME },
        balance: expect.stringMatching(/^\d+(\.\d+)?$/),
        balanceSymbol: 'ETH',
      });
    const account = await kitAccount(page);
    expect(account).toMatchObject({ address, balanceSymbol: 'ETH', connectedWalletInfo: { name: TEST_WALLET_NAME } });
    expect(account.user).toBeUndefined();
    expect(account.embeddedWalletInfo).toBeUndefined();
    expect(account.socialProvider).toBeUndefined();
  });
});

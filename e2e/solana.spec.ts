import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { connectButton, dialog, openModal } from './fixtures/shell.ts';
import {
  installSolanaWallet,
  SOLANA_CAIP_NETWORK_ID,
  SOLANA_TEST_ADDRESS,
  SOLANA_TEST_KEYPAIR,
  SOLANA_WALLET_NAME,
} from './fixtures/solanaWallet.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { expectConnected, networkButton, statusLine } from './fixtures/wallet.ts';

const storageValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The shell with the Solana stand-in as a third network (`?solana=1`). */
async function openSolanaShell(page: Page, label: string) {
  await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId(label), solana: '1' })}`);
  await expect(connectButton(page)).toBeEnabled();
}

/** The shell's AccountButton for a base58 address (4 leading, 6 trailing characters). */
const solanaAccountButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`${SOLANA_TEST_ADDRESS.slice(0, 4)}…${SOLANA_TEST_ADDRESS.slice(-6)}`) });

test.describe('solana wallets (Wallet Standard)', () => {
  test('lists the wallet, connects it, and shows the real SOL balance from the LiteSVM stand-in', async ({ page }) => {
    await installSolanaWallet(page);
    // The native balance is read in the page through @solana/kit from the network's RPC (the stand-in).
    const rpcMethods: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${DEVCLOUD}/solana`) rpcMethods.push(String((request.postDataJSON() as { method?: unknown }).method));
    });
    await openSolanaShell(page, 'sol-connect');
    await openModal(page);
    const walletButton = dialog(page).getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) });
    await expect(walletButton).toHaveCount(1);
    await expectNoAxeViolations(page);
    await walletButton.click();

    await expect(dialog(page)).toHaveCount(0);
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    // Connecting a Solana-only wallet makes the Solana network the active one.
    await expect(networkButton(page)).toHaveText('Solana Devnet (local)');
    await expect(solanaAccountButton(page)).toContainText('10 SOL');
    await expect.poll(() => rpcMethods).toContain('getBalance');

    expect(await storageValue(page, '@airlock/solana:connected_connector_id')).toBe(JSON.stringify(SOLANA_WALLET_NAME));
    expect(await storageValue(page, '@airlock/active_caip_network_id')).toBe(JSON.stringify(SOLANA_CAIP_NETWORK_ID));
    expect(JSON.parse((await storageValue(page, '@airlock/recent_wallets')) ?? '[]')).toMatchObject([{ name: SOLANA_WALLET_NAME }]);

    // The public API: the account per namespace, and the wallet itself as the solana provider.
    const api = await page.evaluate(() => {
      const kit = window.airlockKit as unknown as {
        getAccount(ns: string): { address?: string; caipAddress?: string; isConnected: boolean };
        getWalletProvider(ns: string): { name: string } | undefined;
      };
      return { solana: kit.getAccount('solana'), eip155: kit.getAccount('eip155'), provider: kit.getWalletProvider('solana')?.name };
    });
    expect(api.solana).toMatchObject({
      address: SOLANA_TEST_ADDRESS,
      caipAddress: `${SOLANA_CAIP_NETWORK_ID}:${SOLANA_TEST_ADDRESS}`,
      isConnected: true,
    });
    expect(api.eip155.isConnected).toBe(false);
    expect(api.provider).toBe(SOLANA_WALLET_NAME);

    // solana:signMessage through the provider a host gets: a real ed25519 signature by the test account.
    const signed = await page.evaluate(async () => {
      type SignMessage = (input: { account: unknown; message: Uint8Array }) => Promise<Array<{ signature: Uint8Array }>>;
      const wallet = (
        window.airlockKit as unknown as {
          getWalletProvider(ns: string): { accounts: unknown[]; features: Record<string, { signMessage: SignMessage }> };
        }
      ).getWalletProvider('solana')!;
      const [result] = await wallet.features['solana:signMessage']!.signMessage({
        account: wallet.accounts[0],
        message: new TextEncoder().encode('Airlock says hi'),
      });
      return [...result!.signature];
    });
    expect(SOLANA_TEST_KEYPAIR.verify(new TextEncoder().encode('Airlock says hi'), new Uint8Array(signed))).toBe(true);

    await solanaAccountButton(page).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('native-balance')).toHaveText('10 SOL');
    await expect(dialog(page)).toContainText('$1,500.00');
    await expect(dialog(page).getByRole('list', { name: 'Tokens' })).toContainText('Solana');
    await expectNoAxeViolations(page);
  });

  test('reconnects silently after a reload, disconnects through standard:disconnect, and stays disconnected', async ({ page }) => {
    await installSolanaWallet(page);
    await openSolanaShell(page, 'sol-reconnect');
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) })
      .click();
    await expectConnected(page, SOLANA_TEST_ADDRESS);

    await page.reload();
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    await expect(dialog(page)).toHaveCount(0);
    await expect(solanaAccountButton(page)).toContainText('10 SOL');
    // Restored from the wallet's granted accounts: no prompting connect after the reload.
    expect(
      await page.evaluate(() => (window as unknown as { __solanaTestWallet: { calls(): string[] } }).__solanaTestWallet.calls()),
    ).toEqual([]);

    await solanaAccountButton(page).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(statusLine(page)).toContainText('Status: disconnected');
    expect(await storageValue(page, '@airlock/solana:connected_connector_id')).toBeNull();
    expect(
      await page.evaluate(() =>
        (window as unknown as { __solanaTestWallet: { authorized(): boolean; calls(): string[] } }).__solanaTestWallet.calls(),
      ),
    ).toEqual(['disconnect']);

    await page.reload();
    await expect(connectButton(page)).toBeEnabled();
    await expect(statusLine(page)).toContainText('Status: disconnected');
  });

  test('a declined prompt shows Connection rejected and leaves state clean', async ({ page }) => {
    await installSolanaWallet(page, { rejectConnect: true });
    await openSolanaShell(page, 'sol-reject');
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) })
      .click();
    await expect(page.locator('airlock-modal').getByRole('status')).toContainText('Connection rejected');
    await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(statusLine(page)).toContainText('Status: disconnected');
    expect(await storageValue(page, '@airlock/solana:connected_connector_id')).toBeNull();
  });

  test('a wallet offering both shows once; switching EVM → Solana asks SwitchActiveChain, then connects Solana', async ({ page }) => {
    await installTestWallet(page, { account: 2 });
    await installSolanaWallet(page, { name: TEST_WALLET_NAME });
    await openSolanaShell(page, 'sol-switch');
    await openModal(page);
    const walletButton = dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET_NAME) });
    await expect(walletButton).toHaveCount(1);
    // The active network is an EVM one: the dual wallet connects eip155.
    await walletButton.click();
    await expectConnected(page, ANVIL_ACCOUNTS[2]);
    await expect(networkButton(page)).toHaveText('Anvil');

    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Solana Devnet \(local\)/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await expect(dialog(page)).toContainText('Switch to Solana Devnet (local)');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Switch Network' }).click();

    // Now on Solana with nothing connected there: Connect, and the same wallet connects solana.
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
    await expect(networkButton(page)).toHaveText('Solana Devnet (local)');
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    await expect(solanaAccountButton(page)).toContainText('10 SOL');
    const accounts = await page.evaluate(() => {
      const kit = window.airlockKit as unknown as { getAccount(ns: string): { address?: string; isConnected: boolean } };
      return { eip155: kit.getAccount('eip155'), solana: kit.getAccount('solana') };
    });
    expect(accounts.eip155).toMatchObject({ address: ANVIL_ACCOUNTS[2], isConnected: true });
    expect(accounts.solana).toMatchObject({ address: SOLANA_TEST_ADDRESS, isConnected: true });

    // Back to EVM: both namespaces are connected, so it just switches.
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil(?! Two)/ })
      .click();
    await expectConnected(page, ANVIL_ACCOUNTS[2]);
  });
});

test.describe('solana send', () => {
  /** A JSON-RPC call to devcloud's Solana stand-in (LiteSVM). */
  const solanaRpc = async (page: Page, method: string, params: unknown[]) => {
    const response = await page.request.post(`${DEVCLOUD}/solana`, { data: { jsonrpc: '2.0', id: 1, method, params } });
    return ((await response.json()) as { result: unknown }).result;
  };
  const lamportsOf = async (page: Page, address: string) =>
    BigInt(((await solanaRpc(page, 'getBalance', [address])) as { value: number }).value);
  /** A fresh Solana address (base58 of random bytes): nobody holds its key, its balance starts at zero. */
  const freshSolanaAddress = () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    let n = BigInt(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`);
    let out = '';
    while (n > 0n) {
      out = alphabet[Number(n % 58n)] + out;
      n /= 58n;
    }
    return out;
  };

  test('SOL through solana:signAndSendTransaction: both balances change in LiteSVM; a decline keeps the form', async ({ page }) => {
    const to = freshSolanaAddress();
    const before = await lamportsOf(page, SOLANA_TEST_ADDRESS);
    await installSolanaWallet(page);
    await openSolanaShell(page, 'sol-send');
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) })
      .click();
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    await solanaAccountButton(page).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await dialog(page)
      .getByLabel(/^Amount/)
      .fill('0.5');
    await dialog(page).getByLabel('To', { exact: true }).fill(to);

    // Declined in the wallet: 'Transaction rejected', the form kept.
    await page.evaluate(() => (window as unknown as { __solanaTestWallet: { rejectNext(): void } }).__solanaTestWallet.rejectNext());
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page).getByTestId('send-fee')).toContainText('0.000005 SOL');
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected');
    await expect(dialog(page).getByLabel(/^Amount/)).toHaveValue('0.5');

    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(await lamportsOf(page, to)).toBe(500_000_000n);
    expect(await lamportsOf(page, SOLANA_TEST_ADDRESS)).toBe(before - 500_000_000n - 5_000n);

    // Put the test account back where the other journeys expect it (10 SOL).
    await solanaRpc(page, 'requestAirdrop', [SOLANA_TEST_ADDRESS, Number(500_000_000n + 5_000n)]);
    expect(await lamportsOf(page, SOLANA_TEST_ADDRESS)).toBe(before);
  });
});

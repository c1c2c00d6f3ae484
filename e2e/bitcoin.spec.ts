import { expect, test, type Page, type TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { decodePng } from './fixtures/png.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { connectButton, dialog, openModal } from './fixtures/shell.ts';
import {
  BITCOIN_WALLET_NAME,
  ESPLORA_URL,
  fundBitcoin,
  installBitcoinWallet,
  mineBitcoinBlock,
  signMessageThroughProvider,
  testWalletFromLabel,
  verifyBitcoinMessage,
} from './fixtures/bitcoinWallet.ts';
import { installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, expectConnected, pickTestWallet, toast } from './fixtures/wallet.ts';
import { isChunk } from './fixtures/chunks.ts';

type Utxo = { txid: string; value: number; status: { confirmed: boolean } };
const utxos = async (address: string) => (await (await fetch(`${ESPLORA_URL}/address/${address}/utxo`)).json()) as Utxo[];
const sum = (list: Utxo[], confirmed?: boolean) =>
  list.filter((u) => confirmed === undefined || u.status.confirmed === confirmed).reduce((total, u) => total + u.value, 0);

/** A wallet of its own per test and run (parallel tests and --repeat-each never share coins), funded on the ledger. */
async function freshWallet(testInfo: TestInfo) {
  const label = `e2e bitcoin ${testInfo.title} ${testInfo.repeatEachIndex} ${testInfo.retry} ${Date.now()}`;
  const wallet = testWalletFromLabel(label);
  await fundBitcoin(wallet.payment.address, [300_000, 200_000]);
  await fundBitcoin(wallet.ordinal.address, [50_000]);
  return { label, wallet };
}

/** The shell with devcloud's regtest network next to the EVM ones (`?bitcoin=1`), the test wallet connected. */
async function connectBitcoin(page: Page, label: string, project: string) {
  await installBitcoinWallet(page, { label });
  await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId(project), bitcoin: '1' })}`);
  await expect(connectButton(page)).toBeEnabled();
  await openModal(page);
  await dialog(page)
    .getByRole('button', { name: new RegExp(BITCOIN_WALLET_NAME) })
    .click();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('bitcoin (Wallet Standard, regtest)', () => {
  test('connects the payment and ordinal accounts and shows the balance from the UTXOs, confirmed and pending apart', async ({
    page,
  }, testInfo) => {
    const { label, wallet } = await freshWallet(testInfo);
    await fundBitcoin(wallet.payment.address, [100_000], false);
    await connectBitcoin(page, label, 'btc-connect');
    await expectConnected(page, wallet.payment.address);
    await expect(accountButton(page, wallet.payment.address)).toContainText('0.006 BTC', { timeout: 15_000 });
    await accountButton(page, wallet.payment.address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('bitcoin-confirmed')).toHaveText('Confirmed: 0.005 BTC');
    await expect(dialog(page).getByTestId('bitcoin-pending')).toHaveText('Pending: 0.001 BTC');
    await expect(dialog(page).getByTestId('bitcoin-account-payment')).toHaveAttribute('title', wallet.payment.address);
    await expect(dialog(page).getByTestId('bitcoin-account-ordinal')).toHaveAttribute('title', wallet.ordinal.address);
    // The public API: the bip122 account is the payment address.
    const account = await page.evaluate(() =>
      (window.airlockKit as unknown as { getAccount(ns: string): { address?: string; caipAddress?: string } }).getAccount('bip122'),
    );
    expect(account.address).toBe(wallet.payment.address);
    expect(account.caipAddress).toBe(`bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${wallet.payment.address}`);

    // Receive: the QR code is the payment address; the ordinal address is shown, labelled as such.
    await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Receive');
    const qr = dialog(page).getByRole('img', { name: `QR code of your address ${wallet.payment.address}` });
    await expect(qr).toBeVisible();
    const { width, height, data } = decodePng(await qr.screenshot());
    expect(jsQR(data, width, height)?.data).toBe(wallet.payment.address);
    await expect(dialog(page).getByRole('region', { name: 'Ordinal address' }).getByTestId('receive-ordinal-address')).toHaveText(
      wallet.ordinal.address,
    );
  });

  test('sends 0.001 BTC from the payment account only: the fee shown first, the ledger accepts it, Activity lists it pending, both balances move and it is confirmed after a block', async ({
    page,
  }, testInfo) => {
    const { label, wallet } = await freshWallet(testInfo);
    const to = testWalletFromLabel(`${label} receiver`).payment.address;
    await connectBitcoin(page, label, 'btc-send');
    await accountButton(page, wallet.payment.address).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Send');

    // Send's amount field, shared with the token Send: what the payment account holds describes it.
    await expect(dialog(page).getByLabel('Amount (BTC)')).toHaveAccessibleDescription('BTC · 0.005 available');
    // Send's texts: an address of another network is refused.
    await dialog(page).getByLabel('Amount (BTC)').fill('0.001');
    await dialog(page).getByLabel('To').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Invalid address');

    await dialog(page).getByLabel('To').fill(to);
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    // The fee at devcloud's 6-block rate (4.6 sat/vB), before the wallet is asked.
    await expect(dialog(page).getByTestId('bitcoin-fee')).toHaveText(/^Network fee: 0\.00000\d+ BTC at 4\.6 sat\/vB$/, { timeout: 15_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __bitcoinTestWallet: { calls(): string[] } }).__bitcoinTestWallet.calls()),
    ).not.toContain('signTransaction');
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page)).toContainText('Sent 0.001 BTC', { timeout: 20_000 });

    // The ledger took it (devcloud verified its signatures): the receiver's output is in the mempool.
    await expect.poll(async () => sum(await utxos(to), false)).toBe(100_000);
    // Coins of the payment account only: the ordinal account's output is untouched.
    expect(sum(await utxos(wallet.ordinal.address), true)).toBe(50_000);

    // Activity lists the send from the address's transactions at once, pending (in the mempool).
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Account');
    await view.getByRole('tab', { name: 'Activity' }).click();
    const sent = view.getByTestId('activity-row').filter({ hasText: `To ${to.slice(0, 4)}…${to.slice(-6)}` });
    await expect(sent).toContainText('Send', { timeout: 15_000 });
    await expect(sent.getByTestId('activity-amount')).toHaveText('-0.001 BTC');
    await expect(sent).toContainText('Pending');

    const [pendingSend] = await utxos(to);
    await mineBitcoinBlock([pendingSend!.txid]);
    await expect.poll(async () => sum(await utxos(to), true)).toBe(100_000);
    // Reopening the tab reads the list again: the send is confirmed, dated with its block's time.
    const [mined] = (await (await fetch(`${ESPLORA_URL}/address/${to}/txs`)).json()) as Array<{ status: { block_time: number } }>;
    await expect(async () => {
      await view.getByRole('tab', { name: 'Tokens' }).click();
      await view.getByRole('tab', { name: 'Activity' }).click();
      await expect(sent.locator('time')).toHaveAttribute('datetime', new Date(mined!.status.block_time * 1000).toISOString(), {
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(sent).not.toContainText('Pending');
    await expect(sent.getByTestId('activity-amount')).toHaveText('-0.001 BTC');
    const left = sum(await utxos(wallet.payment.address), true);
    expect(left).toBeLessThan(400_000);
    expect(left).toBeGreaterThan(399_000);
  });

  test('a declined signature keeps the form and says so; a message signed through the provider verifies', async ({ page }, testInfo) => {
    const { label, wallet } = await freshWallet(testInfo);
    await connectBitcoin(page, label, 'btc-reject');
    const message = 'Airlock says hi to Bitcoin';
    const signature = await signMessageThroughProvider(page, message);
    expect(await verifyBitcoinMessage(wallet.payment.address, message, signature)).toMatchObject({ valid: true });

    await accountButton(page, wallet.payment.address).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await dialog(page).getByLabel('Amount (BTC)').fill('0.001');
    await dialog(page)
      .getByLabel('To')
      .fill(testWalletFromLabel(`${label} receiver`).payment.address);
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page).getByTestId('bitcoin-fee')).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => (window as unknown as { __bitcoinTestWallet: { rejectNext(): void } }).__bitcoinTestWallet.rejectNext());
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected', { timeout: 15_000 });
    await expect(dialog(page)).toHaveAccessibleName('Send');
    expect(sum(await utxos(wallet.payment.address))).toBe(500_000);
  });

  test('signs a message in the modal (BIP-322) with the payment account, preselected, or the ordinal one: each verifies; an empty message and a rejection are said', async ({
    page,
    context,
  }, testInfo) => {
    // Six signing steps and one axe pass on a loaded machine.
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
    const label = `e2e bitcoin sign ${testInfo.repeatEachIndex} ${testInfo.retry} ${Date.now()}`;
    const wallet = testWalletFromLabel(label);
    await connectBitcoin(page, label, 'btc-sign');
    await accountButton(page, wallet.payment.address).click();
    await dialog(page).getByRole('button', { name: 'Sign message' }).click();
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Sign message');
    const message = view.getByLabel('Message');
    await expect(message).toBeFocused();
    await expect(view.getByRole('radio', { name: /^Payment address/ })).toBeChecked();
    const signMessageCalls = async () =>
      (await page.evaluate(() => (window as unknown as { __bitcoinTestWallet: { calls(): string[] } }).__bitcoinTestWallet.calls())).filter(
        (call) => call === 'signMessage',
      ).length;

    // An empty message is refused before the wallet is asked.
    await view.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(view.getByRole('alert')).toHaveText('Enter a message to sign');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toBeFocused();
    expect(await signMessageCalls()).toBe(0);

    const verify = async (address: string, text: string, signature: string) => (await verifyBitcoinMessage(address, text, signature)).valid;
    const text = `Airlock signs for ${label}`;
    await message.fill(text);
    await message.press('Enter'); // a new line in the message, not a submit
    await view.getByRole('button', { name: 'Sign', exact: true }).click();
    // The signature arrives in a live region, so a screen reader says it.
    const signature = view.locator('[aria-live="polite"]').getByTestId('bitcoin-signature');
    await expect(signature).toHaveText(/^[A-Za-z0-9+/]{40,}={0,2}$/, { timeout: 15_000 });
    expect(await verify(wallet.payment.address, `${text}\n`, (await signature.textContent())!)).toBe(true);
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Copy signature' }).click();
    await expect(toast(page)).toContainText('Signature copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await signature.textContent());

    // The ordinal (taproot) account signs too; its signature is its own.
    await view.getByRole('radio', { name: /^Ordinal address/ }).check();
    await expect(signature).toHaveCount(0);
    await view.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(signature).toBeVisible({ timeout: 15_000 });
    expect(await verify(wallet.ordinal.address, `${text}\n`, (await signature.textContent())!)).toBe(true);
    expect(await verify(wallet.payment.address, `${text}\n`, (await signature.textContent())!)).toBe(false);

    // Declined in the wallet: the SPEC's text, no signature, the form kept.
    await page.evaluate(() => (window as unknown as { __bitcoinTestWallet: { rejectNext(): void } }).__bitcoinTestWallet.rejectNext());
    await view.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(view.getByRole('alert')).toHaveText('User rejected', { timeout: 15_000 });
    await expect(signature).toHaveCount(0);
    await expect(message).toHaveValue(`${text}\n`);
    expect(await signMessageCalls()).toBe(3);

    // Left and opened again: an empty form (the rejection kept it only while the view stayed open).
    await view.getByRole('button', { name: 'Back' }).click();
    await view.getByRole('button', { name: 'Sign message' }).click();
    await expect(view.getByLabel('Message')).toHaveValue('');
    await expect(view.getByRole('alert')).toHaveCount(0);
  });

  test('an EVM-only host fetches none of the Bitcoin code; a host with a bip122 network does; Sign message on an EVM-only connection says no Bitcoin account', async ({
    page,
  }) => {
    /** After the first open: the JavaScript the page fetched, once the modal's actions (which discover wallets) are in. */
    async function scriptsAfterOpen(query: Record<string, string>) {
      const bodies: Promise<string>[] = [];
      const onResponse = (response: import('@playwright/test').Response) => {
        if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
      };
      page.on('response', onResponse);
      const actions = page.waitForResponse((response) => isChunk(response.url(), 'airlock-actions'));
      await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('btc-chunks'), ...query })}`);
      await expect(connectButton(page)).toBeEnabled();
      await openModal(page);
      await actions;
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      return Promise.all(bodies);
    }
    // `bitcoin:connect` is the Bitcoin connector's, `finalScriptWitness` the PSBT library's.
    const bitcoinCode = (scripts: string[]) =>
      scripts.filter((body) => body.includes('bitcoin:connect') || body.includes('finalScriptWitness'));
    expect(bitcoinCode(await scriptsAfterOpen({}))).toEqual([]);
    await installTestWallet(page);
    await expect.poll(async () => bitcoinCode(await scriptsAfterOpen({ bitcoin: '1' })).length).toBeGreaterThan(0);

    // An EVM-only connection asked for Bitcoin's Sign message: no form that can't be used, but what is missing and Connect.
    await pickTestWallet(page);
    await page.evaluate(() => window.airlockKit!.open({ view: 'BitcoinSignMessage' }));
    await expect(dialog(page).getByRole('status')).toContainText('No Bitcoin account');
    await expect(dialog(page).getByLabel('Message')).toHaveCount(0);
    const connect = dialog(page).getByRole('button', { name: 'Connect a wallet' });
    await expect(connect).toBeFocused();
    await connect.click();
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
  });
});

import { expect, test } from '@playwright/test';
import { BITCOIN_CAIP_NETWORK_ID, ESPLORA_URL, fundBitcoin, testWalletFromLabel, verifyBitcoinMessage } from './fixtures/bitcoinWallet.ts';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, rejectInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { connectButton, dialog } from './fixtures/shell.ts';
import { accountButton, toast } from './fixtures/wallet.ts';

type Utxo = { value: number; status: { confirmed: boolean } };
const utxos = async (address: string) => (await (await fetch(`${ESPLORA_URL}/address/${address}/utxo`)).json()) as Utxo[];
const sum = (list: Utxo[], confirmed?: boolean) =>
  list.filter((u) => confirmed === undefined || u.status.confirmed === confirmed).reduce((total, u) => total + u.value, 0);

type Kit = {
  getAccount(ns: string): {
    address?: string;
    caipAddress?: string;
    isConnected: boolean;
    allAccounts?: Array<{ address: string; type: string }>;
  };
  getWalletProvider(ns: string): { request(args: unknown): Promise<unknown> } | undefined;
  switchNetwork(id: string): Promise<void>;
};

test.describe('the embedded wallet in the bip122 namespace', () => {
  test('an e-mail login brings the payment and ordinal accounts; 0.001 BTC sent, a message signed and a send rejected, each inside the frame', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('emb-btc'), bitcoin: '1' })}`);
    await expect(connectButton(page)).toBeEnabled();
    await loginByEmail(page, uniqueEmail('emb-btc'));

    // The Bitcoin accounts come after the EVM user, with getAccountAddresses through the frame.
    const bitcoinAccount = () => page.evaluate(() => (window.airlockKit as unknown as Kit).getAccount('bip122'));
    await expect.poll(async () => (await bitcoinAccount()).isConnected, { timeout: 15_000 }).toBe(true);
    const account = await bitcoinAccount();
    const payment = account.address!;
    expect(payment).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
    expect(account.caipAddress).toBe(`${BITCOIN_CAIP_NETWORK_ID}:${payment}`);
    const ordinal = account.allAccounts?.find((a) => a.type === 'ordinal')?.address;
    expect(account.allAccounts?.[0]).toEqual(expect.objectContaining({ address: payment, type: 'payment' }));
    expect(ordinal).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/);
    // Left in the mempool: a block mined here would confirm what other tests on the same ledger expect pending.
    await fundBitcoin(payment, [300_000, 200_000], false);
    await fundBitcoin(ordinal!, [50_000], false);

    // On the Bitcoin network, the Account view shows both accounts and the balance from the UTXOs.
    await page.evaluate((id) => (window.airlockKit as unknown as Kit).switchNetwork(id), BITCOIN_CAIP_NETWORK_ID);
    await expect(accountButton(page, payment)).toContainText('0.005 BTC', { timeout: 15_000 });
    await accountButton(page, payment).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('bitcoin-account-payment')).toHaveAttribute('title', payment);
    await expect(dialog(page).getByTestId('bitcoin-account-ordinal')).toHaveAttribute('title', ordinal!);

    // Send builds the PSBT; the frame shows its outputs and fee, and signs only after Approve there.
    const to = testWalletFromLabel(`e2e embedded bitcoin receiver ${testInfo.repeatEachIndex} ${Date.now()}`).payment.address;
    const review = async () => {
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog(page)).toHaveAccessibleName('Send');
      await dialog(page).getByLabel('Amount (BTC)').fill('0.001');
      await dialog(page).getByLabel('To').fill(to);
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(dialog(page).getByTestId('bitcoin-fee')).toBeVisible({ timeout: 15_000 });
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog(page)).toHaveAccessibleName('Approve request', { timeout: 15_000 });
      await expect(secureFrame(page).getByTestId('approval-bitcoin-output').first()).toContainText(to);
      await expect(secureFrame(page).getByTestId('approval-bitcoin-output').first()).toContainText('0.001 BTC');
      await expect(secureFrame(page).getByTestId('approval-fee')).toHaveText(/^Network fee: 0\.00000\d+ BTC$/);
    };
    await review();
    await approveInFrame(page);
    await expect(toast(page)).toContainText('Sent 0.001 BTC', { timeout: 20_000 });
    // The ledger took it (devcloud verified the embedded key's signatures); the ordinal coins are untouched. Pending or
    // already mined: other tests mine blocks on the same ledger.
    await expect.poll(async () => sum(await utxos(to))).toBe(100_000);
    expect(sum(await utxos(ordinal!))).toBe(50_000);

    // A message signed (BIP-322) through getWalletProvider('bip122'), approved inside the frame, verifies: the app
    // asks with the modal closed, which opens on the approval.
    await page.evaluate(() => (window.airlockKit as unknown as { close(): void }).close());
    await expect(dialog(page)).toBeHidden();
    const message = 'Airlock embedded says hi to Bitcoin';
    const signing = page.evaluate(
      ({ address, message }) =>
        (window.airlockKit as unknown as Kit).getWalletProvider('bip122')!.request({ method: 'signMessage', params: { address, message } }),
      { address: payment, message },
    );
    await expect(dialog(page)).toHaveAccessibleName('Approve request', { timeout: 15_000 });
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText(message);
    await approveInFrame(page);
    const { signature } = (await signing) as { signature: string };
    const verify = async (text: string) =>
      (
        await (
          await fetch(`${DEVCLOUD}/__devcloud/bitcoin/verify-message`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ address: payment, message: text, signature: Buffer.from(signature, 'hex').toString('base64') }),
          })
        ).json()
      ).valid;
    expect(await verify(message)).toBe(true);
    expect(await verify(`${message}!`)).toBe(false);

    // The modal's own Sign message view asks the embedded wallet too, and the frame approves it.
    await accountButton(page, payment).click();
    await dialog(page).getByRole('button', { name: 'Sign message' }).click();
    await dialog(page).getByLabel('Message').fill('Signed in the modal');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText('Signed in the modal', { timeout: 15_000 });
    await approveInFrame(page);
    const shown = dialog(page).getByTestId('bitcoin-signature');
    await expect(shown).toHaveText(/^[A-Za-z0-9+/]{40,}={0,2}$/, { timeout: 15_000 });
    expect((await verifyBitcoinMessage(payment, 'Signed in the modal', (await shown.textContent())!)).valid).toBe(true);
    await page.evaluate(() => (window.airlockKit as unknown as { close(): void }).close());

    // Reject inside the frame: the SPEC's text, the form kept, nothing spent.
    const left = sum(await utxos(payment));
    await accountButton(page, payment).click();
    await review();
    await rejectInFrame(page);
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected', { timeout: 15_000 });
    await expect(dialog(page)).toHaveAccessibleName('Send');
    expect(sum(await utxos(payment))).toBe(left);
  });
});

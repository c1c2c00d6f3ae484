import { createPublicKey, verify } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { approveInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { connectButton, dialog } from './fixtures/shell.ts';
import { SOLANA_CAIP_NETWORK_ID } from './fixtures/solanaWallet.ts';

/** SPKI DER header of an Ed25519 public key; the 32 key bytes follow it. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function verifyEd25519(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, new Uint8Array(getBase58Encoder().encode(address))]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}

test.describe('the embedded wallet in the solana namespace', () => {
  test('an e-mail login connects solana too; solana_signMessage approved inside the secure frame; sign-out clears both', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('emb-sol'), solana: '1' })}`);
    await expect(connectButton(page)).toBeEnabled();
    const evmAddress = await loginByEmail(page, uniqueEmail('emb-sol'));

    const readAccounts = () =>
      page.evaluate(() => {
        const kit = window.airlockKit as unknown as {
          getAccount(ns: string): { address?: string; caipAddress?: string; isConnected: boolean };
        };
        return { solana: kit.getAccount('solana'), eip155: kit.getAccount('eip155') };
      });
    // The frame has one user per namespace: the Solana one comes in its own GET_USER, after the EVM one.
    await expect.poll(async () => (await readAccounts()).solana.isConnected, { timeout: 15_000 }).toBe(true);
    const accounts = await readAccounts();
    expect(accounts.eip155).toMatchObject({ address: evmAddress, isConnected: true });
    const address = accounts.solana.address!;
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(getBase58Encoder().encode(address)).toHaveLength(32);
    expect(accounts.solana.caipAddress).toBe(`${SOLANA_CAIP_NETWORK_ID}:${address}`);
    expect(await page.evaluate(() => localStorage.getItem('@airlock/solana:connected_connector_id'))).toBe(JSON.stringify('AUTH'));

    // solana_signMessage on the solana provider: ApproveTransaction shows the text, Approve signs on the secure site.
    const text = 'Hello Solana from Airlock';
    const message = getBase58Decoder().decode(new TextEncoder().encode(text));
    const pending = page.evaluate(
      ({ message, pubkey }) => {
        const provider = window.airlockKit!.getWalletProvider('solana') as { request(a: unknown): Promise<unknown> };
        return provider.request({ method: 'solana_signMessage', params: { message, pubkey } });
      },
      { message, pubkey: address },
    );
    await expect(dialog(page)).toBeVisible();
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText(text);
    await expect(secureFrame(page).getByTestId('approval-account')).toHaveText(address);
    await approveInFrame(page);
    const { signature } = (await pending) as { signature: string };
    const signatureBytes = getBase58Encoder().encode(signature);
    expect(signatureBytes).toHaveLength(64);
    expect(verifyEd25519(address, new TextEncoder().encode(text), new Uint8Array(signatureBytes))).toBe(true);
    expect(verifyEd25519(address, new TextEncoder().encode(`${text}!`), new Uint8Array(signatureBytes))).toBe(false);
    await expect(dialog(page)).toBeHidden();

    // Disconnect (the eip155 namespace) signs the embedded wallet out: both namespaces are cleared.
    await page.evaluate(() => (window.airlockKit as unknown as { disconnect(ns?: string): Promise<void> }).disconnect('eip155'));
    const after = await page.evaluate(() => {
      const kit = window.airlockKit as unknown as {
        getAccount(ns: string): { isConnected: boolean };
        getWalletProvider(ns: string): unknown;
      };
      return {
        solana: kit.getAccount('solana').isConnected,
        eip155: kit.getAccount('eip155').isConnected,
        provider: kit.getWalletProvider('solana') ?? null,
      };
    });
    expect(after).toEqual({ solana: false, eip155: false, provider: null });
    expect(await page.evaluate(() => localStorage.getItem('@airlock/solana:connected_connector_id'))).toBeNull();
  });

  test('SOL from the embedded wallet: solana_signAndSendTransaction approved inside the frame; both balances change in LiteSVM', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('emb-sol-send'), solana: '1' })}`);
    await expect(connectButton(page)).toBeEnabled();
    await loginByEmail(page, uniqueEmail('emb-sol-send'));
    // The Solana user comes in its own GET_USER, after the EVM one.
    const solanaAddress = () =>
      page.evaluate(() => (window.airlockKit as unknown as { getAccount(ns: string): { address?: string } }).getAccount('solana').address);
    await expect.poll(solanaAddress, { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const address = (await solanaAddress())!;
    const rpc = async (method: string, params: unknown[]) =>
      (
        (await (await page.request.post(`${DEVCLOUD}/solana`, { data: { jsonrpc: '2.0', id: 1, method, params } })).json()) as {
          result: unknown;
        }
      ).result;
    const lamports = async (owner: string) => BigInt(((await rpc('getBalance', [owner])) as { value: number }).value);
    await rpc('requestAirdrop', [address, 2_000_000_000]);
    const before = await lamports(address);
    const to = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));

    // On the Solana network, Account → Send. The host's switchNetwork() with the embedded wallet is confirmed in the
    // modal first, as a switch made in it (SPEC section 2), and the host's call settles once the visitor confirmed.
    let hostCallSettled = false;
    const switched = page
      .evaluate(
        (id) => (window.airlockKit as unknown as { switchNetwork(id: string): Promise<void> }).switchNetwork(id),
        SOLANA_CAIP_NETWORK_ID,
      )
      .then(() => (hostCallSettled = true));
    await expect(dialog(page)).toHaveAccessibleName('Switch Network', { timeout: 10_000 });
    await expect(dialog(page)).toContainText(/Switch to .*Solana.*\?/);
    expect(hostCallSettled).toBe(false);
    await dialog(page).getByRole('button', { name: 'Switch Network' }).click();
    await switched;
    expect(
      await page.evaluate(
        () => (window.airlockKit as unknown as { getCaipNetwork(): { caipNetworkId: string } }).getCaipNetwork().caipNetworkId,
      ),
    ).toBe(SOLANA_CAIP_NETWORK_ID);
    await page.evaluate(() => (window.airlockKit as unknown as { open(o: unknown): Promise<void> }).open({ view: 'Send' }));
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await dialog(page)
      .getByLabel(/^Amount/)
      .fill('0.75');
    await dialog(page).getByLabel('To', { exact: true }).fill(to);
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(await lamports(to)).toBe(750_000_000n);
    expect(await lamports(address)).toBe(before - 750_000_000n - 5_000n);
  });
});

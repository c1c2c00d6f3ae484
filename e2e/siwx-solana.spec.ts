import { expect, test } from '@playwright/test';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { connectButton, dialog, openModal, openShell } from './fixtures/shell.ts';
import { installSolanaWallet, SOLANA_TEST_ADDRESS, SOLANA_WALLET_NAME } from './fixtures/solanaWallet.ts';
import { events, watchPage } from './fixtures/instanceEvents.ts';
import { expectConnected } from './fixtures/wallet.ts';

test.describe('sign in with X on Solana', () => {
  test('the ready verifier: a Wallet Standard wallet signs with solana:signMessage (ed25519), the session survives a reload', async ({
    page,
  }) => {
    await installSolanaWallet(page);
    await watchPage(page);
    await openShell(page, { projectId: uniqueProjectId('siwx-sol'), solana: true, siwx: 'browser' });
    await expect(connectButton(page)).toBeEnabled();
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) })
      .click();
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog(page)).toBeHidden();

    // The session is the Solana account's, over the CAIP-122 text that names it, with a base58 signature.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@airlock/siwx_auth_token') ?? '[]'));
    expect(stored).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ accountAddress: SOLANA_TEST_ADDRESS, chainId: expect.stringMatching(/^solana:/) }),
        message: expect.stringContaining(SOLANA_TEST_ADDRESS),
        signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/),
      }),
    ]);

    await page.reload();
    await expectConnected(page, SOLANA_TEST_ADDRESS);
    await expect.poll(() => events(page)).toContain('SIWX_SESSION_RESTORED');
    await expect(dialog(page)).toBeHidden();
    expect(await events(page)).not.toContain('MODAL_OPEN');
  });
});

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

/**
 * The chain the secure frame itself is on: GET_CHAIN_ID asked of the frame directly (the provider's eth_chainId is
 * answered from the modal's own state, so it would not show a frame left behind).
 */
const frameChainId = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const iframe = document.getElementById('airlock-secure-frame') as HTMLIFrameElement | null;
        if (!iframe?.contentWindow) return reject(new Error('no secure frame'));
        const id = `probe-${Math.random().toString(36).slice(2)}`;
        const origin = new URL(iframe.src).origin;
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { id?: string; type?: string; payload?: { chainId?: unknown } } | null;
          if (event.origin !== origin || data?.id !== id) return;
          window.removeEventListener('message', onMessage);
          if (data.type === '@w3m-frame/GET_CHAIN_ID_SUCCESS') resolve(data.payload?.chainId);
          else reject(new Error(String(data.type)));
        };
        window.addEventListener('message', onMessage);
        iframe.contentWindow.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id }, origin);
      }),
  );

test.describe('the embedded wallet and networks', () => {
  test('a network switch with the embedded wallet is confirmed first (SPEC section 2); Cancel keeps the network', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('confirm') });
    await loginByEmail(page, uniqueEmail('confirm'));
    await expect(networkButton(page)).toHaveText('Anvil');
    await expect.poll(() => frameChainId(page)).toBe(31337);

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
    await expect.poll(() => frameChainId(page), { timeout: 15_000 }).toBe(31338);
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
    // The frame's own side follows (SWITCH_NETWORK reached it), not only the modal's state.
    await expect.poll(() => frameChainId(page), { timeout: 15_000 }).toBe(31338);
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

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type Address, encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { dealTestToken } from './fixtures/chain.ts';
import { isChunk } from './fixtures/chunks.ts';
import { fundedAccount } from './fixtures/market.ts';
import { addFault, configureProject, DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected } from './fixtures/wallet.ts';

// Each run has an address of its own (a fresh one, no history), so the rows are this run's alone. ETH comes from
// account 9 and AUSD from account 8 (dealt to it without a transaction), so neither the round balances other journeys
// check (accounts 0..3) nor account 4's, which the screenshots show, ever move.
const ETH_FUNDER = ANVIL_ACCOUNTS[9];
const AUSD_FUNDER = ANVIL_ACCOUNTS[8];
const RECIPIENT = ANVIL_ACCOUNTS[7];
const ANVIL = 'http://127.0.0.1:8545';
/** The remote's activity feature chunk (files carry no chunk name: the build's chunk-names.json says which it is). */
const isActivityChunk = (url: string) => isChunk(url, 'airlock-feature-activity');

/** eth_sendTransaction on anvil from an unlocked account; resolves once mined (anvil mines at once). */
async function anvilSend(request: APIRequestContext, tx: { from: string; to: string; value?: bigint; data?: `0x${string}` }) {
  const response = await request.post(ANVIL, {
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: tx.from, to: tx.to, value: tx.value === undefined ? undefined : toHex(tx.value), data: tx.data }],
    },
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (!body.result) throw new Error(`anvil refused the transaction: ${body.error?.message}`);
  return body.result;
}

/** The Account view of the connected test wallet, opened from the shell's AccountButton. */
async function openAccount(page: Page, projectId: string, address: Address) {
  await installTestWallet(page, { address });
  const config = page.waitForResponse((r) => r.url().includes('/appkit/v1/config'));
  await openShell(page, { projectId });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await config;
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  return dialog(page);
}

test.describe('the activity tab', () => {
  test('lists received ETH and AUSD and, after a send from the page, the send; lazy chunk; no axe violations', async ({ page }) => {
    const chain = (await (await page.request.get(`${DEVCLOUD}/__devcloud/chain`)).json()) as {
      tokens: Array<{ symbol: string; address: string }>;
    };
    const ausd = chain.tokens.find((t) => t.symbol === 'AUSD')!.address;
    const address = await fundedAccount('0');
    await dealTestToken(ausd, AUSD_FUNDER, parseUnits('3', 18));
    await anvilSend(page.request, { from: ETH_FUNDER, to: address, value: parseEther('0.5') });
    await anvilSend(page.request, {
      from: AUSD_FUNDER,
      to: ausd,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, parseUnits('3', 18)] }),
    });
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (isActivityChunk(r.url())) chunks.push(r.url());
    });

    const view = await openAccount(page, uniqueProjectId('activity'), address);
    await expect(view.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity']);
    expect(chunks).toEqual([]);
    await view.getByRole('tab', { name: 'Activity' }).click();
    await expect(view.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    // The tab is selected (its spinner shown) in the render that asks for the chunk: the request can come after.
    await expect.poll(() => chunks.length).toBeGreaterThan(0);

    const rows = view.getByTestId('activity-row');
    await expect(rows.nth(0)).toContainText('Receive');
    await expect(rows.nth(0).getByTestId('activity-amount')).toHaveText('+3.000 AUSD');
    await expect(rows.nth(0)).toContainText(`From ${AUSD_FUNDER.slice(0, 4)}…${AUSD_FUNDER.slice(-6)}`);
    await expect(rows.nth(1).getByTestId('activity-amount')).toHaveText('+0.500 ETH');
    await expect(rows.nth(1)).toContainText(`From ${ETH_FUNDER.slice(0, 4)}…${ETH_FUNDER.slice(-6)}`);
    await expect(view.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The user sends through their wallet (the test wallet forwards to anvil, which signs for the impersonated address).
    await page.evaluate(
      async ({ from, to, value }) => {
        const provider = await new Promise<{ request(a: { method: string; params: unknown[] }): Promise<unknown> }>((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const detail = (event as CustomEvent).detail as { provider: { isAirlockTestWallet?: boolean } };
            if (detail.provider.isAirlockTestWallet) resolve(detail.provider as never);
          });
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        });
        await provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value }] });
      },
      { from: address, to: RECIPIENT, value: toHex(parseEther('0.01')) },
    );
    // Reopening the tab reads the first page again.
    await view.getByRole('tab', { name: 'Tokens' }).click();
    await view.getByRole('tab', { name: 'Activity' }).click();
    await expect(rows.nth(0)).toContainText('Send');
    await expect(rows.nth(0).getByTestId('activity-amount')).toHaveText('-0.010 ETH');
    await expect(rows.nth(0)).toContainText(`To ${RECIPIENT.slice(0, 4)}…${RECIPIENT.slice(-6)}`);
    await expect(rows.nth(1).getByTestId('activity-amount')).toHaveText('+3.000 AUSD');
  });

  test('with the activity feature off there is no Activity tab and no activity chunk is fetched', async ({ page }) => {
    const projectId = uniqueProjectId('noactivity');
    await configureProject(page.request, projectId, { features: [{ id: 'activity', isEnabled: false, config: null }] });
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (isActivityChunk(r.url()) || r.url().includes('/history')) chunks.push(r.url());
    });
    const view = await openAccount(page, projectId, await fundedAccount('0'));
    await expect(view.getByRole('tab')).toHaveText(['Tokens', 'NFTs']);
    await view.getByRole('tab', { name: 'NFTs' }).click();
    await expect(view.getByRole('tabpanel')).toContainText('No NFTs yet');
    expect(chunks).toEqual([]);
  });

  test("a history 5xx shows the error, and 'Try again' loads the list", async ({ page }) => {
    const projectId = uniqueProjectId('activityfault');
    // Two uses: the client tries a 503 twice.
    await addFault(page.request, { route: 'GET /v1/account/:address/history', kind: 'status', status: 503, count: 2, projectId });
    const view = await openAccount(page, projectId, await fundedAccount('0'));
    await view.getByRole('tab', { name: 'Activity' }).click();
    const panel = view.getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText("Couldn't load activity");
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel).toContainText(/No activity yet|Receive|Send/);
  });
});

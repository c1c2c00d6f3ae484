import { expect, test } from '@playwright/test';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './fixtures/testWallet.ts';
import { connectTestWallet, expectConnected } from './fixtures/wallet.ts';

test("getConnectors(): the embedded wallet, WalletConnect and the announced test wallet, whose id is the connection's connectorId", async ({
  page,
}) => {
  await installTestWallet(page, { account: 7 });
  await openShell(page, { projectId: uniqueProjectId('connectors') });
  const connectors = () => page.evaluate(() => window.airlockKit!.getConnectors());
  await expect.poll(connectors, { timeout: 15_000 }).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: 'AUTH', type: 'AUTH', chain: 'eip155' }),
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
      expect.objectContaining({
        id: TEST_WALLET_RDNS,
        name: TEST_WALLET_NAME,
        type: 'ANNOUNCED',
        chain: 'eip155',
        chains: expect.arrayContaining(['eip155:31337']),
        imageUrl: expect.stringMatching(/^data:image\//),
        info: { rdns: TEST_WALLET_RDNS },
      }),
    ]),
  );
  await connectTestWallet(page);
  await expectConnected(page, ANVIL_ACCOUNTS[7]);
  expect(await page.evaluate(() => window.airlockKit!.getWalletInfo()?.id)).toBe(TEST_WALLET_RDNS);
});

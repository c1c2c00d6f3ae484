import { expect, type Route, test } from '@playwright/test';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { connectTestWallet, expectConnected, statusLine } from './fixtures/wallet.ts';
import { isChunk } from './fixtures/chunks.ts';

test.describe('restoring a stored connection', () => {
  test("the host sees 'reconnecting' while the wallet connection is restored after a reload, then 'connected'", async ({ page }) => {
    await installTestWallet(page, { account: 4 });
    await openShell(page, { projectId: uniqueProjectId('reconnecting') });
    await connectTestWallet(page);
    const address = ANVIL_ACCOUNTS[4];
    await expectConnected(page, address);

    // The restore needs the wallet actions' chunk: hold it, so the restore is observably under way.
    const held: Route[] = [];
    await page.route(
      (url) => isChunk(url.href, 'airlock-actions'),
      (route) => void held.push(route),
    );
    // The held script keeps the page's load event back: wait only for the new document.
    await page.reload({ waitUntil: 'commit' });
    await expect(statusLine(page)).toHaveText('Status: reconnecting');
    expect(await page.evaluate(() => window.airlockKit?.getState().status)).toBe('reconnecting');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await expectConnected(page, address);
    expect(await page.evaluate(() => window.airlockKit?.getState().status)).toBe('connected');
  });
});

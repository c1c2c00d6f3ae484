import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { connectButton, dialog, openModal } from './fixtures/shell.ts';

/** Nothing speaks the relay protocol here (devcloud has no relay yet): a WebSocket the CSP allows, refused. */
const DEAD_RELAY = 'ws://127.0.0.1:4000/no-relay';
const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';

async function openShellWith(page: Page, projectId: string, extra: Record<string, string> = {}) {
  await page.goto(`/?${new URLSearchParams({ projectId, ...extra })}`);
  await expect(connectButton(page)).toBeEnabled();
}

/** Script URLs of the remote the page fetched. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test.describe('WalletConnect', () => {
  test('without a reachable relay: a clear error and a retry, never an endless spinner', async ({ page }) => {
    test.setTimeout(60_000);
    const scripts = recordScripts(page);
    await openShellWith(page, uniqueProjectId('wc-relay'), { relayUrl: DEAD_RELAY });
    await openModal(page);
    await expect(dialog(page).getByRole('button', { name: 'All Wallets', exact: false })).toBeVisible();
    // The provider is not part of the Connect view.
    expect(scripts.filter((s) => s.includes('walletconnect'))).toEqual([]);

    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText("Couldn't reach the WalletConnect relay", { timeout: 15_000 });
    expect(scripts.filter((s) => s.includes('walletconnect'))).toHaveLength(1);
    await expectNoAxeViolations(page);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog(page).getByRole('img', { name: 'Connecting to the WalletConnect relay' })).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toContainText("Couldn't reach the WalletConnect relay", { timeout: 15_000 });
  });

  test('open({ uri }) shows the QR code of that URI with Copy link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
    const scripts = recordScripts(page);
    await openShellWith(page, uniqueProjectId('wc-uri'));
    await page.evaluate((uri) => window.airlockKit!.open({ uri }), PAIRING_URI);
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
    const qr = dialog(page).getByRole('img', { name: /QR code/ });
    await expect(qr).toBeVisible();
    // Drawn as SVG elements: one path of modules on a white square, no markup strings, no style attributes.
    expect(
      await qr.evaluate((svg) => [svg.tagName.toLowerCase(), svg.querySelectorAll('path').length, svg.querySelectorAll('[style]').length]),
    ).toEqual(['svg', 1, 0]);
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status')).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAIRING_URI);
    // A given URI needs no provider: its chunk is never fetched.
    expect(scripts.filter((s) => s.includes('walletconnect'))).toEqual([]);
  });
});

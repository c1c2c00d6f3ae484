import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { codeCell, codeCells, startEmailLogin } from './fixtures/emailLogin.ts';
import { uniqueEmail, waitForMail } from './fixtures/mailbox.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, statusLine } from './fixtures/wallet.ts';

/** Opens the Account view of anvil account `index` through the test wallet. */
async function openAccount(page: Page, index: number, projectLabel: string) {
  const address = ANVIL_ACCOUNTS[index]!;
  await installTestWallet(page, { account: index });
  await openShell(page, { projectId: uniqueProjectId(projectLabel) });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  return address;
}

/** Resolves once every image in the locator has loaded with real pixels. */
const imagesLoaded = (images: ReturnType<Page['locator']>) =>
  images.evaluateAll((all) => all.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0));

test.describe('looks', () => {
  test('Connect: one row of social logos with More, "or" before the wallets, the wallet guide and the branding line', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('looks-connect') });
    await openModal(page);
    const view = dialog(page);
    await expect(view.getByRole('button', { name: 'Continue with Google' })).toHaveText('Google');
    // The others are logo buttons, named for assistive technology.
    await expect(view.getByRole('button', { name: 'Continue with X' })).toHaveText('');
    await expect(view.getByRole('button', { name: /^Continue with / })).toHaveCount(4);
    await expect(view.getByRole('button', { name: 'More social logins' })).toHaveAttribute('aria-expanded', 'false');
    await expect(view.getByText('or', { exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: /^All Wallets \d[\d,]*\+?$/ })).toBeVisible();
    await expect(view).toContainText('New to wallets?');
    const guide = view.getByRole('link', { name: 'Get started (opens in a new tab)' });
    await expect(guide).toHaveAttribute('href', /^https:\/\//);
    await expect(view.getByText('UX by Airlock')).toBeVisible();
    // The whole Connect view fits the 640 px card: All Wallets shows without scrolling.
    await expect(view.getByRole('button', { name: /^All Wallets/ })).toBeInViewport();
    await expectNoAxeViolations(page);

    // Branding off in the project's remote config: no branding line.
    const projectId = uniqueProjectId('looks-nobrand');
    await configureProject(page.request, projectId, { features: [{ id: 'reown_branding', isEnabled: false, config: null }] });
    await openShell(page, { projectId });
    await openModal(page);
    await expect(dialog(page)).toContainText('New to wallets?');
    await expect(dialog(page).getByText('UX by Airlock')).toHaveCount(0);
  });

  test('mobile width: the sheet has no focus ring of its own; dark theme darkens the shell page too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openShell(page, { projectId: uniqueProjectId('looks-mobile'), theme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await openModal(page);
    const outline = await dialog(page).evaluate((card) => {
      (card as HTMLElement).focus();
      return getComputedStyle(card).outlineStyle;
    });
    expect(outline).toBe('none');
    await expectNoAxeViolations(page);
  });

  test('the NFTs tab shows the ERC-721 tokens devcloud minted on anvil, with images and names; none is an empty state', async ({
    page,
  }) => {
    // devcloud mints three tokens to each of accounts 0..4 at start-up: account 4 holds ids 13..15.
    await openAccount(page, 4, 'looks-nfts');
    const view = dialog(page);
    await view.getByRole('tab', { name: 'NFTs' }).click();
    const grid = view.getByRole('list', { name: 'NFTs' });
    const cards = grid.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Airlock Collectibles #13');
    await expect(cards.nth(2)).toContainText('Airlock Collectibles #15');
    await expect(cards.nth(1)).toContainText('Airlock Collectibles');
    await expect.poll(() => imagesLoaded(grid.locator('img'))).toBe(true);
    await expect(grid.locator('img')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // Anvil Two has no collection: the empty state.
    await view.getByRole('button', { name: 'Anvil', exact: true }).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click();
    await expect(dialog(page).getByRole('tabpanel')).toHaveText('No NFTs yet');
  });

  test('network logos come from the asset image endpoint, once per page, on a placeholder until loaded', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/public/getAssetImage/')) requested.push(new URL(request.url()).pathname);
    });
    await openAccount(page, 1, 'looks-logos');
    const networkButton = dialog(page).getByRole('button', { name: 'Anvil', exact: true });
    const logo = networkButton.locator('img');
    await expect(logo).toHaveAttribute('src', /\/public\/getAssetImage\/anvil-31337\?/);
    await expect.poll(() => imagesLoaded(logo)).toBe(true);
    // Neutral placeholder behind the image while it loads: the logo box has a background of its own.
    expect(await logo.evaluate((img) => getComputedStyle(img).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    await networkButton.click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    const rows = dialog(page).getByRole('list').locator('img');
    await expect(rows).toHaveCount(2);
    await expect.poll(() => imagesLoaded(rows)).toBe(true);
    await expectNoAxeViolations(page);
    // The Account view's logo and the list's are one fetch: the browser's cache answers the second.
    expect(requested.filter((path) => path.endsWith('/anvil-31337'))).toHaveLength(1);
    expect(requested.filter((path) => path.endsWith('/anvil-31338'))).toHaveLength(1);
  });

  test('the one-time code: six cells, Backspace goes back, a paste fills them all and submits; a wrong code shakes', async ({ page }) => {
    const email = uniqueEmail('looks-otp');
    await openShell(page, { projectId: uniqueProjectId('looks-otp') });
    await startEmailLogin(page, email);
    await expect(codeCells(page)).toHaveCount(6);
    await expectNoAxeViolations(page);
    const { code } = await waitForMail(page.request, email, 'code');

    // A wrong code: the frame's message, the cells marked and shaken once for 500 ms, then empty for a new try.
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await expect(dialog(page).getByRole('alert')).toHaveText('Invalid code');
    const group = dialog(page).getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAttribute('data-error', '');
    const shake = await group.evaluate((el) =>
      el.getAnimations().map((a) => ({ name: (a as CSSAnimation).animationName, ms: a.effect?.getTiming().duration })),
    );
    expect(shake).toEqual([{ name: 'a-shake', ms: 500 }]);
    await expect(codeCell(page, 1)).toBeFocused();
    for (const cell of await codeCells(page).all()) await expect(cell).toHaveValue('');

    // Two digits, then Backspace twice: back to the second cell, cleared.
    await page.keyboard.type(code!.slice(0, 2));
    await expect(codeCell(page, 3)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(codeCell(page, 2)).toBeFocused();
    await expect(codeCell(page, 2)).toHaveValue('');
    await expect(codeCell(page, 1)).toHaveValue(code!.slice(0, 1));

    // The whole code pasted into the first cell fills all six and submits.
    await codeCell(page, 1).evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, ` ${code} `);
    await expect(statusLine(page)).toContainText(/connected · 0x/);
  });

  test('reduced motion: no entry, view, title or height animation, and no shake', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAccount(page, 1, 'looks-motion');
    const running = () =>
      page.locator('airlock-modal').evaluate((el) =>
        (el.shadowRoot?.getAnimations() ?? [])
          // Spinners keep turning (slower) under reduced motion; only the modal's own motion counts here.
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => (animation as CSSAnimation).animationName ?? 'height'),
      );
    expect(await running()).toEqual([]);
    // Account → Choose Network: a shorter view, and the card's height jumps to it.
    await dialog(page).getByRole('button', { name: 'Anvil', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    expect(await running()).toEqual([]);
  });

  test('with motion: a new view fades its title in (120 ms) and enters (150 ms), and the height animates (150 ms)', async ({ page }) => {
    await openAccount(page, 1, 'looks-motion-on');
    // Let the entry settle, then record what the next view starts.
    await page
      .locator('airlock-modal')
      .evaluate((el) =>
        Promise.all(
          (el.shadowRoot?.getAnimations() ?? []).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished),
        ),
      );
    await page.locator('airlock-modal').evaluate((el) => {
      const seen: Array<{ name: string; ms: unknown }> = [];
      (window as unknown as { seenAnimations: typeof seen }).seenAnimations = seen;
      const root = el.shadowRoot!;
      const record = () => {
        for (const a of root.getAnimations()) {
          const name = (a as CSSAnimation).animationName ?? 'height';
          if (!seen.some((s) => s.name === name)) seen.push({ name, ms: a.effect?.getTiming().duration });
        }
        requestAnimationFrame(record);
      };
      record();
    });
    // Account → Choose Network: a shorter view.
    await dialog(page).getByRole('button', { name: 'Anvil', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenAnimations: Array<{ name: string; ms: unknown }> }).seenAnimations))
      .toEqual(
        expect.arrayContaining([
          { name: 'a-fade', ms: 120 },
          { name: 'a-view', ms: 150 },
          { name: 'height', ms: 150 },
        ]),
      );
  });
});

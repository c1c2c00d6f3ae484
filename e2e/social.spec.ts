import { expect, test } from '@playwright/test';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { statusLine, toast } from './fixtures/wallet.ts';

test.describe('social login', () => {
  test('buttons in the SPEC order; GitHub through the 600×800 popup; closing the popup says Popup closed', async ({ page }) => {
    const projectId = uniqueProjectId('social');
    // The remote config decides the order (features.socials); here the SPEC's default order.
    const socials = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];
    await configureProject(page.request, projectId, {
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'socials', isEnabled: true, config: socials },
      ],
    });
    await openShell(page, { projectId });
    await openModal(page);
    // One row: Google with its name, then logo buttons, and "More" for the rest.
    const buttons = dialog(page).getByRole('button', { name: /^Continue with / });
    await expect(buttons).toHaveCount(4);
    await dialog(page).getByRole('button', { name: 'More social logins' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Continue with Apple' })).toBeFocused();
    const names = ['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'];
    await expect(buttons).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(buttons.nth(i)).toHaveAccessibleName(`Continue with ${name}`);
    await expect(buttons.nth(0)).toHaveText('Google');

    // Closing the popup without a result.
    const firstPopup = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continue with Discord' }).click();
    const closing = await firstPopup;
    await closing.waitForURL(/127\.0\.0\.1:4001\/social\/discord/);
    await closing.close();
    await expect(toast(page)).toContainText('Popup closed');

    // Closing the popup before the secure page even loaded (the redirect URI is held back).
    let releaseRedirect!: () => void;
    const held = new Promise<void>((resolve) => (releaseRedirect = resolve));
    await page.context().route('http://127.0.0.1:4001/api/social/redirect', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const early = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continue with Apple' }).click();
    const blank = await early;
    expect(blank.url()).toBe('about:blank');
    await blank.close();
    releaseRedirect();
    await expect(toast(page)).toContainText('Popup closed');
    await page.context().unroute('http://127.0.0.1:4001/api/social/redirect');

    const popupOpened = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/127\.0\.0\.1:4001\/social\/github/);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800]);
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(statusLine(page)).toContainText(/connected · 0x[0-9a-fA-F]{40}/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('@airlock/social_username')))!)).toBe('github-user');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('@airlock/connected_social')))!)).toBe('github');
  });

  test('the remote config decides the order, not the local default', async ({ page }) => {
    const projectId = uniqueProjectId('social-order');
    // An order unlike the local default (google, x, farcaster, discord, apple, github, facebook): it shows which won.
    await configureProject(page.request, projectId, {
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'socials', isEnabled: true, config: ['github', 'facebook', 'google', 'discord', 'apple', 'x', 'farcaster'] },
      ],
    });
    await openShell(page, { projectId });
    await openModal(page);
    const buttons = dialog(page).getByRole('button', { name: /^Continue with / });
    await expect(buttons.nth(0)).toHaveText('GitHub');
    await dialog(page).getByRole('button', { name: 'More social logins' }).click();
    const names = ['GitHub', 'Facebook', 'Google', 'Discord', 'Apple', 'X', 'Farcaster'];
    await expect(buttons).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(buttons.nth(i)).toHaveAccessibleName(`Continue with ${name}`);
  });

  test('Farcaster: QR and link, approved on another page', async ({ page, context }) => {
    await openShell(page, { projectId: uniqueProjectId('farcaster') });
    await openModal(page);
    await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Farcaster');
    await expect(dialog(page).getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible();
    const url = await dialog(page).getByTestId('farcaster-link').getAttribute('href');
    const phone = await context.newPage();
    await phone.goto(url!);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await phone.getByRole('heading', { name: 'Farcaster sign-in approved' }).waitFor();
    await phone.close();
    await expect(statusLine(page)).toContainText(/connected · 0x[0-9a-fA-F]{40}/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('@airlock/social_username')))!)).toBe('farcaster-user');
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { devcloudHostOptions } from './fixtures/hostOptions.ts';
import { connectButton, dialog, openModal, openShell } from './fixtures/shell.ts';

test.describe('the modal frame', () => {
  test('opens with the mouse and closes with the close button and a click outside', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('mouse') });
    await openModal(page);
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
    expect(await page.locator('body > airlock-modal').count()).toBe(1);
    const width = await dialog(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(360);
    // SPEC section 9: the modal's z-index defaults to 999 (its backdrop covers the page).
    const zIndex = await page.locator('airlock-modal .backdrop').evaluate((el) => getComputedStyle(el).zIndex);
    expect(zIndex).toBe('999');

    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await openModal(page);
    await page.mouse.click(10, 10);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('works by keyboard: focus moves in, stays trapped, Escape closes and focus returns', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('keys') });
    await connectButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();

    const focusInsideDialog = () =>
      page.evaluate(() => {
        const host = document.querySelector('airlock-modal');
        const active = host?.shadowRoot?.activeElement;
        return Boolean(active?.closest('[role="dialog"]'));
      });
    await expect.poll(focusInsideDialog).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInsideDialog()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInsideDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(connectButton(page)).toBeFocused();
  });

  test('follows the light and dark themes', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('theme') });
    await openModal(page);
    const background = () => dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await openModal(page);
    await expect(page.locator('airlock-modal')).toHaveAttribute('data-theme', 'dark');
    expect(await background()).toBe('rgb(24, 25, 28)');
  });

  test('has no axe violations when open, in both themes', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('axe') });
    await openModal(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await openModal(page);
    await expectNoAxeViolations(page);
  });

  test('registers the custom element once across instances', async ({ page }) => {
    // Every definition of <airlock-modal> is counted (a second define would also throw NotSupportedError).
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      (window as unknown as { modalDefinitions: number }).modalDefinitions = 0;
      customElements.define = (name, element, options) => {
        if (name === 'airlock-modal') (window as unknown as { modalDefinitions: number }).modalDefinitions += 1;
        define(name, element, options);
      };
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const projectId = uniqueProjectId('element');
    await openShell(page, { projectId });
    await openModal(page);
    await page.keyboard.press('Escape');
    // A second open of the same instance reuses its element.
    await openModal(page);
    expect(await page.locator('airlock-modal').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    // A second instance from the same container: its own element, the same definition.
    await page.evaluate(async (options) => {
      // The shell's federation runtime loads the remote's public module again, as a second host component would.
      const runtime = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { loadRemote(id: string): Promise<unknown> }[] } })
        .__FEDERATION__;
      const appkit = (await runtime.__INSTANCES__[0]!.loadRemote('airlock/appkit')) as {
        createAppKit(o: unknown): { open(): Promise<void> };
      };
      await appkit.createAppKit(JSON.parse(options)).open();
    }, devcloudHostOptions(projectId));
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
    expect(await page.locator('body > airlock-modal').count()).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { modalDefinitions: number }).modalDefinitions)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('opens on a requested view and reports state and events through the instance API', async ({ page }) => {
    const projectId = uniqueProjectId('api');
    await configureProject(page.request, projectId, { isAnalyticsEnabled: true });
    await openShell(page, { projectId });
    // Wait for the remote config to settle, so `initialized` flipping doesn't add a state change.
    await page.waitForFunction(() => window.airlockKit?.getState().initialized === true);
    const result = await page.evaluate(async () => {
      const kit = window.airlockKit!;
      const states: boolean[] = [];
      const events: string[] = [];
      const offState = kit.subscribeState((s) => states.push(s.open));
      const offEvents = kit.subscribeEvents((e) => events.push(e.data.event));
      await kit.open({ view: 'Connect' });
      const open = kit.getState();
      kit.close();
      offState();
      offEvents();
      return { states, events, view: open.view, openNow: kit.getState().open };
    });
    expect(result.view).toBe('Connect');
    expect(result.states).toEqual([true, false]);
    expect(result.events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    expect(result.openNow).toBe(false);
  });

  test('lists the connect methods in the SPEC order: e-mail, social, wallets', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('order') });
    await page.waitForFunction(() => window.airlockKit?.getState().initialized === true);
    await openModal(page);
    const top = async (locator: import('@playwright/test').Locator) => (await locator.first().boundingBox())?.y ?? -1;
    const email = await top(dialog(page).getByRole('textbox', { name: /Email/ }));
    const social = await top(dialog(page).getByRole('button', { name: /Google/ }));
    const wallets = await top(dialog(page).getByRole('button', { name: /WalletConnect/ }));
    expect(email).toBeGreaterThan(0);
    expect(social).toBeGreaterThan(email);
    expect(wallets).toBeGreaterThan(social);
  });
});

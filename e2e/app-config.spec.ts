import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { addFault, configureProject, recordedEvents, uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { expectConnected } from './fixtures/wallet.ts';

const alert = (page: import('@playwright/test').Page) => dialog(page).getByRole('alert');
const settled = (page: import('@playwright/test').Page) => page.waitForFunction(() => window.airlockKit?.getState().initialized === true);

/** The shell under a name that is not loopback (loopback is always allowed, as by the provider's own client). */
const PUBLIC_HOST = 'shop.test';
const publicShell = { baseURL: `http://${PUBLIC_HOST}:3000` }; // mapped to 127.0.0.1 by playwright.config.ts

test.describe('app configuration', () => {
  test('without a project id the modal says the project is not configured', async ({ page }) => {
    const configCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/appkit/v1/config') && configCalls.push(r.url()));
    await openShell(page, { projectId: '' });
    await openModal(page);
    await expect(alert(page)).toContainText('Project ID Not Configured');
    expect(configCalls).toEqual([]);
  });

  test.describe('on a public host', () => {
    test.use(publicShell);
    test('an origin missing from the allowlist raises Invalid App Configuration, once', async ({ page }) => {
      const projectId = uniqueProjectId('origin');
      await configureProject(page.request, projectId, { allowedOrigins: ['https://elsewhere.example'] });
      await openShell(page, { projectId });
      await settled(page);
      await openModal(page);
      await expect(alert(page)).toContainText('Invalid App Configuration');
      await expect(alert(page)).toContainText(`http://${PUBLIC_HOST}:3000`);
      await alert(page).getByRole('button', { name: 'Dismiss alert' }).click();
      await expect(alert(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await openModal(page);
      await expect(alert(page)).toHaveCount(0);
    });

    test('an origin missing from the allowlist closes e-mail and social login, with the reason; wallets still connect', async ({
      page,
    }) => {
      const projectId = uniqueProjectId('gate');
      await configureProject(page.request, projectId, { allowedOrigins: ['https://elsewhere.example'] });
      const secureSite: string[] = [];
      page.on('request', (r) => r.url().startsWith('http://127.0.0.1:4001/') && secureSite.push(r.url()));
      await installTestWallet(page, { account: 2 });
      await openShell(page, { projectId });
      await settled(page);
      await openModal(page);
      await expect(alert(page)).toContainText('Invalid App Configuration');
      const reason = `Unavailable on http://${PUBLIC_HOST}:3000: this site is not on the project's allowlist.`;
      const email = dialog(page).getByRole('textbox', { name: 'Email' });
      await expect(email).toBeDisabled();
      await expect(email).toHaveAccessibleDescription(reason);
      const google = dialog(page).getByRole('button', { name: 'Continue with Google' });
      await expect(google).toBeDisabled();
      await expect(google).toHaveAccessibleDescription(reason);
      await expect(dialog(page).getByRole('button', { name: 'Continue with Farcaster' })).toBeDisabled();
      await expectNoAxeViolations(page);
      // No hidden frame, no call to the secure site.
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(secureSite).toEqual([]);

      await dialog(page)
        .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
        .first()
        .click();
      await expectConnected(page, ANVIL_ACCOUNTS[2]);
      await expect(page.locator('iframe')).toHaveCount(0);
    });

    test('a scheme-less host and a wildcard entry allow the page, as the provider reads them', async ({ page }) => {
      for (const entry of [PUBLIC_HOST, `*.test:3000`]) {
        const projectId = uniqueProjectId('lenient');
        await configureProject(page.request, projectId, { allowedOrigins: ['https://elsewhere.example', entry] });
        await openShell(page, { projectId });
        await settled(page);
        await openModal(page);
        await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toBeEnabled();
        await expect(alert(page)).toHaveCount(0);
      }
    });
  });

  test('loopback is always allowed, whatever the allowlist says', async ({ page }) => {
    const projectId = uniqueProjectId('loopback');
    await configureProject(page.request, projectId, { allowedOrigins: ['https://elsewhere.example'] });
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(alert(page)).toHaveCount(0);
  });

  test('an allowed origin raises no alert', async ({ page }) => {
    const projectId = uniqueProjectId('allowed');
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect(alert(page)).toHaveCount(0);
    await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(dialog(page).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('a rate-limited origins call shows the rate-limited alert', async ({ page }) => {
    const projectId = uniqueProjectId('429');
    await addFault(page.request, { route: 'GET /projects/v1/origins', kind: 'status', status: 429, projectId });
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect(alert(page)).toContainText('Rate Limited');
  });

  test('a failing origins call shows the server-error alert with the detail', async ({ page }) => {
    const projectId = uniqueProjectId('5xx');
    await addFault(page.request, { route: 'GET /projects/v1/origins', kind: 'status', status: 503, projectId });
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect(alert(page)).toContainText('Server Error');
    await expect(alert(page)).toContainText('Failed to get App Configuration HTTP 503');
  });

  test('a malformed config answer leaves the modal working on local features', async ({ page }) => {
    const projectId = uniqueProjectId('malformed');
    await addFault(page.request, { route: 'GET /appkit/v1/config', kind: 'malformed', projectId });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
    expect(errors).toEqual([]);
  });

  test('the remote config overrides local feature settings, with a warning for developers', async ({ page }) => {
    const projectId = uniqueProjectId('override');
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openShell(page, { projectId, features: { email: false } });
    await settled(page);
    expect(warnings.some((w) => w.includes('Local feature settings are ignored'))).toBe(true);
    // The remote config (e-mail on) wins over the host's email: false: the e-mail field is there.
    await openModal(page);
    await expect(dialog(page).getByRole('textbox', { name: /Email/ })).toBeVisible();
  });

  test('basic mode asks for no remote config', async ({ page }) => {
    const configCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/appkit/v1/config') && configCalls.push(r.url()));
    await openShell(page, { projectId: uniqueProjectId('basic'), basic: true });
    await settled(page);
    await openModal(page);
    expect(configCalls).toEqual([]);
  });
});

test.describe('Telegram social login result', () => {
  test('an error coming back in the page URL is logged, and the result parameter removed from the URL', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'debug' && logged.push(m.text()));
    const resultUri = 'http://127.0.0.1:4001/social/callback?error=access_denied&error_description=Telegram%20login%20cancelled';
    await page.goto(`/?debug=1&projectId=${uniqueProjectId('telegram')}&result_uri=${encodeURIComponent(resultUri)}`);
    await settled(page);
    await expect.poll(() => logged.join('\n')).toContain('Telegram social login failed: Telegram login cancelled');
    const url = new URL(page.url());
    expect(url.searchParams.has('result_uri')).toBe(false);
    expect(url.searchParams.get('debug')).toBe('1');
  });
});

test.describe('analytics', () => {
  test('events reach the analytics service when the project enables analytics', async ({ page }) => {
    const projectId = uniqueProjectId('analytics');
    await configureProject(page.request, projectId, { isAnalyticsEnabled: true });
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect.poll(async () => (await recordedEvents(page.request, projectId)).map((e) => e.props?.event)).toContain('MODAL_OPEN');
  });

  test('analytics stay off when the analytics config call fails', async ({ page }) => {
    const projectId = uniqueProjectId('noanalytics');
    await addFault(page.request, { route: 'GET /getAnalyticsConfig', kind: 'status', status: 500, projectId });
    const sent: string[] = [];
    page.on('request', (r) => r.url().startsWith('http://127.0.0.1:4000/e?') && sent.push(r.url()));
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await page.keyboard.press('Escape');
    await openModal(page);
    expect(sent).toEqual([]);
    expect(await recordedEvents(page.request, projectId)).toEqual([]);
  });
});

test.describe('analytics after consent', () => {
  const requestsTo = (page: import('@playwright/test').Page) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().startsWith('http://127.0.0.1:4000/e?') && sent.push(r.url()));
    return sent;
  };
  const events = async (page: import('@playwright/test').Page, projectId: string) =>
    (await recordedEvents(page.request, projectId)).map((e) => e.props?.event);
  const consent = (page: import('@playwright/test').Page, granted: boolean) =>
    page.evaluate((g) => window.airlockKit!.setAnalyticsConsent(g), granted);

  test("with analytics: 'after-consent', no request reaches the analytics service before consent nor after a refusal", async ({ page }) => {
    const projectId = uniqueProjectId('consent');
    await configureProject(page.request, projectId, { isAnalyticsEnabled: true });
    const sent = requestsTo(page);
    await openShell(page, { projectId, analytics: 'after-consent' });
    await settled(page);
    // Before consent: an open and a close, neither sent.
    await openModal(page);
    await page.keyboard.press('Escape');
    await consent(page, true);
    await openModal(page);
    // Events go out in order: once this one arrived, one sent before it would have too.
    await expect.poll(() => events(page, projectId)).toEqual(['MODAL_OPEN']);
    expect(sent).toHaveLength(1);
    // Refused: a close, an open and a close, none sent.
    await consent(page, false);
    await page.keyboard.press('Escape');
    await openModal(page);
    await page.keyboard.press('Escape');
    await consent(page, true);
    await openModal(page);
    await expect.poll(() => events(page, projectId)).toEqual(['MODAL_OPEN', 'MODAL_OPEN']);
    expect(sent).toHaveLength(2);
  });
});

test.describe('error catalogue (SPEC section 8)', () => {
  test('a project id the cloud does not know raises Invalid Project ID, once', async ({ page }) => {
    const projectId = uniqueProjectId('unknown');
    await configureProject(page.request, projectId, { known: false });
    await openShell(page, { projectId });
    await settled(page);
    await openModal(page);
    await expect(alert(page)).toContainText('Invalid Project ID');
    await expectNoAxeViolations(page);
    await alert(page).getByRole('button', { name: 'Dismiss alert' }).click();
    await expect(alert(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openModal(page);
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
    await expect(alert(page)).toHaveCount(0);
  });

  test('a failed store action is reported to error analytics with its type, message and stack, at most 5 a minute', async ({ page }) => {
    const projectId = uniqueProjectId('action-error');
    const errorPosts: unknown[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1:4000/e?') || r.method() !== 'POST') return;
      const body = r.postDataJSON() as { props?: { type?: string } };
      if (body.props?.type === 'error') errorPosts.push(body);
    });
    await openShell(page, { projectId });
    await settled(page);
    // Nothing is connected: disconnect rejects with the connection error, seven times in a row.
    const rejections = await page.evaluate(async () => {
      const messages: string[] = [];
      for (let i = 0; i < 7; i++) {
        await window.airlockKit!.disconnect().catch((error: { shortMessage?: string }) => messages.push(error.shortMessage ?? ''));
      }
      return messages;
    });
    expect(rejections).toEqual(Array(7).fill('Connector not connected.'));
    const errors = async () => (await recordedEvents(page.request, projectId)).filter((e) => e.props?.type === 'error');
    await expect.poll(async () => (await errors()).length).toBe(5);
    // Every send was decided before the calls returned: the throttle let exactly five through.
    expect(errorPosts).toHaveLength(5);
    const [first] = await errors();
    expect(first?.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'ConnectorNotConnectedError',
      errorMessage: 'Connector not connected.',
      action: 'disconnect',
    });
    expect(String(first?.props?.stackTrace)).toMatch(/Connector not connected\.[\s\S]*\bat\b/);
  });
});

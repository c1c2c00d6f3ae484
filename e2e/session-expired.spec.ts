import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { addFault, uniqueProjectId } from './fixtures/devcloud.ts';
import { startEmailLogin } from './fixtures/emailLogin.ts';
import { uniqueEmail, waitForMail } from './fixtures/mailbox.ts';
import { dialog, openShell } from './fixtures/shell.ts';

const FRAME_PAGE = 'http://127.0.0.1:4001/sdk?';

test.describe('Session Expired (SPEC section 8)', () => {
  test('a session update with an invalid token shows Session Expired once, and the secure frame reloads', async ({ page }) => {
    const framePageLoads: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && r.url().startsWith(FRAME_PAGE) && framePageLoads.push(r.url()));
    const email = uniqueEmail('expired');
    const projectId = uniqueProjectId('expired');
    await openShell(page, { projectId });
    await startEmailLogin(page, email);
    await expect.poll(() => framePageLoads.length).toBe(1);

    // The secure site's backend answers the code with a token that is no token: the frame relays it (SESSION_UPDATE).
    await addFault(page.request, {
      route: 'POST /api/email/otp',
      kind: 'malformed',
      status: 200,
      body: { token: 'not a token!' },
      projectId,
    });
    const { code } = await waitForMail(page.request, email, 'code');
    await page.keyboard.type(code!);

    // The modal's alert (the code form also says why the login failed, in its own words).
    const expired = dialog(page)
      .getByRole('alert')
      .filter({ has: page.getByText('Session Expired', { exact: true }) });
    await expect(expired).toHaveCount(1);
    await expect(expired).toContainText('Invalid session found - please check your time settings and connect again');
    await expect.poll(() => framePageLoads.length).toBe(2);
    await expect(expired).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('@airlock/embedded_session_token'))).toBeNull();
    await expectNoAxeViolations(page);
  });
});

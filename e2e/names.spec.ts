import { expect, type Page, test } from '@playwright/test';
import { preferEoa } from './fixtures/accountType.ts';
import { freshAddress } from './fixtures/chain.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { signInAgain } from './fixtures/emailLogin.ts';
import { approveInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { accountButton, toast } from './fixtures/wallet.ts';

/** A label nobody has registered yet (devcloud keeps names across runs). */
const uniqueLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Someone else registers `name` (devcloud's seeding route). */
async function takeName(page: Page, name: string) {
  const response = await page.request.post(`${DEVCLOUD}/__devcloud/names`, { data: { name, address: freshAddress() } });
  expect(response.status()).toBe(201);
}

/** From the embedded wallet's Account view to RegisterAccountName. */
async function openRegistration(page: Page, address: string) {
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  await dialog(page).getByRole('button', { name: 'Choose a name' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Choose name');
}

const nameField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Name' });
const registerButton = (page: Page) => dialog(page).getByRole('button', { name: 'Register' });

/** Types a label and waits for the live check to say it is free. */
async function typeFreeLabel(page: Page, label: string) {
  await nameField(page).fill(label);
  await expect(dialog(page).getByText(`${label}.reown.id is available`)).toBeVisible();
  await expect(registerButton(page)).toBeEnabled();
}

/** Register, approved inside the secure frame, which shows the signed message with the name. */
async function registerApproved(page: Page, name: string) {
  await registerButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Approve request');
  await expect(secureFrame(page).getByTestId('approval-message')).toContainText(`"name":"${name}"`);
  await approveInFrame(page);
}

test.describe('account names', () => {
  test('register a name with the embedded wallet, see it in Account and send to it', async ({ page }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('names') });
    await preferEoa(page);
    const email = uniqueEmail('names');
    const address = await loginByEmail(page, email);
    await openRegistration(page, address);
    await expectNoAxeViolations(page);

    // The pattern rule: a short label or one with other characters cannot be registered (no message, SPEC section 5).
    await nameField(page).fill('ab');
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(registerButton(page)).toBeDisabled();
    await nameField(page).fill('ali_ce');
    await expect(registerButton(page)).toBeDisabled();

    const label = uniqueLabel('mine');
    const name = `${label}.reown.id`;
    await typeFreeLabel(page, label);
    await registerApproved(page, name);
    await expect(dialog(page)).toHaveAccessibleName('Name chosen');
    await expect(dialog(page).getByTestId('registered-name')).toHaveText(name);
    await expectNoAxeViolations(page);

    // The Account view shows the name instead of the address; the way to choose one is gone.
    await dialog(page).getByRole('button', { name: 'Back to account' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).locator('.profile-name')).toHaveText(name);
    await expect(dialog(page).getByRole('button', { name: 'Choose a name' })).toBeHidden();

    // Send resolves the name to this account's address.
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await dialog(page)
      .getByLabel(/^Amount/)
      .fill('0.01');
    await dialog(page).getByLabel('To', { exact: true }).fill(name);
    await expect(dialog(page).getByTestId('send-receiver-profile')).toHaveText(`${name} ${address}`);
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Review send');
    await expect(dialog(page).getByText(name)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(secureFrame(page).getByTestId('approval-value')).toContainText('0.01 ETH');
    await approveInFrame(page);
    await expect(toast(page)).toContainText('Sent 0.01 ETH');

    // After a reload with the name caches emptied, the name comes from the reverse lookup (GET /v1/profile/reverse).
    await page.evaluate(() => {
      for (const key of ['@airlock/ens_cache', '@airlock/identity_cache']) localStorage.removeItem(key);
    });
    const reverseLookups: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/v1/profile/reverse/')) reverseLookups.push(pathname.split('/').pop()!.toLowerCase());
    });
    // The page load took the frame's device key (no storage for a cross-site frame here): signed in again, by code.
    await page.reload();
    expect(await signInAgain(page, email)).toBe(address);
    await accountButton(page, address).click();
    await expect(dialog(page).locator('.profile-name')).toHaveText(name);
    expect(reverseLookups).toContain(address.toLowerCase());
  });

  test('suggestions for a taken name; a name taken meanwhile is refused with the API text; the smart account registers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('names-taken') });
    // The SPEC default account type on anvil: the embedded smart account (signed by its owner, verified by devcloud).
    const address = await loginByEmail(page, uniqueEmail('names-taken'));
    await openRegistration(page, address);

    const taken = uniqueLabel('taken');
    await takeName(page, `${taken}.reown.id`);
    await nameField(page).fill(taken);
    await expect(dialog(page).getByText(`${taken}.reown.id is taken`)).toBeVisible();
    await expect(registerButton(page)).toBeDisabled();
    const suggestions = dialog(page).getByRole('list', { name: 'Suggestions' });
    await expect(suggestions.getByRole('button')).toHaveText([
      `${taken}1.reown.idAvailable`,
      `${taken}2.reown.idAvailable`,
      `${taken}3.reown.idAvailable`,
    ]);
    await expectNoAxeViolations(page);
    await suggestions.getByRole('button', { name: `${taken}2.reown.id` }).click();
    await expect(nameField(page)).toHaveValue(`${taken}2`);
    await expect(dialog(page).getByText(`${taken}2.reown.id is available`)).toBeVisible();

    // Free when checked, registered by someone else before ours arrives: the API's reason, back on the form.
    const raced = uniqueLabel('raced');
    await typeFreeLabel(page, raced);
    await takeName(page, `${raced}.reown.id`);
    await registerApproved(page, `${raced}.reown.id`);
    await expect(dialog(page)).toHaveAccessibleName('Choose name');
    await expect(dialog(page).getByRole('alert')).toHaveText(`Name ${raced}.reown.id is already registered`);
    await expect(nameField(page)).toHaveValue(raced);
    await expect(dialog(page).getByText(`${raced}.reown.id is taken`)).toBeVisible();
    await expectNoAxeViolations(page);

    const mine = uniqueLabel('smart');
    await typeFreeLabel(page, mine);
    await registerApproved(page, `${mine}.reown.id`);
    await expect(dialog(page).getByTestId('registered-name')).toHaveText(`${mine}.reown.id`);
    const reverse = await page.request.get(`${DEVCLOUD}/v1/profile/reverse/${address}?projectId=e2e`);
    expect(((await reverse.json()) as { name: string }[]).map((record) => record.name)).toEqual([`${mine}.reown.id`]);
  });
});

/**
 * Texts built outside the views, said in the modal's language (issue 16): alerts (English in the alert object, the
 * hosts' events; translated, values and all, in the banner), Activity's dates and times written by `Intl` in the
 * modal's locale, and Choose name in Arabic, right to left.
 */
import { expect, type Page, test } from '@playwright/test';
import { parseUnits } from 'viem';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { addFault, configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { startEmailLogin } from './fixtures/emailLogin.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { fundedAccount } from './fixtures/market.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { installTestWallet } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, toast } from './fixtures/wallet.ts';

type Kit = { airlockKit: { open(o: unknown): Promise<void>; setLocale(locale: string): void } };

const alert = (page: Page) => dialog(page).getByRole('alert');
const settled = (page: Page) => page.waitForFunction(() => window.airlockKit?.getState().initialized === true);
const setLocale = (page: Page, locale: string) => page.evaluate((l) => (window as unknown as Kit).airlockKit.setLocale(l), locale);
const openView = (page: Page, view: string) => page.evaluate((v) => (window as unknown as Kit).airlockKit.open({ view: v }), view);

test.describe('texts with values in the modal’s language', () => {
  test('the rate-limited alert in German, then in English again at run time', async ({ page }) => {
    const projectId = uniqueProjectId('locale-429');
    await addFault(page.request, { route: 'GET /projects/v1/origins', kind: 'status', status: 429, projectId });
    await openShell(page, { projectId, locale: 'de' });
    await settled(page);
    await openModal(page);
    await expect(alert(page)).toContainText('Zu viele Anfragen');
    await expect(alert(page)).toContainText('Limit erreicht: zu viele Anfragen beim Laden der App-Konfiguration.');
    await expect(alert(page).getByRole('button', { name: 'Hinweis schließen' })).toBeVisible();
    await expectNoAxeViolations(page);

    await setLocale(page, 'en');
    await expect(alert(page)).toContainText('Rate Limited');
    await expect(alert(page)).toContainText('Rate limited: too many requests while fetching the app configuration. Try again later.');
  });

  test.describe('on a public host (loopback is always allowed)', () => {
    test.use({ baseURL: 'http://shop.test:3000' }); // mapped to 127.0.0.1 by playwright.config.ts
    test('an origin off the allowlist in Spanish: the alert and the login reason keep the origin', async ({ page }) => {
      const projectId = uniqueProjectId('locale-origin');
      await configureProject(page.request, projectId, { allowedOrigins: ['https://elsewhere.example'] });
      await openShell(page, { projectId, locale: 'es' });
      await settled(page);
      await openModal(page);
      await expect(alert(page)).toContainText('Configuración de la app no válida');
      await expect(alert(page)).toContainText('El origen http://shop.test:3000 no está en la lista de permitidos');
      const email = dialog(page).getByRole('textbox', { name: 'Correo electrónico' });
      await expect(email).toBeDisabled();
      await expect(email).toHaveAccessibleDescription(
        'No disponible en http://shop.test:3000: este sitio no está en la lista de permitidos del proyecto.',
      );
      await expectNoAxeViolations(page);
    });
  });

  test('the e-mail cooldown in Arabic: its seconds counted with an Arabic plural, in the error and the toast', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('locale-cooldown') });
    await startEmailLogin(page, uniqueEmail('locale-cooldown'));
    await setLocale(page, 'ar');
    await dialog(page).getByRole('button', { name: 'إعادة إرسال الرمز' }).click();
    // About 29 seconds left: Arabic's "many" form (11 to 99), or "few" (3 to 10) on a slow machine; digits either way.
    const countdown = /^أعد المحاولة بعد [0-9٠-٩]+ (ثانية|ثوانٍ)$/;
    await expect(dialog(page).getByRole('alert')).toHaveText(countdown);
    await expect(toast(page)).toHaveText(countdown);
    await expectNoAxeViolations(page);
  });

  test('Activity in Japanese: the day heading and the time written the Japanese way', async ({ page }) => {
    // A fresh account: exactly one transfer in, mined just now.
    const address = await fundedAccount('1', { ausd: parseUnits('5', 18) });
    await installTestWallet(page, { address });
    await openShell(page, { projectId: uniqueProjectId('locale-activity'), locale: 'ja' });
    await connectTestWallet(page);
    await expectConnected(page, address);
    await accountButton(page, address).click();
    await dialog(page).getByRole('tab', { name: 'アクティビティ' }).click();
    const row = dialog(page).getByTestId('activity-row');
    await expect(row).toHaveCount(1);
    await expect(dialog(page).getByRole('heading', { name: '今日' })).toBeVisible();

    // The time as Intl writes it in Japanese (24-hour, no AM/PM), from the transaction's own timestamp.
    const time = row.locator('time');
    const minedAt = (await time.getAttribute('datetime'))!;
    const japanese = await page.evaluate((at) => new Date(at).toLocaleTimeString('ja', { hour: 'numeric', minute: '2-digit' }), minedAt);
    await expect(time).toHaveText(japanese);
    await expect(time).not.toHaveText(/AM|PM/);
    await expectNoAxeViolations(page);

    // A change of language keeps the view as it was, on its Activity tab.
    await setLocale(page, 'en');
    await expect(dialog(page).getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(time).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/);
  });

  test('Choose name switched to Arabic while typing: right to left, the typed name kept, its live check and Register', async ({ page }) => {
    test.setTimeout(90_000);
    await openShell(page, { projectId: uniqueProjectId('locale-names') });
    const address = await loginByEmail(page, uniqueEmail('locale-names'));
    await expect(accountButton(page, address)).toBeVisible();
    await openView(page, 'RegisterAccountName');
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Choose name');
    const label = `ar-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await view.getByRole('textbox', { name: 'Name' }).fill(label);
    await expect(view.getByText(`${label}.reown.id is available`)).toBeVisible();

    await setLocale(page, 'ar');
    await expect(view).toHaveAccessibleName('اختيار الاسم');
    await expect(page.locator('airlock-modal')).toHaveAttribute('dir', 'rtl');
    await expect(view.getByText('اختر اسمًا لهذا الحساب: يمكن لأي شخص الإرسال إليه بدلًا من عنوانك.')).toBeVisible();
    const field = view.getByRole('textbox', { name: 'الاسم' });
    await expect(field).toHaveValue(label);
    await expect(field).toHaveAccessibleDescription(
      new RegExp(`^أحرف وأرقام وشرطات، 4 على الأقل\\. ينتهي اسمك بـ \\.reown\\.id\\. ${label}\\.reown\\.id متاح$`),
    );
    await expect(view.getByText(`${label}.reown.id متاح`)).toBeVisible();
    await expect(view.getByRole('button', { name: 'تسجيل' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

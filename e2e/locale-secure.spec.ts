import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { toHex, verifyMessage } from 'viem';
import { preferEoa } from './fixtures/accountType.ts';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { loginByEmail, uniqueEmail } from './fixtures/mailbox.ts';
import { signInAgain } from './fixtures/emailLogin.ts';
import { COLD_FRAME_APPROVAL_MS, expectNoAxeViolationsInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { accountButton, statusLine } from './fixtures/wallet.ts';

/** A request to the embedded provider: its result, or its error's code. */
function walletRequest(page: Page, method: string, params: unknown[]) {
  return page.evaluate(
    ({ method, params }) => {
      const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
      return provider.request({ method, params }).then(
        (result) => ({ result: result as `0x${string}` }),
        (error: { code?: number }) => ({ error: error.code }),
      );
    },
    { method, params },
  );
}

/** personal_sign on the embedded provider; settles once the visitor decides inside the secure frame. */
const personalSign = (page: Page, message: string, address: string) => walletRequest(page, 'personal_sign', [toHex(message), address]);

test.describe("the secure frame speaks the modal's language", () => {
  test('switched at run time to Spanish, then Japanese: the approval inside the frame follows, axe clean', async ({ page }) => {
    test.setTimeout(60_000);
    await openShell(page, { projectId: uniqueProjectId('locale-secure') });
    await preferEoa(page);
    const address = await loginByEmail(page, uniqueEmail('locale-secure'));
    const language = page.getByRole('combobox', { name: 'Language' });
    const frame = secureFrame(page);

    await language.selectOption('es');
    const signing = personalSign(page, 'Hola desde Airlock', address);
    await expect(dialog(page)).toHaveAccessibleName('Aprobar solicitud');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Firmar mensaje');
    await expect(frame.getByRole('region', { name: 'Texto del mensaje' })).toHaveText('Hola desde Airlock');
    await expect(frame.getByText('Cuenta', { exact: true })).toBeVisible();
    await expect(frame.getByTestId('approval-network')).toContainText('(cadena 31337)');
    await expect(frame.getByRole('button', { name: 'Rechazar', exact: true })).toBeVisible();
    const approve = frame.getByRole('button', { name: 'Aprobar', exact: true });
    await expect(approve).toBeEnabled({ timeout: 10_000 });
    await expectNoAxeViolationsInFrame(page);
    await approve.click();
    const signed = await signing;
    expect('result' in signed && (await verifyMessage({ address: address, message: 'Hola desde Airlock', signature: signed.result }))).toBe(
      true,
    );
    await expect(dialog(page)).toBeHidden();

    await language.selectOption('ja');
    const rejecting = personalSign(page, 'こんにちは', address);
    await expect(dialog(page)).toHaveAccessibleName('リクエストを承認');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('メッセージに署名');
    await expect(frame.getByTestId('approval-network')).toContainText('（チェーン 31337）');
    await expect(frame.getByRole('button', { name: '承認', exact: true })).toBeEnabled({ timeout: 10_000 });
    await expectNoAxeViolationsInFrame(page);
    await frame.getByRole('button', { name: '拒否', exact: true }).click();
    expect(await rejecting).toEqual({ error: 4001 });
  });

  test('Arabic from the page load (the frame made with it): right to left, translated, axe clean', async ({ page }) => {
    test.setTimeout(90_000);
    const projectId = uniqueProjectId('locale-secure');
    await openShell(page, { projectId });
    await preferEoa(page);
    const email = uniqueEmail('locale-secure');
    const address = await loginByEmail(page, email);
    // A new page load in Arabic: the frame is made again, to ask whether the session holds. It does not here: the
    // frame (no storage for a cross-site frame) lost the device key the session signed in with, so the modal asks,
    // in Arabic, to sign in again, and the visitor does (a code only).
    await page.goto(`/?${new URLSearchParams({ projectId, locale: 'ar' })}`);
    // The frame was made in Arabic (its URL), before the modal ever opened and loaded its own Arabic pack.
    await expect(page.locator('#airlock-secure-frame')).toHaveAttribute('src', /[?&]locale=ar(&|$)/);
    await expect(secureFrame(page).locator('html')).toHaveAttribute('lang', 'ar');
    expect(await signInAgain(page, email, 'انتهت الجلسة. سجّل الدخول مجددًا.')).toBe(address);
    await expect(accountButton(page, address)).toBeVisible();

    const signing = personalSign(page, 'مرحبا من Airlock', address);
    await expect(dialog(page)).toHaveAccessibleName('الموافقة على الطلب', { timeout: COLD_FRAME_APPROVAL_MS });
    const frame = secureFrame(page);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('توقيع رسالة');
    await expect(frame.getByRole('region', { name: 'نص الرسالة' })).toHaveText('مرحبا من Airlock');
    const approve = frame.getByRole('button', { name: 'موافقة', exact: true });
    const reject = frame.getByRole('button', { name: 'رفض', exact: true });
    await expect(approve).toBeEnabled({ timeout: 10_000 });
    // Laid out right to left: Approve, last in its row, is drawn left of Reject.
    const [approveBox, rejectBox] = [await approve.boundingBox(), await reject.boundingBox()];
    expect(approveBox!.x).toBeLessThan(rejectBox!.x);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
    await expectNoAxeViolationsInFrame(page);
    // Signed in again on this page, the frame's key signs.
    await approve.click();
    const signed = await signing;
    expect('result' in signed && (await verifyMessage({ address, message: 'مرحبا من Airlock', signature: signed.result }))).toBe(true);
  });

  test('a social login in French: the frame made in French opens the consent popup in French, axe clean', async ({ page }) => {
    const projectId = uniqueProjectId('locale-secure');
    await configureProject(page.request, projectId, {
      features: [
        { id: 'email', isEnabled: true, config: null },
        { id: 'socials', isEnabled: true, config: ['github'] },
      ],
    });
    await openShell(page, { projectId, locale: 'fr' });
    await openModal(page);
    const popupOpened = page.waitForEvent('popup');
    await dialog(page).getByRole('button', { name: 'Continuer avec GitHub' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/127\.0\.0\.1:4001\/social\/github\?.*locale=fr/);
    await expect(popup.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Se connecter avec GitHub');
    await expect(popup.getByRole('button', { name: 'Annuler', exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page: popup }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await popup.getByRole('button', { name: 'Approuver', exact: true }).click();
    await expect(statusLine(page)).toContainText(/connected · 0x[0-9a-fA-F]{40}/);
  });
});

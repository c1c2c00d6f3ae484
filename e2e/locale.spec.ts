import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { uniqueEmail, waitForMail } from './fixtures/mailbox.ts';
import { dialog, openModal, openShell } from './fixtures/shell.ts';
import { chunkNameOf } from './fixtures/chunks.ts';

const modalHost = (page: import('@playwright/test').Page) => page.locator('airlock-modal');
const openReceive = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { airlockKit: { open(o: object): Promise<void> } }).airlockKit.open({ view: 'Receive' }));

test.describe('locales', () => {
  test('the locale option: the modal speaks Spanish from its first paint', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('locale'), locale: 'es-MX' });
    await openReceive(page);
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Recibir');
    await expect(view.getByText('No hay billetera conectada')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expect(modalHost(page)).toHaveAttribute('lang', 'es');
    await expect(modalHost(page)).toHaveAttribute('dir', 'ltr');
  });

  test('setLocale() at run time: Arabic right to left, then German, then English, each pack fetched once, both parts with a feature view open; axe clean in Arabic', async ({
    page,
  }) => {
    const packs: string[] = [];
    page.on('request', (request) => {
      const match = /^airlock-locale-(.+)$/.exec(chunkNameOf(request.url()) ?? '');
      if (match) packs.push(match[1]!);
    });
    await openShell(page, { projectId: uniqueProjectId('locale') });
    await openReceive(page);
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Receive');
    await expect(modalHost(page)).toHaveAttribute('lang', 'en');

    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption('ar');
    await expect(view).toHaveAccessibleName('استلام');
    await expect(modalHost(page)).toHaveAttribute('dir', 'rtl');
    await expect(view.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    // Laid out right to left: the title text is aligned to the card's right edge.
    const direction = await view.evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
    await expectNoAxeViolations(page);

    await language.selectOption('de');
    await expect(view).toHaveAccessibleName('Empfangen');
    await expect(view.getByRole('button', { name: 'Wallet verbinden' })).toBeVisible();
    await expect(modalHost(page)).toHaveAttribute('dir', 'ltr');

    await language.selectOption('ar');
    await expect(view).toHaveAccessibleName('استلام');
    await language.selectOption('en');
    await expect(view).toHaveAccessibleName('Receive');
    await expect(view.getByRole('button', { name: 'Connect a wallet' })).toBeVisible();
    // Receive is a feature view: each language brings its modal's texts and its feature views' texts.
    expect(packs.sort()).toEqual(['ar', 'ar-2', 'de', 'de-2']);
  });

  test('Connect in Arabic: right to left, every text translated, axe clean', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('locale'), locale: 'ar' });
    await openModal(page);
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('ربط المحفظة');
    await expect(modalHost(page)).toHaveAttribute('dir', 'rtl');
    expect(await view.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await expect(view.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'المحافظ' })).toBeVisible();
    await expect(view.getByRole('button', { name: /^كل المحافظ/ })).toBeVisible();
    await expect(view.getByText('أو', { exact: true })).toBeVisible();
    await expect(view.getByText('جديد على المحافظ؟')).toBeVisible();
    await expect(view.getByRole('link', { name: /^ابدأ/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // All Wallets' grid, mirrored: the cells of the first row stay inside the list, the first at its right edge.
    await view.getByRole('button', { name: /^كل المحافظ/ }).click();
    await expect(view).toHaveAccessibleName('كل المحافظ');
    const list = view.getByRole('list', { name: 'كل المحافظ' });
    const cells = list.getByRole('listitem');
    await expect(cells.nth(3)).toBeVisible();
    const listBox = (await list.boundingBox())!;
    for (const n of [0, 1, 2, 3]) {
      const box = (await cells.nth(n).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(listBox.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(listBox.x + listBox.width + 1);
    }
    const first = (await cells.nth(0).boundingBox())!;
    expect(first.x + first.width).toBeGreaterThan(listBox.x + listBox.width - 2);
  });

  test('Connect in Japanese', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('locale'), locale: 'ja' });
    await openModal(page);
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('ウォレットを接続');
    await expect(modalHost(page)).toHaveAttribute('lang', 'ja');
    await expect(modalHost(page)).toHaveAttribute('dir', 'ltr');
    await expect(view.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expect(view.getByRole('button', { name: '続ける', exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Googleで続ける' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'ウォレット', exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: /^すべてのウォレット/ })).toBeVisible();
    await expect(view.getByRole('link', { name: /^はじめる/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an e-mail login in Spanish: device approval, the code cells, the frame's wrong-code message", async ({ page }) => {
    const email = uniqueEmail('locale');
    await openShell(page, { projectId: uniqueProjectId('locale'), locale: 'es' });
    await openModal(page);
    const view = dialog(page);
    const field = view.getByRole('textbox', { name: 'Correo electrónico' });
    await field.fill('no-es-un-correo');
    await field.press('Enter');
    await expect(view.getByRole('alert')).toHaveText('Correo electrónico no válido');

    await field.fill(email);
    await field.press('Enter');
    await expect(view).toHaveAccessibleName('Correo electrónico');
    await expect(view.getByText('Aprueba este dispositivo', { exact: true })).toBeVisible();
    const mail = await waitForMail(page.request, email, 'link');
    const approvePage = await page.context().newPage();
    await approvePage.goto(mail.link!);
    await approvePage.close();

    const cells = view.getByRole('group', { name: 'Código de verificación' });
    await expect(cells.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeFocused({ timeout: 15_000 });
    await expect(view.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
    await expectNoAxeViolations(page);
    const { code } = await waitForMail(page.request, email, 'code');
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await expect(view.getByRole('alert')).toHaveText('Código no válido');
  });
});

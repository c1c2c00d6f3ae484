import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { dialog, openShell } from './fixtures/shell.ts';

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

  test('setLocale() at run time: Arabic right to left, then German, then English, each pack fetched once; axe clean in Arabic', async ({
    page,
  }) => {
    const packs: string[] = [];
    page.on('request', (request) => {
      const match = /airlock-locale-(\w+)\./.exec(request.url());
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
    expect(packs.sort()).toEqual(['ar', 'de']);
  });
});

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { freshAddress } from './fixtures/chain.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { fundedAccount } from './fixtures/market.ts';
import { dialog, openShell } from './fixtures/shell.ts';
import { installTestWallet } from './fixtures/testWallet.ts';
import { connectTestWallet, expectConnected } from './fixtures/wallet.ts';

type Kit = {
  airlockKit: { open(o: unknown): Promise<void>; setLocale(locale: string): void; pay(args: unknown): Promise<string> };
  __payment?: Promise<unknown>;
};

/** Intl writes a currency with a no-break space between the amount and its sign (`10 $` in German). */
const NBSP = '\u00a0';
/** What $100 buys through Coinbase (devcloud/README.md, as in buy.spec.ts): 1.5 % fee, network fee $0.10, ETH at $3,000. */
const COINBASE_ETH = '0.03280666';

/** The shell in `locale` with the test wallet of a funded account connected (the modal closes after connecting). */
async function connectedIn(page: Page, locale: string, ether: string, features?: Record<string, unknown>) {
  const address = await fundedAccount(ether);
  await installTestWallet(page, { address });
  await openShell(page, { projectId: uniqueProjectId('localebuy'), locale, features });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await expect(dialog(page)).toBeHidden();
}

const openView = (page: Page, view: string) => page.evaluate((v) => (window as unknown as Kit).airlockKit.open({ view: v }), view);
const setLocale = (page: Page, locale: string) => page.evaluate((l) => (window as unknown as Kit).airlockKit.setLocale(l), locale);
const coinbaseQuote = (page: Page) => dialog(page).locator('[data-testid="buy-quote"][data-provider="coinbase"]');

test.describe('Buy and Pay in other languages', () => {
  test('Buy in German, then French at run time: labels, limits, quotes and amounts the locale’s way; the closed window said so; axe clean', async ({
    page,
  }) => {
    await connectedIn(page, 'de', '0.5');
    await openView(page, 'Buy');
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('Kaufen');
    await expect(view.getByLabel('Kryptowert')).toHaveValue('ETH');
    await expect(view.getByLabel('Netzwerk')).toHaveValue('airlock-local');
    await expect(view.getByLabel('Zahlen in')).toHaveValue('USD');
    await expect(view.getByLabel('Zahlen mit').locator('option:checked')).toHaveText('Karte');
    await expect(view.getByText(`Von 10${NBSP}$ bis 7.500${NBSP}$ per Karte`)).toBeVisible();

    const amount = view.getByLabel('Betrag (USD)');
    await amount.fill('9.99');
    await expect(view.getByRole('alert')).toHaveText(`Gib einen Betrag zwischen 10${NBSP}$ und 7.500${NBSP}$ ein`);
    await amount.fill('100');
    const quotes = view.getByRole('list', { name: 'Angebote' }).getByTestId('buy-quote');
    await expect(quotes).toHaveCount(2);
    await expect(quotes.nth(0)).toContainText('Bestes');
    const coinbase = coinbaseQuote(page);
    await expect(coinbase.getByTestId('buy-received')).toHaveText(`Du erhältst ${COINBASE_ETH.replace('.', ',')} ETH`);
    await expect(coinbase.getByRole('term')).toHaveText(['Coinbase-Gebühr', 'Netzwerkgebühr', 'Zwischensumme', 'Gesamt']);
    await expect(coinbase.getByRole('definition')).toHaveText([`1,48${NBSP}$`, `0,10${NBSP}$`, `98,42${NBSP}$`, `100,00${NBSP}$`]);
    await expectNoAxeViolations(page);

    // The visitor's language changes under the open view: the same quotes, now in French.
    await setLocale(page, 'fr');
    await expect(view).toHaveAccessibleName('Acheter');
    await expect(view.getByLabel('Payer par').locator('option:checked')).toHaveText('Carte');
    await expect(coinbase.getByTestId('buy-received')).toHaveText(`Vous recevez ${COINBASE_ETH.replace('.', ',')} ETH`);
    await expect(coinbase.getByRole('definition')).toHaveText([`1,48${NBSP}$US`, `0,10${NBSP}$US`, `98,42${NBSP}$US`, `100,00${NBSP}$US`]);
    await expect(view.getByRole('list', { name: 'Devis' })).toBeVisible();

    // The purchase in French: its progress, then the action's notice once the provider's window is closed.
    const popupOpened = page.waitForEvent('popup');
    await coinbase.getByRole('button', { name: 'Acheter avec Coinbase' }).click();
    const popup = await popupOpened;
    await expect(view.getByRole('heading', { name: 'Achat en cours' })).toBeVisible();
    await expect(view.getByText('Terminez votre achat dans la fenêtre Coinbase.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.close();
    await expect(view.getByRole('status')).toContainText('La fenêtre Coinbase a été fermée.');
    await expect(view.getByLabel('Montant (USD)')).toHaveValue('100');
  });

  test('Pay in Japanese: the summary, the Pay button and the outcome; a shortfall said in Japanese while the call rejects in English', async ({
    page,
  }) => {
    await connectedIn(page, 'ja', '10', { pay: true });
    const startPay = (args: Record<string, unknown>) =>
      page.evaluate((a) => {
        const w = window as unknown as Kit;
        w.__payment = w.airlockKit.pay(a).then(
          (hash) => ({ hash }),
          (e: { reason: string; shortMessage: string }) => ({ reason: e.reason, message: e.shortMessage }),
        );
      }, args);
    const outcome = () => page.evaluate(() => (window as unknown as Kit).__payment);

    await startPay({ recipient: freshAddress(), amount: '0.25', asset: 'native', network: 'eip155:31337' });
    const view = dialog(page);
    await expect(view).toHaveAccessibleName('支払う');
    await expect(view.getByTestId('pay-amount')).toHaveText('0.25 ETH');
    await expect(view.getByRole('term')).toHaveText(['宛先', 'ネットワーク', '送信元', '残高']);
    await expect(view.getByTestId('pay-balance')).toHaveText('10 ETH');
    const pay = view.getByRole('button', { name: '0.25 ETH を支払う' });
    await expect(pay).toBeEnabled();
    await expectNoAxeViolations(page);
    await pay.click();
    expect(await outcome()).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    await expect(view.getByRole('status').filter({ hasText: '支払いを送信しました' })).toBeVisible();
    await view.getByRole('button', { name: '完了' }).click();
    await expect(view).toBeHidden();

    // More than the account holds: the view says it in Japanese, the host's promise keeps the English reason.
    await startPay({ recipient: freshAddress(), amount: '1000', asset: 'native', network: 'eip155:31337' });
    expect(await outcome()).toEqual({ reason: 'insufficient_balance', message: 'Insufficient balance' });
    await expect(view.getByRole('alert')).toHaveText(
      /^残高不足: この支払いには 1,000 ETH が必要ですが、アカウントの残高は 9\.\d+ ETH です$/,
    );
    await expectNoAxeViolations(page);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { addFault, DEVCLOUD, recordedEvents, uniqueProjectId } from './fixtures/devcloud.ts';
import { connectButton, dialog, openModal } from './fixtures/shell.ts';
import { installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369';
/** The shell's networks: the directory is asked for wallets supporting either. */
const CHAINS = 'eip155:31337,eip155:31338';
const RECENT_KEY = '@airlock/recent_wallets';

/** The shell with wallet options (?include=, ?exclude=, ?featured= ...). */
async function openShellWith(page: Page, projectId: string, extra: Record<string, string> = {}) {
  await page.goto(`/?${new URLSearchParams({ projectId, ...extra })}`);
  await expect(connectButton(page)).toBeEnabled();
}

const allWalletsRow = (page: Page) => dialog(page).getByRole('button', { name: /^All Wallets/ });
const walletItems = (page: Page) => page.locator('[data-testid="wallet-scroll"] li');
const search = (page: Page) => dialog(page).getByRole('textbox', { name: 'Search wallets' });

/** Every getWallets request the page makes, with its query. */
function recordDirectoryCalls(page: Page) {
  const calls: { params: URLSearchParams; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === DEVCLOUD && url.pathname === '/getWallets') calls.push({ params: url.searchParams, at: Date.now() });
  });
  return calls;
}

async function openAllWallets(page: Page) {
  await openModal(page);
  await expect(allWalletsRow(page)).toBeVisible();
  await allWalletsRow(page).click();
  await expect(dialog(page)).toHaveAccessibleName('All Wallets');
  await expect(walletItems(page).first()).toBeVisible();
}

/** Scrolls the list from the top until position `upTo`, returning each position's wallet name as rendered. */
async function collectNames(page: Page, upTo: number): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const scroller = page.locator('[data-testid="wallet-scroll"]');
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  for (;;) {
    const rows = await walletItems(page).evaluateAll((items) =>
      items.map((li) => [Number(li.getAttribute('aria-posinset')), li.querySelector('.name')?.textContent ?? ''] as const),
    );
    for (const [pos, name] of rows) names.set(pos, name);
    const done = await scroller.evaluate((el) => {
      const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      el.scrollBy({ top: el.clientHeight * 0.5 });
      return atEnd;
    });
    if (done || Math.max(...names.keys()) > upTo) break;
    // Let the virtualiser render the rows for the new offset before reading them (two frames).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  return names;
}

test.describe('wallet directory', () => {
  test('AllWallets loads page 2 on scroll, without duplicates', async ({ page, request }) => {
    const projectId = uniqueProjectId('paging');
    const { count } = await (await request.get(`${DEVCLOUD}/getWallets?projectId=${projectId}&entries=1&chains=${CHAINS}`)).json();
    expect(count).toBeGreaterThan(80);
    const calls = recordDirectoryCalls(page);
    await openShellWith(page, projectId);
    await openAllWallets(page);
    await expect(walletItems(page).first()).toHaveAttribute('aria-setsize', String(count));
    expect(calls.filter((c) => c.params.get('page') === '2')).toHaveLength(0);

    await page.locator('[data-testid="wallet-scroll"]').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => calls.filter((c) => c.params.get('page') === '2').length).toBe(1);
    const page2 = calls.find((c) => c.params.get('page') === '2')!.params;
    expect(page2.get('entries')).toBe('40');
    expect(page2.get('chains')).toBe(CHAINS);
    await expect
      .poll(async () => await page.locator('[data-testid="wallet-scroll"] ul').evaluate((el) => el.getBoundingClientRect().height))
      // 80 wallets or more: at least 20 grid rows of four (106 px each).
      .toBeGreaterThan(106 * 19);

    const names = await collectNames(page, 80);
    expect(names.size).toBeGreaterThanOrEqual(80);
    const firstEighty = [...names.entries()].filter(([pos]) => pos <= 80).map(([, name]) => name);
    expect(firstEighty).toHaveLength(80);
    expect(new Set(firstEighty).size).toBe(80);
    // Only a screenful of grid rows is in the DOM, however long the list.
    expect(await walletItems(page).count()).toBeLessThan(48);
  });

  test('searches the directory once typing pauses, shown 300 ms after the last keystroke, with an empty state', async ({
    page,
    request,
  }) => {
    const projectId = uniqueProjectId('search');
    const calls = recordDirectoryCalls(page);
    await openShellWith(page, projectId);
    await openAllWallets(page);

    // Page-side clocks: each input event, and the first moment every listed wallet matches the query.
    await page.evaluate(() => {
      const w = window as unknown as { __lastInput: number; __inputs: number[]; __shown: number };
      document.addEventListener(
        'input',
        () => {
          w.__lastInput = performance.now();
          (w.__inputs ??= []).push(w.__lastInput);
        },
        true,
      );
      const root = document.querySelector('airlock-modal')!.shadowRoot!;
      const observer = new MutationObserver(() => {
        // Shown: a list not hidden (the results are rendered hidden while the SPEC's wait runs).
        const names = [...root.querySelectorAll('[data-testid="wallet-scroll"] ul:not([aria-hidden="true"]) li .name')].map(
          (n) => n.textContent ?? '',
        );
        if (!w.__lastInput || names.length === 0 || !names.every((n) => n.toLowerCase().includes('aurora'))) return;
        w.__shown = performance.now();
        observer.disconnect();
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    const before = calls.length;
    await search(page).pressSequentially('aurora', { delay: 60 });
    await expect.poll(() => calls.slice(before).some((c) => c.params.get('search') === 'aurora')).toBe(true);
    const call = calls.find((c, i) => i >= before && c.params.get('search') === 'aurora')!;
    // Keystrokes closer than the typing pause make one search. A loaded machine can leave a longer pause between two
    // of them, and then the prefix typed so far is searched too, as it should be.
    const longestPause = await page.evaluate(() => {
      const inputs = (window as unknown as { __inputs: number[] }).__inputs;
      return Math.max(0, ...inputs.slice(1).map((t, i) => t - inputs[i]!));
    });
    if (longestPause < 150) expect(calls.length).toBe(before + 1);
    expect(call.params.get('entries')).toBe('100');
    // The request waits for the pause; the answer is shown no sooner than the SPEC's 300 ms after the last keystroke.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shown?: number }).__shown ?? 0)).toBeGreaterThan(0);
    const { requestGap, shownGap } = await page.evaluate(() => {
      const w = window as unknown as { __lastInput: number; __shown: number };
      const started = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/getWallets') && e.name.includes('search=aurora'));
      return { requestGap: (started?.startTime ?? 0) - w.__lastInput, shownGap: w.__shown - w.__lastInput };
    });
    expect(requestGap).toBeGreaterThanOrEqual(150);
    // (A pause of 300 ms mid-word shows that prefix's answer, which may already list only Aurora.)
    if (longestPause < 300) expect(shownGap).toBeGreaterThanOrEqual(300);

    const expected = await (
      await request.get(`${DEVCLOUD}/getWallets?projectId=${projectId}&entries=100&search=aurora&chains=${CHAINS}`)
    ).json();
    await expect(walletItems(page).first()).toHaveAttribute('aria-setsize', String(expected.data.length));
    const shown = await walletItems(page).locator('.name').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name.toLowerCase()).toContain('aurora');
    expect(shown[0]).toBe(expected.data[0].name);

    // A broad query is capped at 100 results.
    await search(page).fill('wallet');
    await expect(walletItems(page).first()).toHaveAttribute('aria-setsize', '100');

    await search(page).fill('zz-no-such-wallet');
    await expect(dialog(page).getByText('No wallet found')).toBeVisible();
    await expect(walletItems(page)).toHaveCount(0);

    await search(page).fill('');
    await expect(walletItems(page).first()).toBeVisible();
  });

  test('honours includeWalletIds and excludeWalletIds', async ({ page }) => {
    const projectId = uniqueProjectId('include');
    await openShellWith(page, projectId, { include: `${METAMASK},${RAINBOW}` });
    await openModal(page);
    // Rainbow does not support the shell's chains, so only MetaMask is left.
    await expect(allWalletsRow(page)).toHaveAccessibleName(/All Wallets\s*1$/);
    await allWalletsRow(page).click();
    await expect(walletItems(page)).toHaveCount(1);
    await expect(walletItems(page).first()).toContainText('MetaMask');

    await openShellWith(page, uniqueProjectId('exclude'));
    await openModal(page);
    await expect(dialog(page).getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible();
    await openShellWith(page, uniqueProjectId('exclude'), { exclude: METAMASK });
    await openModal(page);
    await expect(allWalletsRow(page)).toBeVisible();
    await expect(dialog(page).locator('.row').nth(3)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'MetaMask', exact: true })).toHaveCount(0);
    await allWalletsRow(page).click();
    await expect(walletItems(page).first()).toBeVisible();
    expect(await walletItems(page).locator('.name').allTextContents()).not.toContain('MetaMask');
  });

  test('shows featured wallets first, in the given order', async ({ page }) => {
    await openShellWith(page, uniqueProjectId('featured'), { featured: `${RAINBOW},${METAMASK}` });
    await openModal(page);
    const rows = dialog(page).locator('.row .name');
    await expect(rows.filter({ hasText: 'Rainbow' })).toHaveCount(1);
    const names = await rows.allTextContents();
    expect(names.indexOf('Rainbow')).toBeLessThan(names.indexOf('MetaMask'));
    expect(names.filter((n) => n === 'MetaMask')).toHaveLength(1);
  });

  test('shows recent wallets from storage, at most two, before the others', async ({ page }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: RECENT_KEY,
      value: [
        { id: RAINBOW, name: 'Rainbow', image_id: null, rdns: 'me.rainbow' },
        { id: METAMASK, name: 'MetaMask', rdns: 'io.metamask' },
      ],
    });
    await openShellWith(page, uniqueProjectId('recent'));
    await openModal(page);
    const rainbow = dialog(page).getByRole('button', { name: 'Rainbow Recent' });
    await expect(rainbow).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'MetaMask Recent' })).toBeVisible();
    await expect(allWalletsRow(page)).toBeVisible();
    const names = await dialog(page).locator('.row .name').allTextContents();
    expect(names.slice(0, 3)).toEqual(['WalletConnect', 'Rainbow', 'MetaMask']);
    // Each wallet once: MetaMask is not repeated among the recommended ones.
    expect(names.filter((n) => n === 'MetaMask')).toHaveLength(1);
  });

  test('lists an installed wallet once, as installed', async ({ page }) => {
    await installTestWallet(page);
    await openShellWith(page, uniqueProjectId('installed'));
    await openModal(page);
    await expect(allWalletsRow(page)).toHaveAccessibleName(/All Wallets\s*\d/);
    await expect(dialog(page).locator('.row .name').filter({ hasText: TEST_WALLET_NAME })).toHaveCount(1);
  });

  test('a 429 from getWallets keeps AllWallets usable, with a retry', async ({ page }) => {
    const projectId = uniqueProjectId('ratelimit');
    await openShellWith(page, projectId);
    await openAllWallets(page);
    const firstPage = await walletItems(page).locator('.name').first().textContent();

    // Two uses: the client tries a 429 twice.
    await addFault(page.request, { route: 'GET /getWallets', kind: 'status', status: 429, count: 2, projectId });
    await page.locator('[data-testid="wallet-scroll"]').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    // The wallets already loaded stay, and the view still answers.
    await page.locator('[data-testid="wallet-scroll"]').evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(walletItems(page).locator('.name').first()).toHaveText(firstPage!);
    await page.locator('[data-testid="wallet-scroll"]').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect.poll(async () => Number(await walletItems(page).last().getAttribute('aria-posinset'))).toBeGreaterThan(40);
  });

  test('a 5xx on the first page shows the error, then loads on retry', async ({ page }) => {
    const projectId = uniqueProjectId('servererror');
    await openShellWith(page, projectId);
    await openModal(page);
    await expect(allWalletsRow(page)).toHaveAccessibleName(/All Wallets\s*\d/);
    // Two uses: the client tries a 503 twice.
    await addFault(page.request, { route: 'GET /getWallets', kind: 'status', status: 503, count: 2, projectId });
    await allWalletsRow(page).click();
    await expect(dialog(page).getByRole('alert')).toContainText('unavailable');
    await expect(search(page)).toBeEditable();
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await expect(walletItems(page).first()).toBeVisible();
  });

  test('AllWallets has no axe violations and works by keyboard, its certified switch too', async ({ page, request }) => {
    // Three axe analyses and two list reloads: on a busy 2-core machine this journey needs more than the default 30 s.
    test.setTimeout(60_000);
    const calls = recordDirectoryCalls(page);
    const projectId = uniqueProjectId('axe-all');
    // AppKit's SEARCH_WALLET events as the analytics service received them (this project's own).
    const searchEvents = async () =>
      (await recordedEvents(request, projectId)).filter((e) => e.props?.event === 'SEARCH_WALLET').map((e) => e.props);
    await openShellWith(page, projectId);
    await openAllWallets(page);
    await expect(search(page)).toBeFocused();
    await expectNoAxeViolations(page);

    // The certified switch sits after the search box, off. Space turns it on: the list starts over with only the
    // wallets the directory marks certified (asked with badge_type=certified), and a toast with WalletConnect's mark says so.
    const certified = dialog(page).getByRole('switch', { name: 'Only WalletConnect certified' });
    await expect(certified).not.toBeChecked();
    const everyone = Number(await walletItems(page).first().getAttribute('aria-setsize'));
    await page.keyboard.press('Tab');
    await expect(certified).toBeFocused();
    const before = calls.length;
    await page.keyboard.press('Space');
    await expect(certified).toBeChecked();
    const toast = page.locator('.toast').filter({ hasText: 'Only WalletConnect certified' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('.toast-icon svg')).toBeVisible();
    await expect.poll(() => calls.slice(before).find((c) => c.params.get('badge_type') === 'certified')).toBeTruthy();
    const asked = calls.slice(before).find((c) => c.params.get('badge_type') === 'certified')!;
    expect(asked.params.get('page')).toBe('1');
    const answer: { count: number; data: { name: string; badge_type: string }[] } = await (
      await request.get(`${DEVCLOUD}/getWallets?${asked.params}`)
    ).json();
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.count).toBeLessThan(everyone);
    for (const wallet of answer.data) expect(wallet.badge_type).toBe('certified');
    await expect(walletItems(page).first()).toHaveAttribute('aria-setsize', String(answer.count));
    await expect(walletItems(page).locator('.name')).toHaveText(answer.data.map((w) => w.name));
    // Each certified wallet shows WalletConnect's mark after its name, read as part of its button's name.
    await expect(walletItems(page).locator('.certified-badge')).toHaveCount(answer.data.length);
    await expect(dialog(page).getByRole('button', { name: `${answer.data[0]!.name} WalletConnect certified`, exact: true })).toBeVisible();
    // Certified only is AppKit's search with the badge and no text: one SEARCH_WALLET event.
    await expect.poll(searchEvents).toEqual([expect.objectContaining({ type: 'track', badge: 'certified', search: '' })]);
    // Off again (Space): the whole directory is back.
    await page.keyboard.press('Space');
    await expect(certified).not.toBeChecked();
    await expect(walletItems(page).first()).toHaveAttribute('aria-setsize', String(everyone));
    // Tab walks from the search box into the grid, wallet after wallet; Enter on one connects with it (WalletConnect).
    const focusedWallet = () =>
      page.evaluate(() => {
        const active = document.querySelector('airlock-modal')?.shadowRoot?.activeElement;
        const item = active?.closest('[data-testid="wallet-scroll"] li');
        return item ? (item.querySelector('.name')?.textContent ?? '') : null;
      });
    let first: string | null = null;
    for (let tabs = 0; first === null && tabs < 10; tabs++) {
      await page.keyboard.press('Tab');
      first = await focusedWallet();
    }
    expect(first).toBeTruthy();
    await page.keyboard.press('Tab');
    const second = await focusedWallet();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
    // The view names the wallet chosen in All Wallets, whatever its state (this shell is offline: the relay's error).
    await expect(dialog(page).locator('.row .name')).toHaveText(second!);

    await page.evaluate(() => window.airlockKit!.open({ view: 'AllWallets' }));
    await expect(dialog(page)).toHaveAccessibleName('All Wallets');
    // A search's certified result carries the badge too, and the search is a SEARCH_WALLET event with its text.
    await search(page).fill('metamask');
    await expect(dialog(page).getByRole('button', { name: 'MetaMask WalletConnect certified', exact: true })).toBeVisible();
    await expect.poll(async () => (await searchEvents()).at(-1)).toEqual(expect.objectContaining({ badge: '', search: 'metamask' }));
    await search(page).fill('zz-no-such-wallet');
    await expect(dialog(page).getByText('No wallet found')).toBeVisible();
    await expectNoAxeViolations(page);
  });
  test("lists the app's custom wallet at the 'custom' place of the connector order, and in AllWallets", async ({ page }) => {
    await installTestWallet(page);
    await openShellWith(page, uniqueProjectId('custom'), { featured: RAINBOW, custom: '1' });
    await openModal(page);
    const custom = dialog(page).getByRole('button', { name: 'Airlock Custom Wallet' });
    await expect(custom).toBeVisible();
    await expect(dialog(page).locator('.row .name').filter({ hasText: 'Rainbow' })).toHaveCount(1);
    // walletConnect, recent (none), injected, featured, custom, external (none), recommended, then All Wallets.
    const names = await dialog(page).locator('.row .name').allTextContents();
    expect(names.slice(0, 4)).toEqual(['WalletConnect', TEST_WALLET_NAME, 'Rainbow', 'Airlock Custom Wallet']);
    expect(names.length).toBeGreaterThan(5);
    expect(names[names.length - 1]).toBe('All Wallets');

    await allWalletsRow(page).click();
    await expect(dialog(page)).toHaveAccessibleName('All Wallets');
    await expect(walletItems(page).nth(1).locator('.name')).toHaveText('Airlock Custom Wallet');
    await walletItems(page).nth(1).getByRole('button').click();
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
  });
});

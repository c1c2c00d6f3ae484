/**
 * Screenshot comparisons of the modal's views (issue 16): each view in light, dark, mobile width (390×844) and
 * Arabic (right to left), the dialog element only, against the baselines in `e2e/screenshots.spec.ts-snapshots/`.
 * Each view is reached once and shot in the four looks on the same page (theme and locale switched at run time),
 * and checked with axe in light and dark. Every view of `src/remote/registry/views.tsx` is shot, ConnectingFarcaster,
 * SwitchActiveChain and SmartSessions included (each reached by its journey), and RegisterAccountNameSuccess after
 * the embedded wallet registers a name.
 *
 * What varies between runs is masked (QR codes, balances, activity times) and nothing moves (reduced motion,
 * animations disabled, images loaded before the shot).
 *
 * Regenerate the baselines after a deliberate change of the looks (e.g. new translations), then look at them:
 *   AIRLOCK_BUILD_QUIET=1 node --import tsx scripts/build.ts
 *   CI=1 flock /tmp/airlock-e2e.lock npx playwright test e2e/screenshots.spec.ts --update-snapshots
 * Only the Arabic ones (after a translation lands): delete them and write the missing ones,
 *   rm e2e/screenshots.spec.ts-snapshots/*-ar-linux.png
 *   CI=1 flock /tmp/airlock-e2e.lock npx playwright test e2e/screenshots.spec.ts --update-snapshots=missing
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parseUnits, toHex } from 'viem';
import { secureEn } from '../src/core/i18n/secure/en.ts';
import secureArabic from '../src/core/i18n/secure/packs/ar.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { configureProject, uniqueProjectId } from './fixtures/devcloud.ts';
import { startEmailLogin } from './fixtures/emailLogin.ts';
import { restoreStartBalances } from './fixtures/chain.ts';
import { fundedAccount } from './fixtures/market.ts';
import { forceOnLine } from './fixtures/online.ts';
import { loginByEmail, uniqueEmail, waitForMail } from './fixtures/mailbox.ts';
import { approveInFrame, secureFrame } from './fixtures/secureFrame.ts';
import { dialog, openModal, openShell, type ShellParams } from './fixtures/shell.ts';
import { installSolanaWallet } from './fixtures/solanaWallet.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME, type TestWalletOptions } from './fixtures/testWallet.ts';
import { accountButton, connectTestWallet, expectConnected, networkButton, statusLine } from './fixtures/wallet.ts';

type Kit = { airlockKit: { open(o: unknown): Promise<void>; setThemeMode(mode: string): void; setLocale(locale: string): void } };

const DESKTOP = { width: 1280, height: 720 };
const MOBILE = { width: 390, height: 844 };

const kit = (page: Page) => page.locator('airlock-modal');
const openView = (page: Page, view: string) => page.evaluate((v) => (window as unknown as Kit).airlockKit.open({ view: v }), view);
const setTheme = (page: Page, mode: 'light' | 'dark') => page.evaluate((m) => (window as unknown as Kit).airlockKit.setThemeMode(m), mode);
const setLocale = (page: Page, locale: string) => page.evaluate((l) => (window as unknown as Kit).airlockKit.setLocale(l), locale);

/** What differs from run to run in any view: QR codes, balances (the swap journeys move them), activity values and times. */
const varying = (page: Page): Locator[] => [
  dialog(page).locator(
    '.qr, .balance, .token-row .value, .token-row .name .muted, .swap-held, [data-testid="swap-from-balance"], .activity-amounts, .activity-date, .activity-row .muted',
  ),
];

/** Resolves once every image in the dialog shows real pixels and nothing is loading. */
async function settle(page: Page) {
  await expect
    .poll(() =>
      dialog(page)
        .locator('img')
        .evaluateAll((all) => all.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
  await expect(dialog(page).locator('[aria-busy="true"], .spinner')).toHaveCount(0);
}

/**
 * Shoots the open view as `<name>-{light,dark,mobile,ar}.png` and checks it with axe in light and dark; leaves the
 * page as it found it (light, desktop, English). With `secureFrame` (ApproveTransaction) each shot waits for the
 * frame shown over the view to be at rest.
 */
async function shoot(page: Page, name: string, options: { mask?: Locator[]; secureFrame?: boolean } = {}) {
  const shot = async (file: string, theme: 'light' | 'dark' = 'light') => {
    if (options.secureFrame) await frameAtRest(page, theme, file === 'ar' ? 'ar' : 'en');
    await expect(dialog(page)).toHaveScreenshot(`${name}-${file}.png`, {
      animations: 'disabled',
      caret: 'hide',
      // Playwright masks with an overlay over the whole page: over the secure frame, whose page then disables Approve
      // again (it guards against a covered request). There nothing is masked: frameAtRest paints over what varies.
      mask: options.secureFrame ? [] : [...varying(page), ...(options.mask ?? [])],
      maxDiffPixelRatio: 0.01,
    });
  };
  // No hover left over from the click that opened the view.
  await page.mouse.move(0, 0);
  await settle(page);
  await shot('light');
  await expectNoAxeViolations(page);

  await setTheme(page, 'dark');
  await expect(kit(page)).toHaveAttribute('data-theme', 'dark');
  await shot('dark', 'dark');
  await expectNoAxeViolations(page);
  await setTheme(page, 'light');
  await expect(kit(page)).toHaveAttribute('data-theme', 'light');

  await page.setViewportSize(MOBILE);
  await settle(page);
  await shot('mobile');
  await page.setViewportSize(DESKTOP);

  await setLocale(page, 'ar');
  await expect(kit(page)).toHaveAttribute('dir', 'rtl');
  await settle(page);
  await shot('ar');
  await setLocale(page, 'en');
  await expect(kit(page)).toHaveAttribute('dir', 'ltr');
  await settle(page);
}

/**
 * The secure frame over ApproveTransaction at rest: in the modal's theme (SYNC_THEME reaches it by message), its
 * signing account (a new address each run) painted over as a mask would, and its Approve enabled (the page enables it
 * once the request has been fully visible for a moment; a resize starts that again), so its status line is still.
 * The frame's page takes no injected stylesheet (its CSP has style-src 'self'): the account's own style is set, last,
 * on the sheet drawn from the preview in the new language (SYNC_LOCALE redraws the sheet at once and again when that
 * preview arrives: a paint before it was lost, and the address showed in the Arabic shot).
 */
async function frameAtRest(page: Page, theme: 'light' | 'dark', locale: 'en' | 'ar') {
  const catalogue = locale === 'ar' ? secureArabic : secureEn;
  await expect(secureFrame(page).locator('html')).toHaveAttribute('data-theme', theme);
  await expect(secureFrame(page).locator('html')).toHaveAttribute('lang', locale);
  await expect(secureFrame(page).getByTestId('approval-network')).toHaveText(previewNetworkText(catalogue['preview.network']));
  await expect(secureFrame(page).getByRole('button', { name: catalogue['approval.approve'], exact: true })).toBeEnabled({
    timeout: 10_000,
  });
  await secureFrame(page)
    .getByTestId('approval-account')
    .evaluate((account: HTMLElement) => {
      account.style.setProperty('color', 'transparent');
      account.style.setProperty('background', '#ff00ff');
    });
}

/**
 * Keeps what `selector` matches in the modal on one line (clipped at its box), for a text whose length varies from run
 * to run (it is masked too): the rows after it stay where the baseline has them. A constructable stylesheet, as the
 * modal's own styles are, so the page's CSP allows it.
 */
async function keepOnOneLine(page: Page, selector: string) {
  await page.evaluate((css) => {
    const root = document.querySelector('airlock-modal')!.shadowRoot!;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${css} { white-space: nowrap; overflow: hidden; }`);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, selector);
}

/** The preview's network line for chain 31337 in a catalogue's words (`{name} (chain {chainId})` in English). */
const previewNetworkText = (template: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{name}', '.+')
      .replace('{chainId}', '31337')}$`,
  );

/** A still page: reduced motion, a fixed viewport. */
async function stillPage(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(DESKTOP);
}

/** The shell with the test wallet (anvil account `account`, or `address`) connected, on the Account view. */
async function openAccount(page: Page, label: string, wallet: TestWalletOptions = {}, shell: ShellParams = {}) {
  const address = wallet.address ?? ANVIL_ACCOUNTS[wallet.account ?? 0]!;
  await installTestWallet(page, wallet);
  await openShell(page, { projectId: uniqueProjectId(label), ...shell });
  await connectTestWallet(page);
  await expectConnected(page, address);
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  return address;
}

/**
 * The test wallet on anvil account 4 connected, on the Account view. Its NFTs (ids 13..15) are minted by devcloud at
 * start-up. Its balances show (masked, but a mask is as wide as its text): back to their start-up values, whatever
 * other journeys moved.
 */
async function openTestAccount(page: Page, label: string) {
  await restoreStartBalances(ANVIL_ACCOUNTS[4]!);
  await openAccount(page, label, { account: 4, knownChains: [31337, 31338] });
}

/**
 * An embedded wallet's e-mail of digits only, of one length: every run's address is as wide as the baseline's, so
 * it wraps (or not) alike and the rows below it stay where they were.
 */
function shotsEmail() {
  const digits = `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 1e6)}`.padStart(6, '0');
  return { digits, email: `shots-${digits}@example.com` };
}

/** Types the mailed one-time code (the code step open) and resolves with the embedded wallet's address once connected. */
async function enterMailedCode(page: Page, email: string) {
  const { code } = await waitForMail(page.request, email, 'code');
  await page.keyboard.type(code!);
  await expect(statusLine(page)).toContainText(/connected · 0x/);
  return (await statusLine(page).textContent())!.match(/0x[0-9a-fA-F]{40}/)![0];
}

/** Logs in by e-mail as `shotsEmail()` and opens the Account view. */
async function openEmbeddedAccount(page: Page, label: string) {
  const { digits, email } = shotsEmail();
  await openShell(page, { projectId: uniqueProjectId(label) });
  await startEmailLogin(page, email);
  const address = await enterMailedCode(page, email);
  await accountButton(page, address).click();
  await expect(dialog(page)).toHaveAccessibleName('Account');
  return { digits, email, address };
}

/** A new address each run: its name, avatar and e-mail are masked. */
const embeddedPerRun = (page: Page, email: string) => [
  dialog(page).locator('.avatar, .profile-name, .profile .muted, .embedded-row .name'),
  dialog(page).getByText(email),
];

test.describe('screenshots', () => {
  test.beforeEach(async ({ page }) => stillPage(page));
  // A journey is at most a few views, each shot in four looks and checked twice by axe: on a busy 2-core machine a
  // longer one ran out of 30 s, and axe alone once took most of them.
  test.describe.configure({ timeout: 60_000 });

  test('not connected: Connect, All Wallets, WalletConnect', async ({ page }) => {
    await installTestWallet(page, { rejectConnect: true });
    // Online whatever the machine's interfaces (else the SDK refuses to pair and no QR code shows).
    await page.addInitScript(forceOnLine(true));
    await openShell(page, { projectId: uniqueProjectId('shots-connect') });
    await openModal(page);
    await shoot(page, 'connect');

    await openView(page, 'AllWallets');
    await expect(dialog(page)).toHaveAccessibleName('All Wallets');
    await shoot(page, 'all-wallets');

    await openView(page, 'ConnectingWalletConnect');
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
    await expect(dialog(page).locator('.qr')).toBeVisible();
    await shoot(page, 'walletconnect');
  });

  test('not connected: a declined connection', async ({ page }) => {
    await installTestWallet(page, { rejectConnect: true });
    await openShell(page, { projectId: uniqueProjectId('shots-declined') });
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .first()
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Connecting');
    await expect(dialog(page).getByRole('button', { name: /Try again/ })).toBeVisible();
    await shoot(page, 'connecting-external-declined');
  });

  test('Connect with legal consent, and with the wallets collapsed', async ({ page }) => {
    await openShell(page, {
      projectId: uniqueProjectId('shots-legal'),
      terms: 'https://example.com/terms',
      privacy: 'https://example.com/privacy',
    });
    await openModal(page);
    await shoot(page, 'connect-legal');

    await openShell(page, { projectId: uniqueProjectId('shots-collapse'), features: { collapseWallets: true } });
    await openModal(page);
    await shoot(page, 'connect-collapsed');
  });

  test('the test wallet connected: Account tabs', async ({ page }) => {
    await openTestAccount(page, 'shots-account');
    await shoot(page, 'account-tokens');
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click();
    await expect(dialog(page).getByRole('list', { name: 'NFTs' }).getByRole('listitem')).toHaveCount(3);
    await shoot(page, 'account-nfts');
  });

  test('the test wallet connected: networks, Receive', async ({ page }) => {
    await openTestAccount(page, 'shots-networks');
    await openView(page, 'SwitchNetwork');
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    await shoot(page, 'switch-network');

    await openView(page, 'Receive');
    await expect(dialog(page).locator('.qr')).toBeVisible();
    await shoot(page, 'receive');
  });

  test('the test wallet connected: Send and its review', async ({ page }) => {
    await openTestAccount(page, 'shots-send');
    await openView(page, 'Send');
    await expect(dialog(page).getByLabel('Token')).toBeVisible();
    // The token picker names the balance, which the other journeys move.
    await shoot(page, 'send', { mask: [dialog(page).getByLabel('Token')] });
    await dialog(page)
      .getByLabel(/^Amount/)
      .fill('0.25');
    await dialog(page).getByLabel('To', { exact: true }).fill(ANVIL_ACCOUNTS[9]);
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Review send');
    await expect(dialog(page).getByTestId('send-fee')).toContainText('ETH');
    // The fee follows anvil's base fee, which moves as the other journeys mine blocks: its text is masked and kept to
    // one line, so a longer or shorter fee never moves the rows below it.
    await keepOnOneLine(page, '[data-testid="send-fee"]');
    await shoot(page, 'send-preview', { mask: [dialog(page).getByTestId('send-fee'), dialog(page).getByText(/\$\d/)] });
  });

  test('the test wallet connected: Buy', async ({ page }) => {
    await openTestAccount(page, 'shots-buy');
    await openView(page, 'Buy');
    await expect(dialog(page)).toHaveAccessibleName('Buy');
    await shoot(page, 'buy');
  });

  test('the test wallet connected: Swap and its token list', async ({ page }) => {
    await openTestAccount(page, 'shots-swap');
    await openView(page, 'Swap');
    await expect(dialog(page)).toHaveAccessibleName('Swap');
    await shoot(page, 'swap');
    await dialog(page)
      .getByRole('button', { name: /^Token to receive/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Select token');
    await shoot(page, 'swap-select-token');
  });

  test('Activity of an account of its own: one mint', async ({ page }) => {
    // Anvil's accounts gain activity as the other journeys run: a fresh account has exactly one transfer in.
    const address = await fundedAccount('1', { ausd: parseUnits('5', 18) });
    await openAccount(page, 'shots-activity', { address });
    await dialog(page).getByRole('tab', { name: 'Activity' }).click();
    await expect(dialog(page).getByTestId('activity-row')).toHaveCount(1);
    await shoot(page, 'account-activity', { mask: [dialog(page).locator('.avatar, .profile-name')] });
  });

  test('a wallet on a network the app did not request: UnsupportedChain', async ({ page }) => {
    await installTestWallet(page, { account: 0, chainId: 10, knownChains: [10, 31337, 31338] });
    await openShell(page, { projectId: uniqueProjectId('shots-unsupported') });
    await connectTestWallet(page);
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await shoot(page, 'unsupported-chain');
  });

  test('a wallet offering both EVM and Solana, switching to Solana: SwitchActiveChain', async ({ page }) => {
    await installTestWallet(page, { account: 2 });
    await installSolanaWallet(page, { name: TEST_WALLET_NAME });
    await openShell(page, { projectId: uniqueProjectId('shots-active-chain'), solana: true });
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click();
    await expectConnected(page, ANVIL_ACCOUNTS[2]);
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Solana Devnet \(local\)/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('Switch Network');
    await expect(dialog(page)).toContainText('Switch to Solana Devnet (local)');
    await shoot(page, 'switch-active-chain');
  });

  test('social login: ConnectingFarcaster', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('shots-farcaster') });
    await openModal(page);
    await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Farcaster');
    // The QR (a new sign-in channel each run) is masked with the other varying parts.
    await expect(dialog(page).getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible();
    await shoot(page, 'connecting-farcaster');
  });

  test('the embedded smart account with smartSessions on: SmartSessions, none granted', async ({ page }) => {
    // An e-mail login (device approval and one-time code) before the view.
    await openShell(page, { projectId: uniqueProjectId('shots-sessions'), features: { smartSessions: true } });
    const smart = await loginByEmail(page, uniqueEmail('shots-sessions'));
    await accountButton(page, smart).click();
    await dialog(page).getByRole('button', { name: 'Smart sessions' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Smart sessions');
    await expect(dialog(page).getByText('No smart sessions: nothing may act for this account.')).toBeVisible();
    await shoot(page, 'smart-sessions');
  });

  test('sign-in and after: SIWX, ProfileWallets', async ({ page }) => {
    await installTestWallet(page, { account: 2, knownChains: [31337, 31338] });
    const projectId = uniqueProjectId('shots-multi');
    await configureProject(page.request, projectId, { features: [{ id: 'multi_wallet', isEnabled: true, config: null }] });
    await openShell(page, { projectId, confirmSwitch: true, siwx: 'browser', features: { pay: true } });
    await connectTestWallet(page);
    await expect(dialog(page)).toHaveAccessibleName('Sign In');
    await shoot(page, 'siwx-sign-message');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog(page)).toBeHidden();

    await openView(page, 'ProfileWallets');
    await expect(dialog(page)).toHaveAccessibleName('Connected Wallets');
    await shoot(page, 'profile-wallets');
  });

  test('a wallet connected: ConfirmSwitchNetwork, Pay', async ({ page }) => {
    await installTestWallet(page, { account: 2, knownChains: [31337, 31338] });
    await openShell(page, { projectId: uniqueProjectId('shots-confirm'), confirmSwitch: true, features: { pay: true } });
    await connectTestWallet(page);
    await expectConnected(page, ANVIL_ACCOUNTS[2]);

    await openView(page, 'SwitchNetwork');
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(dialog(page)).toContainText('Switch to Anvil Two?');
    await shoot(page, 'confirm-switch-network');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await page.evaluate(() => {
      const w = window as unknown as { airlockKit: { pay(a: unknown): Promise<string> } };
      void w.airlockKit
        .pay({ recipient: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', amount: '0.25', asset: 'native', network: 'eip155:31337' })
        .catch(() => undefined);
    });
    await expect(dialog(page)).toHaveAccessibleName('Pay');
    await shoot(page, 'pay', { mask: [dialog(page).getByTestId('pay-balance')] });
  });

  test('the embedded wallet: the one-time code, its Account, Update email', async ({ page }) => {
    // An e-mail login (device approval and one-time code) and three views.
    const { email } = shotsEmail();
    await openShell(page, { projectId: uniqueProjectId('shots-email') });
    await startEmailLogin(page, email);
    // The e-mail differs per run: masked with the focus ring out of the way.
    await shoot(page, 'email-otp', { mask: [dialog(page).getByText(email)] });
    const address = await enterMailedCode(page, email);

    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await shoot(page, 'account-embedded', { mask: embeddedPerRun(page, email) });

    await dialog(page).getByRole('button', { name: 'Update email' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Update email');
    await shoot(page, 'update-email', { mask: embeddedPerRun(page, email) });
  });

  test('the embedded wallet: Choose name, Name chosen', async ({ page }) => {
    // An e-mail login, two views and an approval in the secure frame.
    const { digits, email } = await openEmbeddedAccount(page, 'shots-name');
    await openView(page, 'RegisterAccountName');
    await expect(dialog(page)).toHaveAccessibleName('Choose name');
    await shoot(page, 'register-account-name', { mask: embeddedPerRun(page, email) });

    // A name of this run's digits (devcloud keeps names across runs), as wide in every run; approved in the frame.
    const name = `shots-${digits}.reown.id`;
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(`shots-${digits}`);
    await expect(dialog(page).getByText(`${name} is available`)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Register' }).click();
    await expect(secureFrame(page).getByTestId('approval-message')).toContainText(`"name":"${name}"`);
    await approveInFrame(page);
    await expect(dialog(page)).toHaveAccessibleName('Name chosen');
    await expect(dialog(page).getByTestId('registered-name')).toHaveText(name);
    await shoot(page, 'register-account-name-success', { mask: [dialog(page).getByTestId('registered-name')] });
  });

  test('the embedded wallet: a request to approve', async ({ page }) => {
    // An e-mail login, then a request of the host's page to sign: ApproveTransaction, with the secure frame placed
    // over the view. The frame's page is in the shot; its signing account, this run's new address, is painted over
    // (frameAtRest).
    const { address } = await openEmbeddedAccount(page, 'shots-approve');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.evaluate(
      ([message, account]) => {
        const provider = window.airlockKit!.getWalletProvider('eip155') as { request(a: unknown): Promise<unknown> };
        void provider.request({ method: 'personal_sign', params: [message, account] }).catch(() => undefined);
      },
      [toHex('Hello from Airlock'), address] as const,
    );
    await expect(dialog(page)).toHaveAccessibleName('Approve request');
    await expect(secureFrame(page).getByTestId('approval-message')).toHaveText('Hello from Airlock');
    await shoot(page, 'approve-transaction', { secureFrame: true });
  });
});

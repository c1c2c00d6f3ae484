import { expect, type Page, test } from '@playwright/test';
import { type Address, type Hex, parseEther, toHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { ANVIL_RPC } from './fixtures/chain.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { serveDir } from './fixtures/serveDir.ts';
import { dialog } from './fixtures/shell.ts';
import { codeCell, emailField } from './fixtures/emailLogin.ts';
import { uniqueEmail, waitForMail } from './fixtures/mailbox.ts';
import { approveInFrame } from './fixtures/secureFrame.ts';
import { createTestWcWallet, type TestWcWallet } from './fixtures/wcWallet.ts';
import { ANVIL_ACCOUNTS, installTestWallet } from './fixtures/testWallet.ts';
import { pickTestWallet } from './fixtures/wallet.ts';
import { isChunk } from './fixtures/chunks.ts';

// The host is put together by routes (no address space of its own): Chromium's local-network checks would refuse its
// requests to the loopback servers; those checks are not under test.
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] },
});

const WAGMI_HOST = 'http://127.0.0.1:3100/wagmi/';
// Accounts no other journey uses: these send transactions, and nonces stay their own.
const WAGMI_ACCOUNT = ANVIL_ACCOUNTS[9];
const JOURNEY_ACCOUNT = ANVIL_ACCOUNTS[5];

const wagmi = (page: Page) => page.getByRole('region', { name: 'wagmi' });
const airlock = (page: Page) => page.getByRole('region', { name: 'Airlock' });
const journey = (page: Page) => page.getByRole('list', { name: 'Journey' });
/** The text after `prefix` in the one line that starts with it. */
const lineValue = async (page: Page, prefix: string) => {
  const line = page.getByText(new RegExp(`^${prefix}`));
  await expect(line).toBeVisible({ timeout: 20_000 });
  return (await line.textContent())!.slice(prefix.length).trim();
};

/** Gives the embedded wallet's fresh account gas money on anvil. */
async function fund(address: Address) {
  const response = await fetch(ANVIL_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] }),
  });
  if (!response.ok) throw new Error(`anvil_setBalance: ${response.status}`);
}

async function openHost(page: Page, account: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await serveDir(page, WAGMI_HOST, 'dist/hosts/wagmi');
  await installTestWallet(page, { address: account, knownChains: [31337, 31338] });
  await page.goto(`${WAGMI_HOST}?projectId=${uniqueProjectId('wagmi')}`);
  await expect(wagmi(page)).toContainText('wagmi status: disconnected');
  return errors;
}

test.describe('airlock/wagmi in a wagmi 3 app', () => {
  test("wagmi's hooks alone: connect in the modal, sign, send, switch, reconnect after a reload, disconnect both", async ({ page }) => {
    const errors = await openHost(page, WAGMI_ACCOUNT);
    await wagmi(page).getByRole('button', { name: 'Connect with wagmi', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await pickTestWallet(page);
    await expect(wagmi(page)).toContainText(`wagmi account: ${WAGMI_ACCOUNT}`);
    await expect(wagmi(page)).toContainText('wagmi status: connected');
    await expect(wagmi(page)).toContainText('wagmi chain: 31337');

    await wagmi(page).getByRole('button', { name: 'Sign with wagmi' }).click();
    const signature = (await lineValue(page, 'wagmi signature:')) as Hex;
    expect(await verifyMessage({ address: WAGMI_ACCOUNT as Address, message: 'Hello from wagmi', signature })).toBe(true);

    await wagmi(page).getByRole('button', { name: 'Send with wagmi' }).click();
    expect(await lineValue(page, 'wagmi mined:')).toMatch(/^success 0x[0-9a-f]{64}$/);

    await wagmi(page).getByRole('button', { name: 'Switch with wagmi to Anvil Two' }).click();
    await expect(wagmi(page)).toContainText('wagmi chain: 31338');
    await expect(airlock(page)).toContainText('Modal network: 31338');

    // wagmi's reconnect on mount finds the modal's restored connection.
    await page.reload();
    await expect(wagmi(page)).toContainText(`wagmi account: ${WAGMI_ACCOUNT}`);
    await expect(wagmi(page)).toContainText('wagmi status: connected');
    await expect(wagmi(page)).toContainText('wagmi chain: 31338');

    await wagmi(page).getByRole('button', { name: 'Disconnect with wagmi' }).click();
    await expect(wagmi(page)).toContainText('wagmi status: disconnected');
    await expect(airlock(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("closing the modal rejects wagmi's connect with 4001", async ({ page }) => {
    // The module is its own file (hosts that do not import it never fetch it: hosts.spec.ts).
    const wagmiModule: string[] = [];
    page.on('request', (r) => isChunk(r.url(), '__federation_expose_wagmi') && wagmiModule.push(r.url()));
    await openHost(page, WAGMI_ACCOUNT);
    expect(wagmiModule).toHaveLength(1);
    await wagmi(page).getByRole('button', { name: 'Connect with wagmi', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(wagmi(page)).toContainText('wagmi connect error: 4001 Modal closed');
    await expect(wagmi(page)).toContainText('wagmi status: disconnected');
  });

  test("a connection made with the host's own button shows up in wagmi; a disconnect in the modal ends wagmi's", async ({ page }) => {
    await openHost(page, WAGMI_ACCOUNT);
    await airlock(page).getByRole('button', { name: 'Connect Wallet' }).click();
    await pickTestWallet(page);
    await expect(wagmi(page)).toContainText(`wagmi account: ${WAGMI_ACCOUNT}`);
    await expect(wagmi(page)).toContainText('wagmi status: connected');
    // Switched in the modal's kit: wagmi follows.
    await airlock(page).getByRole('button', { name: 'Kit: switch to Anvil Two' }).click();
    await expect(wagmi(page)).toContainText('wagmi chain: 31338');

    await airlock(page).getByRole('button', { name: /…/ }).click();
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(wagmi(page)).toContainText('wagmi status: disconnected');
    await expect(wagmi(page)).toContainText('wagmi account: none');
  });
});

test.describe('airlock/wagmi with the embedded wallet', () => {
  test("e-mail login through wagmi's connect; the signature and the transaction are approved inside the secure frame", async ({ page }) => {
    test.setTimeout(90_000);
    await openHost(page, WAGMI_ACCOUNT);
    // The embedded wallet's EOA signs (the SPEC's default is its smart account, whose signature verifies on chain).
    await page.evaluate(() =>
      localStorage.setItem(
        '@airlock/preferred_account_types',
        JSON.stringify({ eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' }),
      ),
    );
    const email = uniqueEmail('wagmi');
    await wagmi(page).getByRole('button', { name: 'Connect with wagmi', exact: true }).click();
    await emailField(page).fill(email);
    await emailField(page).press('Enter');
    const { link } = await waitForMail(page.request, email, 'link');
    const approvePage = await page.context().newPage();
    await approvePage.goto(link!);
    await approvePage.close();
    await expect(codeCell(page)).toBeFocused({ timeout: 15_000 });
    await page.keyboard.type((await waitForMail(page.request, email, 'code')).code!);
    await expect(wagmi(page)).toContainText('wagmi status: connected', { timeout: 15_000 });
    const address = (await lineValue(page, 'wagmi account:')) as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await fund(address);

    await wagmi(page).getByRole('button', { name: 'Sign with wagmi' }).click();
    await approveInFrame(page);
    const signature = (await lineValue(page, 'wagmi signature:')) as Hex;
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true);

    await wagmi(page).getByRole('button', { name: 'Send with wagmi' }).click();
    await approveInFrame(page);
    expect(await lineValue(page, 'wagmi mined:')).toMatch(/^success 0x[0-9a-f]{64}$/);

    await wagmi(page).getByRole('button', { name: 'Disconnect with wagmi' }).click();
    await expect(wagmi(page)).toContainText('wagmi status: disconnected');
    await expect(airlock(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
});

test.describe('airlock/wagmi with a WalletConnect wallet (the official wallet SDK in Node)', () => {
  let wallet: TestWcWallet | undefined;
  test.afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  test("wagmi's connect pairs through the modal's QR view; wagmi signs and sends through the session", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:3100' });
    // Chromium says offline on a machine with only loopback, and the SDK would not connect.
    await page.addInitScript("Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });");
    await openHost(page, WAGMI_ACCOUNT);
    // A key of its own, funded on anvil: no other journey shares its nonce.
    const key = generatePrivateKey();
    const { address } = privateKeyToAccount(key);
    await fund(address);
    wallet = await createTestWcWallet({
      relayUrl: 'ws://127.0.0.1:4000/relay',
      projectId: 'airlock-wagmi-wc',
      rpcUrl: ANVIL_RPC,
      accounts: [key],
    });
    await wagmi(page).getByRole('button', { name: 'Connect with wagmi', exact: true }).click();
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    await expect(dialog(page).getByRole('img', { name: /QR code/ })).toBeVisible({ timeout: 10_000 });
    await dialog(page).getByRole('button', { name: 'Copy link' }).click();
    await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()));
    await wallet.approve();
    await expect(wagmi(page)).toContainText(`wagmi account: ${address}`);
    await expect(wagmi(page)).toContainText('wagmi status: connected');

    await wagmi(page).getByRole('button', { name: 'Sign with wagmi' }).click();
    const signature = (await lineValue(page, 'wagmi signature:')) as Hex;
    expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true);
    await wagmi(page).getByRole('button', { name: 'Send with wagmi' }).click();
    expect(await lineValue(page, 'wagmi mined:')).toMatch(/^success 0x[0-9a-f]{64}$/);

    await wagmi(page).getByRole('button', { name: 'Disconnect with wagmi' }).click();
    await expect(wagmi(page)).toContainText('wagmi status: disconnected');
    await expect(airlock(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });
});

test.describe('getWalletProvider with ethers and viem', () => {
  for (const library of ['ethers', 'viem'] as const) {
    test(`${library}: accounts, chain, sign and verify, send and mine, chainChanged when the kit switches`, async ({ page }) => {
      await openHost(page, JOURNEY_ACCOUNT);
      await airlock(page).getByRole('button', { name: 'Connect Wallet' }).click();
      await pickTestWallet(page);
      await airlock(page)
        .getByRole('button', { name: `${library} journey` })
        .click();
      await expect(journey(page)).toContainText(`${library} account: ${JOURNEY_ACCOUNT}`);
      await expect(journey(page)).toContainText(`${library} chain: 31337`);
      const signature = (await lineValue(page, `${library} signature:`)) as Hex;
      const message = `Hello from ${library}`;
      expect(await verifyMessage({ address: JOURNEY_ACCOUNT as Address, message, signature })).toBe(true);
      expect(await lineValue(page, `${library} mined:`)).toMatch(/^success 0x[0-9a-f]{64}$/);

      await airlock(page).getByRole('button', { name: 'Kit: switch to Anvil Two' }).click();
      await expect(journey(page)).toContainText('chainChanged heard: 0x7a6a');
      await expect(journey(page)).not.toContainText('failed');
    });
  }
});

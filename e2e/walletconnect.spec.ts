import { type BrowserContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import { type Address, type Hex, parseEther, toHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { ethBalance, freshAddress } from './fixtures/chain.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { isChunk } from './fixtures/chunks.ts';
import { forceOnLine } from './fixtures/online.ts';
import { connectButton, dialog, openModal } from './fixtures/shell.ts';
import { accountButton, expectConnected, networkButton, statusLine, toast } from './fixtures/wallet.ts';
import { expectQuoted, openSwapFromAccount, payField, pickToken, swapButton } from './fixtures/swap.ts';
import {
  BITCOIN_WALLET_METHODS,
  createTestWcWallet,
  SOLANA_WALLET_METHODS,
  TEST_WC_WALLET_NAME,
  type TestWcWallet,
} from './fixtures/wcWallet.ts';
import { randomBytes } from 'node:crypto';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  address as solanaAddress,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { keypairFromSeed, type TestKeypair } from '../devcloud/solana/keys.ts';
import { DEVCLOUD } from './fixtures/devcloud.ts';
import { SOLANA_CAIP_NETWORK_ID } from './fixtures/solanaWallet.ts';
import {
  BITCOIN_CAIP_NETWORK_ID,
  ESPLORA_URL,
  fundBitcoin,
  signMessageThroughProvider,
  testWalletFromLabel,
  verifyBitcoinMessage,
} from './fixtures/bitcoinWallet.ts';

const RELAY = 'ws://127.0.0.1:4000/relay';
/** A WebSocket path the CSP allows where nothing speaks the relay protocol: every connection is refused. */
const DEAD_RELAY = 'ws://127.0.0.1:4000/no-relay';
const CHAIN_RPC: Record<number, string> = { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' };
const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';

/** A key of its own per journey, funded through anvil (`anvil_setBalance`): no journey shares an account or a nonce. */
async function fundedKey(ether: string, chainId = 31337): Promise<{ key: Hex; address: Address }> {
  const key = generatePrivateKey();
  const { address } = privateKeyToAccount(key);
  const response = await fetch(CHAIN_RPC[chainId]!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, toHex(parseEther(ether))] }),
  });
  if (!response.ok) throw new Error(`anvil_setBalance: ${response.status}`);
  return { key, address };
}

/** The shell on a project of its own, online, with the clipboard readable (Copy link). */
async function openShellOnline(page: Page, context: BrowserContext, label: string, extra: Record<string, string> = {}) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
  await page.addInitScript(forceOnLine(true));
  const projectId = uniqueProjectId(label);
  await page.goto(`/?${new URLSearchParams({ projectId, ...extra })}`);
  await expect(connectButton(page)).toBeEnabled();
  return projectId;
}

/** The WalletConnect provider's chunk (files carry no chunk name: the build's chunk-names.json says which it is). */
const isProviderChunk = (url: string) => isChunk(url, 'airlock-walletconnect');

/** Connect → WalletConnect → the URI through Copy link, as a visitor hands it to a wallet. */
async function uriFromView(page: Page): Promise<string> {
  await openModal(page);
  await dialog(page)
    .getByRole('button', { name: /^WalletConnect/ })
    .click();
  await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
  await expect(dialog(page).getByRole('img', { name: /QR code/ })).toBeVisible({ timeout: 10_000 });
  await dialog(page).getByRole('button', { name: 'Copy link' }).click();
  const uri = await page.evaluate(() => navigator.clipboard.readText());
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri;
}

/** The Node wallet pairs with the view's URI and approves; the shell shows the connected address. */
async function connectWallet(page: Page, wallet: TestWcWallet, chains = [31337]) {
  const proposal = await wallet.pair(await uriFromView(page));
  expect(proposal.chains).toEqual(['eip155:31337', 'eip155:31338']);
  await wallet.approve({ chains });
  await expectConnected(page, wallet.addresses[0]!);
  await expect(dialog(page)).toHaveCount(0);
}

/** `personal_sign` from the host page through the instance's provider. */
function hostSign(page: Page, address: string, message: string) {
  return page.evaluate(
    ({ address, message }) => {
      const provider = window.airlockKit!.getWalletProvider() as { request(args: unknown): Promise<Hex> };
      return provider.request({ method: 'personal_sign', params: [message, address] });
    },
    { address, message: toHex(message) },
  );
}

/** `personal_sign` from the host page, its outcome as data: `{ code: 0, message: 'signed' }` or the EIP-1193 error. */
function hostSignOutcome(page: Page, address: string) {
  return page.evaluate(
    ({ address }) =>
      (window.airlockKit!.getWalletProvider() as { request(args: unknown): Promise<unknown> })
        .request({ method: 'personal_sign', params: ['0x6869', address] })
        .then(
          () => ({ code: 0, message: 'signed' }),
          (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
        ),
    { address },
  );
}

test.describe('WalletConnect', () => {
  let wallet: TestWcWallet | undefined;
  test.afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  test('a session: QR → approval → Account with the real balance; the host signs; a declined request is clear and nothing is stuck', async ({
    page,
    context,
  }) => {
    const { key, address } = await fundedKey('12.5');
    const projectId = await openShellOnline(page, context, 'wc-session');
    wallet = await createTestWcWallet({ relayUrl: RELAY, projectId, rpcUrl: CHAIN_RPC[31337]!, accounts: [key] });
    await connectWallet(page, wallet);

    await accountButton(page, address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('native-balance')).toHaveText('12.5 ETH');
    expect(await ethBalance(address)).toBe(parseEther('12.5'));
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => window.airlockKit!.getWalletInfo())).toMatchObject({ name: TEST_WC_WALLET_NAME, id: 'walletConnect' });
    // Persisted like a browser wallet's connection.
    expect(
      await page.evaluate(() =>
        ['@airlock/eip155:connected_connector_id', '@airlock/connected_namespaces', '@airlock/connection_status'].map((k) =>
          localStorage.getItem(k),
        ),
      ),
    ).toEqual(['"walletConnect"', '["eip155"]', '"connected"']);

    const signature = await hostSign(page, address, 'Airlock says hello');
    expect(await verifyMessage({ address, message: 'Airlock says hello', signature })).toBe(true);

    wallet.rejectNextRequest();
    const declined = await hostSignOutcome(page, address);
    expect(declined).toEqual({ code: 4001, message: 'User rejected the request.' });
    // The next request goes through as before.
    const again = await hostSign(page, address, 'once more');
    expect(await verifyMessage({ address, message: 'once more', signature: again })).toBe(true);
  });

  test('Send through the session: a rejection says "Transaction rejected" and keeps the form; then anvil moves the ETH', async ({
    page,
    context,
  }) => {
    const { key, address } = await fundedKey('5');
    const projectId = await openShellOnline(page, context, 'wc-send');
    wallet = await createTestWcWallet({ relayUrl: RELAY, projectId, rpcUrl: CHAIN_RPC[31337]!, accounts: [key] });
    await connectWallet(page, wallet);
    const to = freshAddress();

    await accountButton(page, address).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await dialog(page)
      .getByLabel(/^Amount/)
      .fill('0.75');
    await dialog(page).getByLabel('To', { exact: true }).fill(to);
    const reviewAndSend = async () => {
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(dialog(page)).toHaveAccessibleName('Review send');
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    };

    wallet.rejectNextRequest(undefined, { method: 'eth_sendTransaction' });
    await reviewAndSend();
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected');
    await expect(dialog(page).getByLabel(/^Amount/)).toHaveValue('0.75');
    expect(await ethBalance(to)).toBe(0n);

    await reviewAndSend();
    await expect(dialog(page)).toHaveAccessibleName('Account', { timeout: 15_000 });
    await expect(toast(page)).toContainText('Sent 0.75 ETH');
    // The session grants what the provider's own client asks (wallet_getAssets among them): other requests may come first.
    const rejected = wallet.requests.findIndex((r) => r.method === 'eth_sendTransaction');
    const sent = await wallet.waitForRequest('eth_sendTransaction', { after: rejected + 1 });
    expect(sent.response).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await ethBalance(to)).toBe(parseEther('0.75'));
    expect(await ethBalance(address)).toBeLessThan(parseEther('4.25'));
  });

  test('a silent wallet: after a few seconds Send and Swap say it has not answered, with its name and a way to stop waiting; a host request ends with 4001 at the limit', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { key, address } = await fundedKey('2');
    // The wallet-request limit shortened to 15 s (`?testTimeouts=,<ms>`; 5 minutes by default).
    const projectId = await openShellOnline(page, context, 'wc-silent', { testTimeouts: ',15000' });
    wallet = await createTestWcWallet({ relayUrl: RELAY, projectId, rpcUrl: CHAIN_RPC[31337]!, accounts: [key] });
    await connectWallet(page, wallet);
    wallet.stayUnanswered('eth_sendTransaction');
    wallet.stayUnanswered('personal_sign');

    await accountButton(page, address).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await dialog(page)
      .getByLabel(/^Amount/)
      .fill('0.1');
    await dialog(page).getByLabel('To', { exact: true }).fill(freshAddress());
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const late = dialog(page).getByRole('status').filter({ hasText: 'has not answered yet' });
    await expect(late).toContainText(`${TEST_WC_WALLET_NAME} has not answered yet. Check the wallet, or stop waiting.`);
    await expectNoAxeViolations(page);
    await late.getByRole('button', { name: 'Stop waiting' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Send');
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected');

    // Swap waits on the same silent wallet, and says so the same way.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await accountButton(page, address).click();
    await openSwapFromAccount(page);
    await pickToken(page, 'receive', 'AUSD');
    await payField(page).fill('0.1');
    await expectQuoted(page);
    await swapButton(page).click();
    const swapLate = dialog(page).getByRole('status').filter({ hasText: 'has not answered yet' });
    await expect(swapLate).toContainText(`${TEST_WC_WALLET_NAME} has not answered yet. Check the wallet, or stop waiting.`);
    await swapLate.getByRole('button', { name: 'Stop waiting' }).click();
    await expect(swapLate).toHaveCount(0);
    await expect(swapButton(page)).toBeEnabled();

    // The host's own request: a clear 4001 once the limit is past, not a promise pending for ever. The limit is
    // 2 s on the page again (the session restored without a QR code): Send and Swap above needed 15 s to stop waiting.
    await page.goto(`/?${new URLSearchParams({ projectId, testTimeouts: ',2000' })}`);
    await expectConnected(page, address);
    const ended = await hostSignOutcome(page, address);
    expect(ended).toEqual({ code: 4001, message: `${TEST_WC_WALLET_NAME} did not answer within 2 s: request ended` });
    // The page ends the request on its own clock: the relay may bring it to the wallet after the 2 s, so wait for it.
    await expect
      .poll(() => wallet!.requests.filter((r) => r.method === 'personal_sign' && !r.response).length, { timeout: 10_000 })
      .toBe(1);
  });

  test('network switching asks the wallet: wallet_switchEthereumChain, on 4902 wallet_addEthereumChain, and a refused add is "Chain is not supported"', async ({
    page,
    context,
  }) => {
    const { key, address } = await fundedKey('1');
    const projectId = await openShellOnline(page, context, 'wc-switch');
    // The wallet knows only 31337: 31338 gets 4902 until it is added.
    wallet = await createTestWcWallet({ relayUrl: RELAY, projectId, rpcUrl: CHAIN_RPC[31337]!, accounts: [key] });
    await connectWallet(page, wallet);
    await expect(networkButton(page)).toHaveText('Anvil');

    // Adding fails: 'Chain is not supported', and the network stays.
    wallet.rejectNextRequest({ code: -32603, message: 'cannot add' }, { method: 'wallet_addEthereumChain' });
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(toast(page)).toContainText('Chain is not supported');
    await expect(networkButton(page)).toHaveText('Anvil');

    // Again: 4902, the chain is added, the switch goes through; the wallet moved its session to 31338.
    const before = wallet.requests.length;
    await dialog(page)
      .getByRole('button', { name: /^Anvil Two/ })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(networkButton(page)).toHaveText('Anvil Two');
    await expect.poll(() => wallet!.chainId).toBe(31338);
    expect(
      wallet.requests.slice(before).map((r) => [r.method, r.response && 'error' in r.response ? r.response.error.code : 'ok']),
    ).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', 'ok'],
      ['wallet_switchEthereumChain', 'ok'],
    ]);
    await expect(accountButton(page, address)).toContainText('0 ETH');

    // The wallet's own chain change reaches the modal (chainChanged from the session).
    await wallet.switchChain(31337);
    await expect(networkButton(page)).toHaveText('Anvil');
    await expect(accountButton(page, address)).toContainText('1 ETH');
  });

  test('reload restores the session without a QR code (reconnecting, then connected); disconnect() ends it on the relay', async ({
    page,
    context,
  }) => {
    const { key, address } = await fundedKey('1');
    const projectId = await openShellOnline(page, context, 'wc-reload');
    wallet = await createTestWcWallet({ relayUrl: RELAY, projectId, rpcUrl: CHAIN_RPC[31337]!, accounts: [key] });
    await connectWallet(page, wallet);

    // Every status the shell shows, in order, from the first paint of the reloaded page.
    await page.addInitScript(`
      window.__statuses = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="status"]')?.textContent;
        if (text && window.__statuses.at(-1) !== text) window.__statuses.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    await page.reload();
    await expectConnected(page, address);
    expect(await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)).toEqual([
      'Status: reconnecting',
      `Status: connected · ${address}`,
    ]);
    await expect(page.locator('airlock-modal').getByRole('img', { name: /QR code/ })).toHaveCount(0);
    const signature = await hostSign(page, address, 'after a reload');
    expect(await verifyMessage({ address, message: 'after a reload', signature })).toBe(true);

    await page.evaluate(() => window.airlockKit!.disconnect());
    await wallet.waitForSessionDelete();
    await expect(statusLine(page)).toHaveText('Status: disconnected');
    await expect(connectButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('@airlock/eip155:connected_connector_id'))).toBeNull();
    await page.reload();
    await expect(statusLine(page)).toHaveText('Status: disconnected');

    // A new pairing is offered at once (the old one is not kept as "connected").
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    await expect(dialog(page).getByRole('img', { name: /QR code/ })).toBeVisible();
  });

  test('the wallet ending the session disconnects the modal, also while the page was away', async ({ page, context }) => {
    const { key, address } = await fundedKey('1');
    const projectId = await openShellOnline(page, context, 'wc-delete');
    wallet = await createTestWcWallet({
      relayUrl: RELAY,
      projectId,
      rpcUrl: CHAIN_RPC[31337]!,
      rpcUrls: { 31338: CHAIN_RPC[31338]! },
      accounts: [key],
    });
    await connectWallet(page, wallet);
    await wallet.switchChain(31338);
    await expect(networkButton(page)).toHaveText('Anvil Two');

    // The wallet ends it: account and network reset (SPEC section 4), the connection is gone.
    await wallet.disconnect();
    await expect(statusLine(page)).toHaveText('Status: disconnected');
    await expect(connectButton(page)).toBeVisible();
    expect(await page.evaluate(() => window.airlockKit!.getAccount())).toMatchObject({ isConnected: false, address: undefined });
    expect(await page.evaluate(() => window.airlockKit!.getWalletProvider())).toBeUndefined();

    // A second session, ended by the wallet while no page was open: after the reload it is restored, then
    // the relay hands over the wallet's session_delete and the namespace is cleared.
    await connectWallet(page, wallet);
    const url = page.url();
    await page.goto('about:blank');
    await wallet.disconnect();
    await page.goto(url);
    await expect(statusLine(page)).toHaveText('Status: disconnected', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('@airlock/eip155:connected_connector_id'))).toBeNull();
    expect(address).toBe(wallet.addresses[0]);
  });

  test('without a reachable relay: a clear error; Try again shows Connecting, then the error again', async ({ page }) => {
    test.setTimeout(60_000);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.addInitScript(forceOnLine(true));
    // The network time-out shortened from 10 s to 5 s (`?testTimeouts=,,<ms>`, the relay's too): the same time-out path, twice, in less time.
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('wc-relay'), relayUrl: DEAD_RELAY, testTimeouts: ',,5000' })}`);
    await expect(connectButton(page)).toBeEnabled();
    await openModal(page);
    await expect(dialog(page).getByRole('button', { name: 'All Wallets', exact: false })).toBeVisible();
    // The provider is not part of the Connect view.
    expect(scripts.filter(isProviderChunk)).toEqual([]);

    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText("Couldn't reach the WalletConnect relay", { timeout: 20_000 });
    expect(scripts.filter(isProviderChunk)).toHaveLength(1);
    await expectNoAxeViolations(page);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog(page).getByRole('img', { name: 'Connecting to the WalletConnect relay' })).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toContainText("Couldn't reach the WalletConnect relay", { timeout: 20_000 });
  });

  test('offline: "You are offline" with Try again (Connecting, then offline again); back online it pairs by itself', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.addInitScript(forceOnLine(false));
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('wc-offline') })}`);
    await expect(connectButton(page)).toBeEnabled();
    await openModal(page);
    await dialog(page)
      .getByRole('button', { name: /^WalletConnect/ })
      .click();
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('You are offline');
    await expect(alert).toContainText('Connect to the internet, then try again.');
    await expectNoAxeViolations(page);
    // Nothing can reach the relay: the provider is not even fetched.
    expect(scripts.filter(isProviderChunk)).toEqual([]);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog(page).getByRole('img', { name: 'Connecting to the WalletConnect relay' })).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toContainText('You are offline');

    await page.evaluate(`${forceOnLine(true)} window.dispatchEvent(new Event('online'));`);
    await expect(dialog(page).getByRole('img', { name: /QR code/ })).toBeVisible({ timeout: 10_000 });
  });

  test('open({ uri }) shows the QR code of that URI with Copy link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`/?${new URLSearchParams({ projectId: uniqueProjectId('wc-uri') })}`);
    await expect(connectButton(page)).toBeEnabled();
    await page.evaluate((uri) => window.airlockKit!.open({ uri }), PAIRING_URI);
    await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
    const qr = dialog(page).getByRole('img', { name: /QR code/ });
    await expect(qr).toBeVisible();
    // Drawn as SVG elements: one path of modules on a white square, no markup strings, no style attributes.
    expect(
      await qr.evaluate((svg) => [svg.tagName.toLowerCase(), svg.querySelectorAll('path').length, svg.querySelectorAll('[style]').length]),
    ).toEqual(['svg', 1, 0]);
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status')).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAIRING_URI);
    // A given URI needs no provider: its chunk is never fetched.
    expect(scripts.filter(isProviderChunk)).toEqual([]);
  });
});

const SOLANA_RPC = `${DEVCLOUD}/solana`;
const LAMPORTS_PER_SOL = 1_000_000_000n;

/** A Solana key of its own per journey, funded on devcloud's LiteSVM node (`requestAirdrop`). */
async function fundedSolanaKey(lamports: bigint): Promise<TestKeypair> {
  const keypair = keypairFromSeed(randomBytes(32));
  const response = await fetch(SOLANA_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [keypair.address, Number(lamports)] }),
  });
  expect(await response.json()).toHaveProperty('result');
  return keypair;
}

/** A System Program transfer from `from` to `to`, unsigned, as base58 wire bytes (what an app hands the modal's provider). */
async function solanaTransfer(from: string, to: string, lamports: bigint): Promise<string> {
  const { value: latest } = await createSolanaRpc(SOLANA_RPC).getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(solanaAddress(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(solanaAddress(from)), destination: solanaAddress(to), amount: lamports }),
        m,
      ),
  );
  return getBase58Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)));
}

const solanaBalance = async (owner: string) => (await createSolanaRpc(SOLANA_RPC).getBalance(solanaAddress(owner)).send()).value;

/** A request through the host's solana provider (`getWalletProvider('solana')`): its answer, or its error's code and message. */
function hostSolanaRequest(page: Page, method: string, params: unknown) {
  return page.evaluate(
    ({ method, params }) =>
      (window.airlockKit!.getWalletProvider('solana') as unknown as { request(args: unknown): Promise<unknown> })
        .request({ method, params })
        .catch((error: { code: number; message: string }) => ({ code: error.code, message: error.message })),
    { method, params },
  );
}

test.describe('WalletConnect with a Solana account', () => {
  let wallet: TestWcWallet | undefined;
  test.afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  test('a session granting eip155 and solana: the Solana account is shown on Solana, and signMessage, signTransaction and signAndSendTransaction go through the session', async ({
    page,
    context,
  }) => {
    const { key, address } = await fundedKey('1');
    const solanaKey = await fundedSolanaKey(2n * LAMPORTS_PER_SOL);
    const projectId = await openShellOnline(page, context, 'wc-solana', { solana: '1' });
    wallet = await createTestWcWallet({
      relayUrl: RELAY,
      projectId,
      rpcUrl: CHAIN_RPC[31337]!,
      accounts: [key],
      solana: { keypair: solanaKey, rpcUrl: SOLANA_RPC },
    });
    const proposal = await wallet.pair(await uriFromView(page));
    expect(proposal.solana.chains).toEqual([SOLANA_CAIP_NETWORK_ID]);
    expect(proposal.solana.methods).toEqual(expect.arrayContaining(SOLANA_WALLET_METHODS));
    await wallet.approve();
    // The EVM chain of the wallet is active first; the session's Solana account is connected alongside.
    await expectConnected(page, address);
    await expect(dialog(page)).toHaveCount(0);
    const accounts = await page.evaluate(() => {
      const kit = window.airlockKit as unknown as {
        getAccount(ns: string): { address?: string; caipAddress?: string; isConnected: boolean };
      };
      return { eip155: kit.getAccount('eip155'), solana: kit.getAccount('solana') };
    });
    expect(accounts.eip155).toMatchObject({ address, isConnected: true });
    expect(accounts.solana).toMatchObject({
      address: solanaKey.address,
      caipAddress: `${SOLANA_CAIP_NETWORK_ID}:${solanaKey.address}`,
      isConnected: true,
    });

    // Choosing Solana makes it the active namespace: the Solana account and its balance are shown, no new connection asked.
    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Solana Devnet \(local\)/ })
      .click();
    await expectConnected(page, solanaKey.address);
    await expect(accountButton(page, solanaKey.address)).toContainText('2 SOL', { timeout: 15_000 });
    expect(await page.evaluate(() => window.airlockKit!.getWalletInfo())).toMatchObject({ name: TEST_WC_WALLET_NAME, id: 'walletConnect' });

    // solana_signMessage through the session: an ed25519 signature by the wallet's key.
    const text = new TextEncoder().encode('Airlock over WalletConnect');
    const signed = (await hostSolanaRequest(page, 'solana_signMessage', {
      message: getBase58Decoder().decode(text),
      pubkey: solanaKey.address,
    })) as { signature: string };
    expect(solanaKey.verify(text, new Uint8Array(getBase58Encoder().encode(signed.signature)))).toBe(true);
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage', chainId: SOLANA_CAIP_NETWORK_ID });

    // solana_signTransaction: the wallet signs the transaction's message with the key (base64 on the wire, base58 here).
    const recipient = keypairFromSeed(randomBytes(32)).address;
    const unsigned = await solanaTransfer(solanaKey.address, recipient, LAMPORTS_PER_SOL / 2n);
    const signedTx = (await hostSolanaRequest(page, 'solana_signTransaction', { transaction: unsigned })) as { transaction: string };
    const decoded = getTransactionDecoder().decode(getBase58Encoder().encode(signedTx.transaction));
    const signature = decoded.signatures[solanaKey.address as keyof typeof decoded.signatures];
    expect(signature && solanaKey.verify(new Uint8Array(decoded.messageBytes), new Uint8Array(signature))).toBe(true);
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana_signTransaction',
      params: { transaction: Buffer.from(getBase58Encoder().encode(unsigned)).toString('base64'), pubkey: solanaKey.address },
    });

    // solana_signAndSendTransaction: the wallet signs and sends; LiteSVM moves the SOL.
    const sent = (await hostSolanaRequest(page, 'solana_signAndSendTransaction', {
      transaction: unsigned,
      options: { preflightCommitment: 'confirmed' },
    })) as { signature: string };
    expect(sent.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/);
    await expect.poll(() => solanaBalance(recipient), { timeout: 15_000 }).toBe(LAMPORTS_PER_SOL / 2n);

    // A method the wallet did not grant is refused before anything goes to the wallet.
    const asked = wallet.requests.length;
    expect(await hostSolanaRequest(page, 'solana_signAllTransactions', { transactions: [unsigned] })).toMatchObject({ code: 4200 });
    expect(wallet.requests).toHaveLength(asked);
  });
});

test.describe('WalletConnect on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('a directory wallet opens by its deep link carrying the URI, and the wallet connects with it', async ({ page }) => {
    const { key, address } = await fundedKey('1');
    await page.addInitScript(forceOnLine(true));
    const projectId = uniqueProjectId('wc-mobile');
    await page.goto(`/?${new URLSearchParams({ projectId })}`);
    await expect(connectButton(page)).toBeEnabled();
    const wallet = await createTestWcWallet({ relayUrl: RELAY, projectId, rpcUrl: CHAIN_RPC[31337]!, accounts: [key] });
    try {
      await openModal(page);
      await dialog(page)
        .getByRole('button', { name: /^MetaMask/ })
        .first()
        .click();
      await expect(dialog(page)).toHaveAccessibleName('WalletConnect');
      const open = dialog(page).getByRole('link', { name: 'Open MetaMask' });
      await expect(open).toHaveAttribute('href', /^metamask:\/\/wc\?uri=wc%3A/);
      // On a phone the wallet's app is the way: no QR code to scan.
      await expect(dialog(page).getByRole('img', { name: /QR code/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      const href = (await open.getAttribute('href'))!;
      const uri = new URL(href.replace(/^metamask:\/\//, 'https://x/')).searchParams.get('uri')!;
      await wallet.pair(uri);
      await wallet.approve();
      await expectConnected(page, address);
    } finally {
      await wallet.close();
    }
  });
});

/**
 * A Bitcoin wallet of its own per run (parallel tests and --repeat-each never share coins), funded on devcloud's
 * ledger. Left in the mempool: nothing here needs a block (the balance, coin selection and the ledger all take
 * pending coins).
 */
async function fundedBitcoinWallet(testInfo: TestInfo) {
  const label = `e2e wc bitcoin ${testInfo.repeatEachIndex} ${testInfo.retry} ${Date.now()} ${randomBytes(4).toString('hex')}`;
  const wallet = testWalletFromLabel(label);
  await fundBitcoin(wallet.payment.address, [300_000, 200_000], false);
  await fundBitcoin(wallet.ordinal.address, [50_000], false);
  return { label, wallet };
}

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } };
const bitcoinUtxos = async (address: string) => (await (await fetch(`${ESPLORA_URL}/address/${address}/utxo`)).json()) as Utxo[];
const satsOf = (list: Utxo[]) => list.reduce((total, u) => total + u.value, 0);

/** A request through the host's bip122 provider (`getWalletProvider('bip122')`): its answer, or its error's code and message. */
function hostBitcoinRequest(page: Page, method: string, params: unknown) {
  return page.evaluate(
    ({ method, params }) =>
      (window.airlockKit!.getWalletProvider('bip122') as unknown as { request(args: unknown): Promise<unknown> })
        .request({ method, params })
        .catch((error: { code: number; message: string }) => ({ code: error.code, message: error.message })),
    { method, params },
  );
}

test.describe('WalletConnect with a Bitcoin account', () => {
  let wallet: TestWcWallet | undefined;
  test.afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
  });

  test('a session granting bip122: payment and ordinal accounts and the balance; Send signs the PSBT over the session (a rejection is clear, then the ledger accepts it); a BIP-322 message and sendTransfer go through getWalletProvider; a reload restores it', async ({
    page,
    context,
  }, testInfo) => {
    // Eleven wallet round trips, two silent-wallet notices and a reload on a loaded machine.
    test.setTimeout(60_000);
    const { wallet: bitcoinWallet } = await fundedBitcoinWallet(testInfo);
    const { payment, ordinal } = bitcoinWallet;
    const key = generatePrivateKey();
    // The wallet-request limit shortened to 9 s (`?testTimeouts=,<ms>`): a silent wallet is said after 3 s.
    const projectId = await openShellOnline(page, context, 'wc-bitcoin', { bitcoin: '1', testTimeouts: ',9000' });
    wallet = await createTestWcWallet({
      relayUrl: RELAY,
      projectId,
      rpcUrl: CHAIN_RPC[31337]!,
      rpcUrls: { 31338: CHAIN_RPC[31338]! },
      accounts: [key],
      bitcoin: { wallet: bitcoinWallet, esploraUrl: ESPLORA_URL },
    });
    const proposal = await wallet.pair(await uriFromView(page));
    // The bip122 namespace is asked for on the host's Bitcoin network, with the reference's four methods and its event.
    expect(proposal.bip122.chains).toEqual([BITCOIN_CAIP_NETWORK_ID]);
    expect(proposal.bip122.methods).toEqual(expect.arrayContaining(BITCOIN_WALLET_METHODS));
    expect(proposal.bip122.events).toContain('bip122_addressesChanged');
    await wallet.approve();
    await expectConnected(page, privateKeyToAccount(key).address);
    await expect(dialog(page)).toHaveCount(0);
    // The session names the payment address only; the wallet's getAccountAddresses says which address is the ordinal one.
    // eip155 is the active namespace here, so the modal asks after the connection, and the relay brings it when it will.
    await expect.poll(() => wallet!.requests.map((r) => r.method)).toContain('getAccountAddresses');

    await networkButton(page).click();
    await dialog(page)
      .getByRole('button', { name: /^Bitcoin Regtest \(local\)/ })
      .click();
    await expectConnected(page, payment.address);
    await expect(accountButton(page, payment.address)).toContainText('0.005 BTC', { timeout: 15_000 });
    expect(
      await page.evaluate(() =>
        (window.airlockKit as unknown as { getAccount(ns: string): { caipAddress?: string } }).getAccount('bip122'),
      ),
    ).toMatchObject({ caipAddress: `${BITCOIN_CAIP_NETWORK_ID}:${payment.address}` });
    // The EVM wallet changes chain by itself while the visitor is on Bitcoin: only its eip155 account moves (as AppKit
    // sets a namespace's own network); the network button and the active account stay on Bitcoin.
    await wallet.switchChain(31338);
    const evmCaipAddress = () =>
      page.evaluate(() =>
        (window.airlockKit as unknown as { getAccount(ns: string): { caipAddress?: string } })
          .getAccount('eip155')
          .caipAddress?.toLowerCase(),
      );
    await expect.poll(evmCaipAddress).toBe(`eip155:31338:${privateKeyToAccount(key).address.toLowerCase()}`);
    await expect(networkButton(page)).toHaveAccessibleName(/Bitcoin Regtest/);
    await expectConnected(page, payment.address);
    await accountButton(page, payment.address).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await expect(dialog(page).getByTestId('bitcoin-account-payment')).toHaveAttribute('title', payment.address);
    await expect(dialog(page).getByTestId('bitcoin-account-ordinal')).toHaveAttribute('title', ordinal.address);

    // Send: the PSBT goes to the wallet as signPsbt; the wallet declines once, then signs.
    const to = testWalletFromLabel(`${bitcoinWallet.label} receiver`).payment.address;
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await dialog(page).getByLabel('Amount (BTC)').fill('0.001');
    await dialog(page).getByLabel('To').fill(to);
    await dialog(page).getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page).getByTestId('bitcoin-fee')).toBeVisible({ timeout: 15_000 });
    wallet.rejectNextRequest(undefined, { method: 'signPsbt' });
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected', { timeout: 15_000 });
    await expect(dialog(page)).toHaveAccessibleName('Send');
    // A silent wallet: Send says it has not answered, by its name; Stop waiting ends the request as a rejection.
    wallet.stayUnanswered('signPsbt');
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    const late = dialog(page).getByRole('status').filter({ hasText: 'has not answered yet' });
    await expect(late).toContainText(`${TEST_WC_WALLET_NAME} has not answered yet. Check the wallet, or stop waiting.`);
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
    await late.getByRole('button', { name: 'Stop waiting' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Transaction rejected');
    wallet.stayUnanswered('signPsbt', { answer: true });
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page)).toContainText('Sent 0.001 BTC', { timeout: 20_000 });
    const signed = await wallet.waitForRequest('signPsbt', { after: wallet.requests.findIndex((r) => r.method === 'signPsbt') + 1 });
    expect(signed).toMatchObject({
      chainId: BITCOIN_CAIP_NETWORK_ID,
      params: {
        account: payment.address,
        broadcast: false,
        signInputs: expect.arrayContaining([expect.objectContaining({ address: payment.address })]),
      },
    });
    // The ledger took it (devcloud verified its signatures); the ordinal account's coins are untouched.
    await expect.poll(async () => satsOf(await bitcoinUtxos(to)), { timeout: 15_000 }).toBe(100_000);
    expect(satsOf(await bitcoinUtxos(ordinal.address))).toBe(50_000);

    // Sign message waits on a silent wallet the same way.
    wallet.stayUnanswered('signMessage');
    await expect(dialog(page)).toHaveAccessibleName('Account');
    await dialog(page).getByRole('button', { name: 'Sign message' }).click();
    await dialog(page).getByLabel('Message').fill('Nobody answers');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(late).toContainText(`${TEST_WC_WALLET_NAME} has not answered yet.`);
    await late.getByRole('button', { name: 'Stop waiting' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('User rejected');
    wallet.stayUnanswered('signMessage', { answer: true });
    await page.keyboard.press('Escape');

    // A BIP-322 message through the provider (the Wallet Standard shape the Bitcoin views use) verifies.
    const message = 'Airlock over WalletConnect, on Bitcoin';
    const signature = await signMessageThroughProvider(page, message);
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signMessage', params: { address: payment.address, protocol: 'bip322' } });
    expect(await verifyBitcoinMessage(payment.address, message, signature)).toMatchObject({ valid: true });

    // sendTransfer through request(): the wallet builds, signs and broadcasts; the ledger accepts it.
    const other = testWalletFromLabel(`${bitcoinWallet.label} other`).payment.address;
    const sent = (await hostBitcoinRequest(page, 'sendTransfer', { recipientAddress: other, amount: '25000' })) as { txid: string };
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
    await expect
      .poll(async () => (await bitcoinUtxos(other)).map((u) => [u.txid, u.value]), { timeout: 15_000 })
      .toEqual([[sent.txid, 25_000]]);
    // A rejection in the wallet reaches the app as its code.
    wallet.rejectNextRequest();
    expect(await hostBitcoinRequest(page, 'signMessage', { message: 'no' })).toMatchObject({ code: 4001 });

    // A reload on the Bitcoin network restores both namespaces from the stored session, without a QR code, and the
    // visitor stays on Bitcoin with its account (the session grants bip122); the wallet lists the ordinal again.
    const listed = wallet.requests.filter((r) => r.method === 'getAccountAddresses').length;
    await page.reload();
    const accountOf = (namespace: string) =>
      page.evaluate(
        // The kit exists once the reloaded page ran the host's script.
        (ns) =>
          (window.airlockKit as unknown as { getAccount(ns: string): { address?: string; isConnected: boolean } } | undefined)?.getAccount(
            ns,
          ),
        namespace,
      );
    await expect.poll(() => accountOf('bip122')).toMatchObject({ address: payment.address, isConnected: true });
    await expect.poll(() => accountOf('eip155')).toMatchObject({ address: privateKeyToAccount(key).address, isConnected: true });
    await expectConnected(page, payment.address);
    await expect(networkButton(page)).toHaveAccessibleName(/Bitcoin Regtest/);
    await expect.poll(() => wallet!.requests.filter((r) => r.method === 'getAccountAddresses').length).toBe(listed + 1);
    await expect(page.locator('airlock-modal').getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await accountButton(page, payment.address).click();
    await expect(dialog(page).getByTestId('bitcoin-account-ordinal')).toHaveAttribute('title', ordinal.address);
    // Ending it from the app ends the session on the relay.
    await page.evaluate(() => window.airlockKit!.disconnect());
    await wallet.waitForSessionDelete();
    await expect(statusLine(page)).toHaveText('Status: disconnected');
  });
});

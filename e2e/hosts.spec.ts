import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { devcloudOrigins, hostCsp } from '../scripts/csp.ts';
import { DEVCLOUD_URL, SECURE_SITE_URL } from '../scripts/hosts.ts';
import { uniqueProjectId } from './fixtures/devcloud.ts';
import { devcloudHostOptions } from './fixtures/hostOptions.ts';
import { serveDir } from './fixtures/serveDir.ts';
import { connectButton, dialog, openShell } from './fixtures/shell.ts';
import { ANVIL_ACCOUNTS, installTestWallet, TEST_WALLET_NAME } from './fixtures/testWallet.ts';
import { pickTestWallet } from './fixtures/wallet.ts';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { isChunk } from './fixtures/chunks.ts';

// Pages put together by routes (two hosts, two versions) have no address space of their own, so Chromium's
// local-network checks would refuse their requests to the loopback servers; those checks are not under test.
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] },
});

const REACT18 = 'http://127.0.0.1:3100/react18/';
/** The React the webpack and Vite hosts bundle: the repo's own. */
const REACT_VERSION = (JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string }).version;
const truncated = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

/** Uncaught errors and CSP violations of a page, for a test to expect none. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      throw new Error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return errors;
}

/** The `<script>` tags of a built page's head: to put two hosts' apps on one page. */
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*><\/script>/g)].map((m) => m[0]).join('');

/** Every React DOM announces itself to the devtools hook: records their versions, for `renderersOf`. */
async function recordRenderers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __renderers: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__renderers = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(internals: { version: string }) {
        w.__renderers.push(internals.version);
        return w.__renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}
/** The URLs of the React fallback a remote build bundles (its manifest's shared React assets). */
function reactChunksOf(remote: string) {
  const manifest = JSON.parse(readFileSync(`dist/remote/${remote}mf-manifest.json`, 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return manifest.shared
    .filter((shared) => /^react(-dom)?(\/|$)/.test(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((asset) => `http://localhost:3001/${remote}${asset}`);
}
const renderersOf = (page: Page) => page.evaluate(() => (window as unknown as { __renderers: string[] }).__renderers);

test.describe('safe in any host', () => {
  test('a host on React 18 connects and renders the buttons', async ({ page }) => {
    const errors = await watch(page);
    await recordRenderers(page);
    // React 18 is in the shared range: no "version does not satisfy" warning from the federation runtime.
    const versionWarnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /version/i.test(m.text())) versionWarnings.push(m.text());
    });
    // A host that does not import airlock/wagmi never fetches it.
    const wagmiRequests: string[] = [];
    page.on('request', (r) => isChunk(r.url(), '__federation_expose_wagmi') && wagmiRequests.push(r.url()));
    await serveDir(page, REACT18, 'dist/hosts/react18');
    await installTestWallet(page, { account: 6 });
    await page.goto(`${REACT18}?projectId=${uniqueProjectId('react18')}`);
    const host = page.getByRole('region', { name: 'React 18.3.1 host' });
    await expect(host.getByRole('button', { name: 'Network: Anvil' })).toBeVisible();
    await host.getByRole('button', { name: 'Connect Wallet' }).click();
    await pickTestWallet(page);
    await expect(host).toContainText(`Account: ${ANVIL_ACCOUNTS[6]}`);
    // Once connected, ConnectButton shows the account, and opens the Account view.
    await host.getByRole('button', { name: truncated(ANVIL_ACCOUNTS[6]) }).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    // One renderer on the page, the host's React DOM 18: the modal renders with it (the container took the
    // host's share scope) and Airlock's own React 19 is never loaded.
    expect(await renderersOf(page)).toEqual(['18.3.1']);
    expect(versionWarnings).toEqual([]);
    expect(wagmiRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  // A webpack team's and a Vite team's app: @airlock/host from its tarball, the README's config for their bundler, a
  // Connect button of their own. webpack takes the lean manifest (its plugin provides the runtime); Vite the
  // self-contained one (README).
  for (const { bundler, account, remote } of [
    { bundler: 'webpack', account: 5, remote: 'lean/' },
    { bundler: 'Vite', account: 9, remote: '' },
  ]) {
    test(`a ${bundler} host on @airlock/host opens the modal from its own button and shows the connected address`, async ({ page }) => {
      const errors = await watch(page);
      await recordRenderers(page);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      const url = `http://127.0.0.1:3100/${bundler.toLowerCase()}/`;
      await serveDir(page, url, `dist/hosts/${bundler.toLowerCase()}`);
      await installTestWallet(page, { account });
      await page.goto(`${url}?projectId=${uniqueProjectId(bundler.toLowerCase())}`);
      const host = page.getByRole('main', { name: `${bundler} host` });
      await host.getByRole('button', { name: 'Connect', exact: true }).click();
      // The first open may still be fetching the modal's chunks on a busy machine.
      await expect(dialog(page)).toHaveAccessibleName('Connect Wallet', { timeout: 15_000 });
      await pickTestWallet(page);
      await expect(host).toContainText(`Account: ${ANVIL_ACCOUNTS[account]}`);
      // One React on the page, the host's: the modal rendered with it, and Airlock's own React was never loaded.
      expect(await renderersOf(page)).toEqual([REACT_VERSION]);
      const reactChunks = reactChunksOf(remote);
      expect(reactChunks).not.toEqual([]);
      expect(requested.filter((url) => reactChunks.includes(url))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the networks catalogue (airlock/networks) is fetched only by a host that loads it, and its networks work', async ({ page }) => {
    const errors = await watch(page);
    const catalogueRequests: string[] = [];
    page.on('request', (r) => isChunk(r.url(), '__federation_expose_networks') && catalogueRequests.push(r.url()));
    await serveDir(page, REACT18, 'dist/hosts/react18');
    const host = page.getByRole('region', { name: 'React 18.3.1 host' });
    await page.goto(`${REACT18}?projectId=${uniqueProjectId('nocatalogue')}`);
    await expect(host.getByRole('button', { name: 'Network: Anvil' })).toBeVisible();
    await host.getByRole('button', { name: 'Network: Anvil' }).click();
    await expect(dialog(page).getByRole('button', { name: /Anvil/ })).toBeVisible();
    expect(catalogueRequests).toEqual([]);

    // `?catalogue`: the host adds Base from the catalogue; the modal offers it beside the host's own network.
    await page.goto(`${REACT18}?catalogue&projectId=${uniqueProjectId('catalogue')}`);
    await host.getByRole('button', { name: 'Network: Anvil' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Choose Network');
    await expect(dialog(page).getByRole('button', { name: /Base/ })).toBeVisible();
    expect(catalogueRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('two hosts with two Reacts on one page both connect', async ({ page }) => {
    const errors = await watch(page);
    await serveDir(page, REACT18, 'dist/hosts/react18');
    const shell = readFileSync('dist/shell/index.html', 'utf8');
    const react18 = readFileSync('dist/hosts/react18/index.html', 'utf8');
    await page.route('http://localhost:3000/two-hosts?**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two hosts</title>${scriptsOf(shell)}</head><body><div id="root"></div><div id="react18-root"></div></body></html>`,
      }),
    );
    await installTestWallet(page, { account: 7 });
    // The shell loads Airlock first (its modal not fetched yet); the React 18 host joins later and loads the same
    // container with its own React. Then the shell opens its modal for the first time.
    await page.goto(`http://localhost:3000/two-hosts?projectId=${uniqueProjectId('twohosts')}&prefetch=none`);
    const first = page.getByRole('region', { name: 'Wallet' });
    await expect(first.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    await page.evaluate((tags) => {
      for (const src of [...tags.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!)) {
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
      }
    }, scriptsOf(react18));
    const second = page.getByRole('region', { name: 'React 18.3.1 host' });
    await expect(second.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    await first.getByRole('button', { name: 'Connect Wallet' }).click();
    await pickTestWallet(page);
    await expect(page.getByTestId('status')).toContainText(`connected · ${ANVIL_ACCOUNTS[7]}`);
    await second.getByRole('button', { name: 'Connect Wallet' }).click();
    await pickTestWallet(page);
    await expect(second).toContainText(`Account: ${ANVIL_ACCOUNTS[7]}`);
    // And the first host's modal still opens.
    await first.getByRole('button', { name: truncated(ANVIL_ACCOUNTS[7]) }).click();
    await expect(dialog(page)).toHaveAccessibleName('Account');
    expect(errors).toEqual([]);
  });

  test("a host on the host package's useAirlock says Wallet unavailable when the remote is down, and its retry loads it", async ({
    page,
  }) => {
    const manifest = 'http://localhost:3001/lean/mf-manifest.json';
    let manifestRequests = 0;
    // The remote is down: every manifest request fails (the package's plugin retries it before giving up).
    await page.route(manifest, (route) => {
      manifestRequests += 1;
      return route.fulfill({ status: 503, body: 'down' });
    });
    await serveDir(page, REACT18, 'dist/hosts/react18');
    await page.goto(`${REACT18}?projectId=${uniqueProjectId('react18-down')}`);
    const host = page.getByRole('region', { name: 'React 18.3.1 host' });
    const unavailable = host.getByRole('button', { name: 'Wallet unavailable' });
    await expect(unavailable).toBeVisible({ timeout: 15_000 });
    expect(manifestRequests).toBe(3);
    // The remote is back: the retry loads it and the kit is created.
    await page.unroute(manifest);
    await unavailable.click();
    await host.getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
  });

  test('a chunk that fails after start-up is retried once, then the button offers Try again', async ({ page }) => {
    await openShell(page, { projectId: uniqueProjectId('chunkfail'), prefetch: 'none' });
    const modalRequests: string[] = [];
    // The start-up chunks have loaded; from now on the modal's own chunk fails.
    await page.route(
      (url) => isChunk(url.href, 'airlock-modal'),
      (route) => {
        modalRequests.push(route.request().url());
        return route.abort();
      },
    );
    await connectButton(page).click();
    const tryAgain = page.getByRole('button', { name: 'Wallet unavailable · Try again' });
    await expect(tryAgain).toBeVisible();
    expect(modalRequests).toHaveLength(2);
    await page.unrouteAll();
    await tryAgain.click();
    await expect(dialog(page)).toBeVisible();
    await expect(tryAgain).toHaveCount(0);
  });

  test("the modal's chunks are prefetched once the page is idle, and only then", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // The kit waits for an idle moment (at most 3 s): on a busy machine that comes after the network went quiet.
    const pageWasIdle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
    await openShell(page, { projectId: uniqueProjectId('prefetch') });
    await expect.poll(() => requested.some((url) => isChunk(url, 'airlock-modal'))).toBe(true);
    requested.length = 0;
    await openShell(page, { projectId: uniqueProjectId('noprefetch'), prefetch: 'none' });
    await pageWasIdle();
    await page.waitForLoadState('networkidle');
    expect(requested.some((url) => isChunk(url, 'airlock-modal'))).toBe(false);
  });

  test("the plain host opens under the README's policy, with no violation", async ({ page }) => {
    const errors = await watch(page);
    await installTestWallet(page, { account: 8 });
    const response = await page.goto('http://127.0.0.1:3100/');
    expect(response?.headers()['content-security-policy']).toBe(
      hostCsp(devcloudOrigins('http://localhost:3001', DEVCLOUD_URL, SECURE_SITE_URL)),
    );
    await page.getByRole('button', { name: 'Open wallet' }).click();
    await expect(
      dialog(page)
        .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
        .first(),
    ).toBeVisible();
    await pickTestWallet(page);
    expect(errors).toEqual([]);
  });
});

test.describe('two versions on one page', () => {
  const previous = mkdtempSync(join(tmpdir(), 'airlock-previous-'));
  // Version N-1: the same code under another version string, so another container name and chunk global.
  test.beforeAll(() => {
    test.setTimeout(180_000);
    execFileSync(process.execPath, ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build'], {
      stdio: 'pipe',
      env: { ...process.env, AIRLOCK_VERSION: '0.0.9', AIRLOCK_DIST: previous, AIRLOCK_PUBLIC_URL: 'http://localhost:3001/previous/' },
    });
  });
  test.afterAll(() => rmSync(previous, { recursive: true, force: true }));

  test('versions N and N-1 both open', async ({ page }) => {
    const errors = await watch(page);
    await serveDir(page, 'http://localhost:3001/previous/', previous);
    const options = devcloudHostOptions(uniqueProjectId('versions'));
    const host = (manifest: string, button: string) =>
      `<script src="/node_modules/@airlock/host/dist/airlock-host.js" data-manifest="${manifest}" data-button="${button}" data-options='${options}'></script>`;
    await page.route('http://127.0.0.1:3100/versions', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two versions</title></head><body>
          <button type="button" id="n">Open version N</button><button type="button" id="previous">Open version N-1</button>
          ${host('http://localhost:3001/mf-manifest.json', 'n')}${host('http://localhost:3001/previous/mf-manifest.json', 'previous')}
          </body></html>`,
      }),
    );
    await page.goto('http://127.0.0.1:3100/versions');
    for (const name of ['Open version N', 'Open version N-1']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(dialog(page)).toHaveAccessibleName('Connect Wallet');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    }
    const containers = await page.evaluate(() =>
      Object.keys(window)
        .filter((key) => /^airlock_\d/.test(key))
        .sort(),
    );
    expect(containers).toEqual(['airlock_0_0_9', 'airlock_0_1_0']);
    expect(errors).toEqual([]);
  });
});
